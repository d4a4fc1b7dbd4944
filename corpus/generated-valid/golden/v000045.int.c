# 1 "v000045.cu"
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
# 23 "v000045.cu"
__attribute__((visibility("hidden"))) void scale10_kernel(double p11, long long cfg12, int *buf13) ;
#if 0
# 24
{ 
# 25
int idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
int val15 = ((4 - (buf13[0])) - (~(buf13[5]))) + ((idx14 * 9) + (__device_builtin_variable_threadIdx.z)); 
# 27
if ((__device_builtin_variable_threadIdx.x) ^ (__device_builtin_variable_threadIdx.z)) { 
# 28
return; }  
# 29
p11 *= ((((__device_builtin_variable_blockDim.x) % cfg12) * (((__device_builtin_variable_gridDim.x) < val15) ? __device_builtin_variable_gridDim.x : val15)) / ((__device_builtin_variable_blockDim.z) * (44 & idx14))); 
# 30
} 
#endif
# 32 "v000045.cu"
__attribute__((visibility("hidden"))) void relax16(int lane17) ;
#if 0
# 33
{ 
# 34
int tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
if (tid18 >= lane17) { 
# 36
return; }  
# 37
lane17 %= 24; 
# 38
__attribute__((unused)) static unsigned short sh_19[128]; 
# 39
} 
#endif
# 40 "v000045.cu"
using idx20_t = long; 
# 42
template< class T> 
# 43
struct Pixel21 { 
# 44
T count22; 
# 45
unsigned lo23; 
# 46
T w24; 
# 47
T get25(unsigned char e26) const 
# 48
{ 
# 49
return (7 >> e26) | 32; 
# 50
} 
# 51
}; 
# 53
signed char gather27(int stride28, const float *__restrict__ input29) 
# 54
{ 
# 55
int tmp30 = (sizeof(float)) * (input29[7]); 
# 56
--tmp30; 
# 57
if (unsigned hi31 = input29[tmp30 & 7]; ((tmp30 >> 3) | (tmp30 + stride28)) < (908UL >> stride28)) { 
# 58
unsigned y32 = (33); 
# 59
tmp30 = (*input29); 
# 60
float x33[4]{(-2888), (float)(*input29), (-38), ('\\')}; 
# 61
}  
# 62
Pixel21< int>  lim34{(15LL), (3534), (-18)}; 
# 63
return -40; 
# 64
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 66
template< class T> static void 
# 67
__wrapper__device_stub_norm35_kernel(T *__restrict__ &dst36) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 68
{ 
# 69
int i37 = __device_builtin_variable_threadIdx.x; 
# 70
__attribute__((unused)) static int sh_38[64]; 
# 71
Pixel21< unsigned>  lo39{(unsigned)(__device_builtin_variable_blockIdx.x), 55, 25}; 
# 72
do { (sh_38[i37]) += ((float)(-__device_builtin_variable_warpSize)); } while (0); 
# 73
(sh_38[i37]) <<= 0; 
# 74
(dst36[7]) = (__device_builtin_variable_blockDim.z); 
# 75
(dst36[i37]) = ((2.75) * (dst36[2])); 
# 76
__attribute__((unused)) static float sh_40[32]; 
# 77
} 
#endif

#pragma GCC diagnostic pop

# 66 "v000045.cu"
template< class T> static void 
# 67
norm35_kernel(T *__restrict__ dst36) 
# 68
{__wrapper__device_stub_norm35_kernel<T>(dst36);
# 77
return;}
#if 0
# 68
{ 
# 69
int i37 = __device_builtin_variable_threadIdx.x; 
# 70
__attribute__((unused)) static int sh_38[64]; 
# 71
Pixel21< unsigned>  lo39{(unsigned)(__device_builtin_variable_blockIdx.x), 55, 25}; 
# 72
do { (sh_38[i37]) += ((float)(-__device_builtin_variable_warpSize)); } while (0); 
# 73
(sh_38[i37]) <<= 0; 
# 74
(dst36[7]) = (__device_builtin_variable_blockDim.z); 
# 75
(dst36[i37]) = ((2.75) * (dst36[2])); 
# 76
__attribute__((unused)) static float sh_40[32]; 
# 77
} 
#endif
# 79 "v000045.cu"
double combine41(int lane42, Pixel21< int>  b43) 
# 80
{ 
# 81
lane42--; 
# 82
lane42 = (((b43.w24) / (b43.lo23)) + ((59 >> (b43.w24)) - (((b43.w24) < 28) ? b43.w24 : 28))); 
# 83
(__cudaPushCallConfiguration(4 + 12, 16 * 4)) ? (void)0 : scale10_kernel(lane42 >> ((b43.w24) * lane42), (51UL + lane42) * (4), &lane42); 
# 84
(__cudaPushCallConfiguration((lane42 + 127) / 128, dim3(1 << 9, (4 + 28) * 4, 4 + 28))) ? (void)0 : relax16(((b43.w24) < (6 >> (b43.w24))) ? b43.w24 : (6 >> (b43.w24))); 
# 85
return (10.375F); 
# 86
} 
# 88
int main() 
# 89
{ 
# 90
int len44 = 665; 
# 91
(__cudaPushCallConfiguration(dim3((len44 + 127) / 128, 1, 4), dim3(sizeof(float) * (4), (len44 + 127) / 128))) ? (void)0 : scale10_kernel((17.25F), ~(3 * len44), &len44); 
# 92
cudaStream_t prod45 = (nullptr); 
# 93
if ((len44 + len44) > len44) { 
# 94
return len44 & 7; }  
# 95
len44++; 
# 96
(__cudaPushCallConfiguration((len44 + 31) / 32, 24 + 232, 0)) ? (void)0 : norm35_kernel(static_cast< int *>(nullptr)); 
# 97
return 0; 
# 98
} 

# 1 "v000045.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3e1a603b_10_v000045_cu_fac02b95
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000045.cudafe1.stub.c"
#include "v000045.cudafe1.stub.c"
# 1 "v000045.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
