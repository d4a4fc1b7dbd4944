# 1 "v000578.cu"
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
# 18 "v000578.cu"
__attribute__((unused)) unsigned relax7(float q8, int len9, const double *__restrict__ input10) 
# 19
{int volatile ___ = 1;(void)q8;(void)len9;(void)input10;
# 25
::exit(___);}
#if 0
# 19
{ 
# 20
if (((((*input10) < q8) ? 2 : 64) == 33) || ((52) > q8)) { 
# 21
const char *acc11 = (nullptr); 
# 22
}  
# 23
__attribute__((unused)) static int sh_12; 
# 24
return ((2) / ((input10[(__device_builtin_variable_gridDim.z) & (7)]) + len9)) * (*input10); 
# 25
} 
#endif
# 27 "v000578.cu"
__attribute__((visibility("hidden"))) void drift13(long *data14, int *__restrict__ data15, bool beta16) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern long long dyn_17[]; 
# 30
int gid18 = __device_builtin_variable_threadIdx.x; 
# 31
short r19{(2UL)}; 
# 32
int z20[5] = {(5U), (37UL), static_cast< int>(beta16 ^ (__device_builtin_variable_threadIdx.z)), gid18, (6L)}; 
# 33
__attribute__((unused)) static float sh_21[128]; 
# 34
int k22 = sh_21[46]; 
# 35
} 
#endif
# 37 "v000578.cu"
namespace img23 { 
# 38
__attribute__((visibility("hidden"))) void pack24(int lane25, int lane26) ;
#if 0
# 39
{ 
# 40
int gid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
if (gid27 >= lane25) { 
# 42
return; 
# 43
}  
# 44
lane25 = (((7) + (__device_builtin_variable_blockIdx.y)) * ((unsigned char)47)); 
# 45
lane25 = (((__device_builtin_variable_threadIdx.z) ^ lane25) + (((lane26 > gid27) && ((__device_builtin_variable_threadIdx.z) >= gid27)) ? lane25 : (40U + gid27))); 
# 46
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 48 "v000578.cu"
template< class T> static void 
# 49
__wrapper__device_stub_filter28_kernel(const T *&src29, long *&out30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 50
{ 
# 51
int i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
for (int i32 = 0; i32 < i31; i32++) { 
# 53
T z33 = ((__device_builtin_variable_threadIdx.x) >= ((*out30) * (i31 / sizeof(T)))) ? (18.875) : ((i31 - (15.0)) + (i31 & 2)); 
# 54
T tmp34 = (((out30[i31]) >= (9)) ? i31 & i32 : z33) - ((T)i32); 
# 55
__attribute__((unused)) static int sh_35[2 + 30]; 
# 56
}  
# 57
T off36 = (sizeof(T) * i31) * (5.0); 
# 58
} 
#endif

#pragma GCC diagnostic pop

# 48 "v000578.cu"
template< class T> static void 
# 49
filter28_kernel(const T *src29, long *out30) 
# 50
{::img23::__wrapper__device_stub_filter28_kernel<T>(src29,out30);
# 58
return;}
#if 0
# 50
{ 
# 51
int i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
for (int i32 = 0; i32 < i31; i32++) { 
# 53
T z33 = ((__device_builtin_variable_threadIdx.x) >= ((*out30) * (i31 / sizeof(T)))) ? (18.875) : ((i31 - (15.0)) + (i31 & 2)); 
# 54
T tmp34 = (((out30[i31]) >= (9)) ? i31 & i32 : z33) - ((T)i32); 
# 55
__attribute__((unused)) static int sh_35[2 + 30]; 
# 56
}  
# 57
T off36 = (sizeof(T) * i31) * (5.0); 
# 58
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 60 "v000578.cu"
template< class T, int N> static void 
# 61
__wrapper__device_stub_score37(T *__restrict__ &buf38, const T *&input39) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
if ((buf38[__device_builtin_variable_threadIdx.x]) > (*input39)) { 
# 64
long acc40 = ((input39[__device_builtin_variable_threadIdx.z]) + (input39[__device_builtin_variable_blockIdx.x])) + (*input39); 
# 65
(*buf38) = (((float)((input39[7]) * (*input39))) / ((input39[1]) + (11.0F))); 
# 66
(*buf38) = (acc40 ^ (53 * __device_builtin_variable_warpSize)); 
# 67
}  
# 68
} 
#endif

#pragma GCC diagnostic pop

# 60 "v000578.cu"
template< class T, int N> static void 
# 61
score37(T *__restrict__ buf38, const T *input39) 
# 62
{::img23::__wrapper__device_stub_score37<T,N>(buf38,input39);
# 68
return;}
#if 0
# 62
{ 
# 63
if ((buf38[__device_builtin_variable_threadIdx.x]) > (*input39)) { 
# 64
long acc40 = ((input39[__device_builtin_variable_threadIdx.z]) + (input39[__device_builtin_variable_blockIdx.x])) + (*input39); 
# 65
(*buf38) = (((float)((input39[7]) * (*input39))) / ((input39[1]) + (11.0F))); 
# 66
(*buf38) = (acc40 ^ (53 * __device_builtin_variable_warpSize)); 
# 67
}  
# 68
} 
#endif
# 69 "v000578.cu"
}
# 72
__attribute__((unused)) void scale41(int count42) 
# 73
{int volatile ___ = 1;(void)count42;
# 95
::exit(___);}
#if 0
# 73
{ 
# 74
if (count42 >= (count42 % 2)) { 
# 75
if (count42 != 64) { 
# 76
switch (count42 * (__device_builtin_variable_threadIdx.y)) { 
# 77
case 2:  { 
# 78
__attribute__((unused)) static double sh_43[32]; 
# 79
[[fallthrough]] ; 
# 80
} 
# 81
case 4:  { 
# 82
count42 = ((2 + count42) / (+count42)); 
# 83
int v44 = 2 - (+count42); 
# 84
break; 
# 85
} 
# 86
case 11:  
# 87
break; 
# 88
case 2 + 5:  { 
# 89
float e45{(2.0F)}; 
# 90
break; 
# 91
} 
# 92
}  
# 93
}  
# 94
}  
# 95
} 
#endif
# 97 "v000578.cu"
int main() 
# 98
{ 
# 99
int n46 = 1751; 
# 100
int acc47(n46 * n46); 
# 101
cudaStream_t h48 = ((cudaStream_t)0); 
# 102
(__cudaPushCallConfiguration(dim3(2 + (2 + (2 + 10)), (n46 + 31) / 32), 32 * (2 + 14), 64 * (2 + 2))) ? (void)0 : drift13(nullptr, &acc47, 1); 
# 103
(__cudaPushCallConfiguration(dim3((acc47 + 31) / 32, (acc47 + 31) / 32), sizeof(float) * (64), sizeof(double) * (64), h48)) ? (void)0 : img23::pack24(((acc47 >= 17U) ? 2 : 47) * acc47, n46 + ((long)n46)); 
# 104
(__cudaPushCallConfiguration(dim3(2 * 4, (n46 + 63) / 64, 128), 512, sizeof(double) * (64))) ? (void)0 : img23::filter28_kernel((const unsigned *)nullptr, (long *)nullptr); 
# 105
return 0; 
# 106
} 

# 1 "v000578.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__db1d5385_10_v000578_cu_fc39bc8e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000578.cudafe1.stub.c"
#include "v000578.cudafe1.stub.c"
# 1 "v000578.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
