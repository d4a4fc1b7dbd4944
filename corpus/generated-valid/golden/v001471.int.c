# 1 "v001471.cu"
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
# 19 "v001471.cu"
void norm6(float *dst7) { 
# 20
(dst7[4])--; 
# 21
static_assert((sizeof(int) == (4)));
# 22
float e8((42)); 
# 23
e8++; 
# 24
if (e8 == (dst7[3])) { 
# 25
return; 
# 26
}  
# 27
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T> static void 
# 30
__wrapper__device_stub_rank9(const T *&src10, const T *&input11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
auto s12 = __device_builtin_variable_blockDim.z; 
# 32
__attribute__((unused)) static int sh_13; 
# 33
} 
#endif

#pragma GCC diagnostic pop

# 29 "v001471.cu"
template< class T> static void 
# 30
rank9(const T *src10, const T *input11) {__wrapper__device_stub_rank9<T>(src10,input11);
# 33
return;}
#if 0
# 30
{ 
# 31
auto s12 = __device_builtin_variable_blockDim.z; 
# 32
__attribute__((unused)) static int sh_13; 
# 33
} 
#endif
# 34 "v001471.cu"
static int c_bump14[4]; 
# 36
__attribute__((visibility("hidden"))) void sweep15(float a16, int len17, int stride18, long q19) ;
#if 0
# 36
{ 
# 37
unsigned gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
norm6((float *)nullptr); 
# 39
stride18 = (21U); 
# 40
if (unsigned long cnt21 = (8); (((float)a16) + (static_cast< int>(823))) < ((c_bump14[0]) & 15)) { 
# 41
norm6(nullptr); 
# 42
int stride22((-36)); 
# 43
norm6(static_cast< float *>(nullptr)); 
# 44
}  
# 45
len17 *= 30; 
# 46
} 
#endif
# 48 "v001471.cu"
__attribute__((visibility("hidden"))) void fold23_kernel(unsigned b24, unsigned char a25, int lane26) ;
#if 0
# 48
{ 
# 49
unsigned idx27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
if (idx27 >= lane26) { 
# 51
return; 
# 52
}  
# 53
int pass28 = 0; 
# 54
do { 
# 55
if (idx27 < ((idx27 << 5) + (idx27 + (c_bump14[b24 & (3)])))) { 
# 56
auto q29 = (c_bump14[1]) & 60UL; 
# 57
q29 ^= (1); 
# 58
}  
# 59
size_t tmp30 = (c_bump14[b24 & (3)]) + ((22U / lane26) / pass28); 
# 60
++pass28; 
# 61
} while (pass28 < 3); 
# 62
} 
#endif
# 64 "v001471.cu"
int main() { 
# 65
int count31 = 761; 
# 66
auto step34 = [](auto f32) { 
# 67
f32 = f32; 
# 68
dim3 stride33(16, sizeof(unsigned) * (16), 16); 
# 69
return f32 * 2; 
# 70
} ; typedef decltype(step34) __T0;
# 71
step34(count31); 
# 72
count31 = (count31 * (step34(count31) * (56 + count31))); 
# 73
count31 *= (count31 / 9); 
# 74
(__cudaPushCallConfiguration((count31 + 31) / 32, sizeof(int) * (8), sizeof(int) * (64), nullptr)) ? (void)0 : rank9< float> (static_cast< const float *>(nullptr), (const float *)nullptr); 
# 75
(__cudaPushCallConfiguration(sizeof(unsigned), ((dim3)(8 * 2)))) ? (void)0 : sweep15(count31, (float)(sizeof(float) + count31), 26, (count31 & count31) | count31); 
# 76
(__cudaPushCallConfiguration(1 << 5, 64, 0, (cudaStream_t)0)) ? (void)0 : fold23_kernel(count31, 22, 1ULL); 
# 77
return 0; 
# 78
} 

# 1 "v001471.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cb3ec41e_10_v001471_cu_d73d351f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001471.cudafe1.stub.c"
#include "v001471.cudafe1.stub.c"
# 1 "v001471.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
