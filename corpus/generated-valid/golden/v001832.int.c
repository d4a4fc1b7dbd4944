# 1 "v001832.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 20 "v001832.cu"
template< class T, int N> static void 
# 21
__wrapper__device_stub_grow5(T &b6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
unsigned gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
__attribute__((unused)) static long long sh_8[3][5]; 
# 24
if ((__device_builtin_variable_threadIdx.y) != (gid7 + (__device_builtin_variable_blockIdx.x))) { 
# 25
goto finish9; 
# 26
}  
# 27
if (((__device_builtin_variable_threadIdx.z) + (2)) >= ((sh_8[__device_builtin_variable_blockDim.y])[__device_builtin_variable_threadIdx.y])) { 
# 28
return; 
# 29
}  
# 30
(++((sh_8[2])[__device_builtin_variable_blockIdx.x])), (b6 = ((T)gid7)); 
# 31
finish9:; ; 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 20 "v001832.cu"
template< class T, int N> static void 
# 21
grow5(T b6) {__wrapper__device_stub_grow5<T,N>(b6);
# 32
return;}
#if 0
# 21
{ 
# 22
unsigned gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
__attribute__((unused)) static long long sh_8[3][5]; 
# 24
if ((__device_builtin_variable_threadIdx.y) != (gid7 + (__device_builtin_variable_blockIdx.x))) { 
# 25
goto finish9; 
# 26
}  
# 27
if (((__device_builtin_variable_threadIdx.z) + (2)) >= ((sh_8[__device_builtin_variable_blockDim.y])[__device_builtin_variable_threadIdx.y])) { 
# 28
return; 
# 29
}  
# 30
(++((sh_8[2])[__device_builtin_variable_blockIdx.x])), (b6 = ((T)gid7)); 
# 31
finish9:; ; 
# 32
} 
#endif
# 34 "v001832.cu"
__attribute__((visibility("hidden"))) void smooth10(int len11, int n12) ;
#if 0
# 34
{ 
# 35
unsigned i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
unsigned t14((11UL)); 
# 37
{ 
# 38
int pass15 = 0; 
# 39
while (pass15 < 13) { 
# 40
n12 = (((n12 / i13) == t14) ? (pass15) ? (__device_builtin_variable_threadIdx.x) + t14 : (sizeof(long long) - len11) : ((('#') - t14) * (~(__device_builtin_variable_blockDim.x)))); 
# 41
constexpr float off16 = (13.5F); 
# 42
++pass15; 
# 43
}  
# 44
} 
# 45
} 
#endif
# 46 "v001832.cu"
static int c_fuse17; 
# 48
__attribute__((visibility("hidden"))) void scale18_kernel(unsigned long long *out19, float q20, float *acc21) ;
#if 0
# 48
{ 
# 49
int i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
(*out19) = ((((3536) ^ (*out19)) << (3 - c_fuse17)) - (__device_builtin_variable_blockIdx.y)); 
# 51
q20 = (54 >> (c_fuse17 + (c_fuse17 << (out19[(__device_builtin_variable_threadIdx.x) & (7)])))); 
# 52
float prod23 = __device_builtin_variable_blockDim.x; 
# 54
#pragma unroll 8
for (
# 54
int it24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it24 < i22; it24 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 55
constexpr float f25 = (13); 
# 56
constexpr unsigned char sum26 = ('#'); 
# 57
float x27 = (sizeof(double)); 
# 58
}  
# 59
} 
#endif
# 61 "v001832.cu"
int main() { 
# 62
int size28 = 1165; 
# 63
unsigned mid29 = (size28 < size28) ? ~size28 : (((size28 + size28) >= size28) ? 48 % size28 : size28); 
# 64
size28 = size28; 
# 65
mid29 = mid29; 
# 66
(__cudaPushCallConfiguration(3 + 125, sizeof(unsigned) * (3 + (3 + 2)), 0)) ? (void)0 : grow5< unsigned, 4> (mid29); 
# 67
(__cudaPushCallConfiguration((size28 + 31) / 32, 1 << 8, 64 + (3 + (3 + (64 + (64 + 826)))), (cudaStream_t)0)) ? (void)0 : smooth10(((mid29 += size28), (3 * size28)), ((64) + mid29) * (15U * mid29)); 
# 68
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : scale18_kernel(nullptr, size28 + (18.375F), (float *)nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v001832.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5bc90d4b_10_v001832_cu_74506a9c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001832.cudafe1.stub.c"
#include "v001832.cudafe1.stub.c"
# 1 "v001832.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
