# 1 "v001084.cu"
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

# 11 "v001084.cu"
template< class T, int N> static void 
# 12
__wrapper__device_stub_sift6(const T *&src7, int &count8, int &lane9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 12
{ 
# 13
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
count8--; 
# 15
constexpr int cnt11 = 64; 
# 16
count8 = (62 * count8); 
# 17
} 
#endif

#pragma GCC diagnostic pop

# 11 "v001084.cu"
template< class T, int N> static void 
# 12
sift6(const T *src7, int count8, int lane9) {__wrapper__device_stub_sift6<T,N>(src7,count8,lane9);
# 17
return;}
#if 0
# 12
{ 
# 13
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
count8--; 
# 15
constexpr int cnt11 = 64; 
# 16
count8 = (62 * count8); 
# 17
} 
#endif
# 18 "v001084.cu"
enum class Kind12 { Blue13, Green14, On15 = 3, Off16 = 7}; 
# 20
static void run_norm17(unsigned p18, int *__restrict__ out19, int len20 = -31) { 
# 21
short h21 = (0UL); 
# 22
p18 = (len20 - len20); 
# 23
Kind12 off22 = Kind12::Blue13; 
# 24
} 
# 26
__attribute__((visibility("hidden"))) void score23_kernel(const int *__restrict__ src24, const int *src25) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern int dyn_26[]; 
# 29
#pragma unroll 4
for (
# 29
int it27 = 0, j28 = 3; it27 < j28; (++it27), (--j28)) { 
# 30
const double m29 = ((64UL - (__device_builtin_variable_threadIdx.x)) >> ((__device_builtin_variable_blockIdx.x) + (src24[it27]))) % ((*src25) % 8); 
# 31
}  
# 32
for (int j30 = 0; j30 < 7; j30++) { 
# 34
#pragma unroll 8
for (
# 34
int i31 = 0, j32 = j30; i31 < j32; (++i31), (--j32)) { 
# 36
#pragma unroll 4
for (
# 36
int j33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j33 < 3; j33 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 37
int tmp34 = (j32 == (__device_builtin_variable_blockDim.x)) ? ((*src24) + (*src24)) % 8 : ((i31 + 43) * 0); 
# 38
}  
# 39
Kind12 val35 = Kind12::Blue13; 
# 40
}  
# 41
}  
# 42
} 
#endif
# 44 "v001084.cu"
static long run_weigh36(float alpha37, const int *src38) { 
# 45
(__cudaPushCallConfiguration(sizeof(float) * (16), 128)) ? (void)0 : score23_kernel(src38, nullptr); 
# 46
(__cudaPushCallConfiguration(16, 1 << 8)) ? (void)0 : sift6< unsigned, 3> (reinterpret_cast< const unsigned *>(src38), ((unsigned short)alpha37) * (19 * (src38[0])), alpha37); 
# 47
alpha37--; 
# 48
int e39 = (*src38) >> ((src38[2]) << (4 + (src38[4]))); 
# 49
e39 = e39; 
# 50
return (src38[e39]) - (alpha37 + (static_cast< int>(39))); 
# 51
} 
# 53
int main() { 
# 54
int len40 = 41; 
# 55
Kind12 m41 = Kind12::Off16; 
# 56
float tmp42[3] = {(24.75F)}; 
# 57
if (m41 == Kind12::Off16) { 
# 58
return (len40 * len40) / (-(tmp42[len40])); 
# 59
}  
# 60
if ((+len40) == 36) { 
# 61
return len40; 
# 62
}  
# 63
return 0; 
# 64
} 

# 1 "v001084.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e521e1eb_10_v001084_cu_3a3079f6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001084.cudafe1.stub.c"
#include "v001084.cudafe1.stub.c"
# 1 "v001084.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
