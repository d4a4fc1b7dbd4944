# 1 "v000335.cu"
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
# 6 "v000335.cu"
constexpr double kL2 = (6.75); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 8
template< class T, int N = 1> static void 
# 9
__wrapper__device_stub_drift3_kernel(const T *__restrict__ &src4, const T *&input5, int &len6, int &count7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ 
# 10
int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (i8 >= len6) { 
# 12
return; 
# 13
}  
# 14
len6 ^= N; 
# 15
int flag9 = N; 
# 16
} 
#endif

#pragma GCC diagnostic pop

# 8 "v000335.cu"
template< class T, int N = 1> static void 
# 9
drift3_kernel(const T *__restrict__ src4, const T *input5, int len6, int count7) {__wrapper__device_stub_drift3_kernel<T,N>(src4,input5,len6,count7);
# 16
return;}
#if 0
# 9
{ 
# 10
int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (i8 >= len6) { 
# 12
return; 
# 13
}  
# 14
len6 ^= N; 
# 15
int flag9 = N; 
# 16
} 
#endif
# 17 "v000335.cu"
enum Color10 { 
# 18
MUL11, 
# 19
OFF12 = 2, 
# 20
MUL13 = 7, 
# 21
GREEN14, 
# 22
RED15
# 23
}; 
# 26
__attribute((always_inline)) __attribute__((unused)) inline int mix16(signed char cfg17) {int volatile ___ = 1;(void)cfg17;
# 37
::exit(___);}
#if 0
# 26
{ 
# 27
if (cfg17 > 45) { 
# 28
if (constexpr int h18 = 12; (cfg17 & cfg17) < (h18 * cfg17)) { 
# 29
cfg17 *= 2L; 
# 30
__attribute__((unused)) static unsigned sh_19[16][10]; 
# 31
}  
# 32
}  
# 33
int z20 = ((51U % (__device_builtin_variable_threadIdx.x)) - (19)) + (1980); 
# 34
z20--; 
# 35
long s21 = (__device_builtin_variable_threadIdx.y) + (z20 * z20); 
# 36
return 25LL; 
# 37
} 
#endif
# 39 "v000335.cu"
constexpr int host_split22(int n23) { 
# 40
n23 = (((n23 - (n23 | 43)) <= n23) ? 3 : kL2); 
# 41
n23--; 
# 42
return ((n23 == 14) ? n23 - (MUL11) : (n23 + n23)) % n23; 
# 43
} 
# 45
extern "C" {
# 46
__attribute__((visibility("hidden"))) void tally24(const float *__restrict__ in25, int *__restrict__ data26, float p27, unsigned cfg28) ;
#if 0
# 46
{ 
# 47
p27--; 
# 48
cfg28 -= ((sizeof(float)) * ((in25[3]) * kL2)); 
# 49
} 
#endif
# 50 "v000335.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 53
template< class T, int N> static void 
# 54
__wrapper__device_stub_spread29(T *&dst30, const T *&src31, T *&buf32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 54
{ 
# 55
int idx33 = __device_builtin_variable_threadIdx.x; 
# 56
const T lo34 = kL2; 
# 57
(buf32[3]) *= (((idx33 * (__device_builtin_variable_threadIdx.x)) ^ (~idx33)) + mix16(N)); 
# 58
double acc35 = (4U * idx33) & (33); 
# 59
if (((__device_builtin_variable_threadIdx.x) ^ (28)) != (__device_builtin_variable_threadIdx.x)) { 
# 60
return; 
# 61
}  
# 62
} 
#endif

#pragma GCC diagnostic pop

# 53 "v000335.cu"
template< class T, int N> static void 
# 54
spread29(T *dst30, const T *src31, T *buf32) {__wrapper__device_stub_spread29<T,N>(dst30,src31,buf32);
# 62
return;}
#if 0
# 54
{ 
# 55
int idx33 = __device_builtin_variable_threadIdx.x; 
# 56
const T lo34 = kL2; 
# 57
(buf32[3]) *= (((idx33 * (__device_builtin_variable_threadIdx.x)) ^ (~idx33)) + mix16(N)); 
# 58
double acc35 = (4U * idx33) & (33); 
# 59
if (((__device_builtin_variable_threadIdx.x) ^ (28)) != (__device_builtin_variable_threadIdx.x)) { 
# 60
return; 
# 61
}  
# 62
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 64 "v000335.cu"
template< class T> static void 
# 65
__wrapper__device_stub_scatter36_kernel(T &b37, long long &cfg38, unsigned &b39) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 65
{ 
# 66
int gid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 67
__attribute__((unused)) static float sh_41[(RED15) + 7][2]; 
# 68
b39 = (mix16(4)); 
# 69
__attribute__((unused)) static float sh_42; 
# 70
sh_42 = (24.0F); 
# 71
if (mix16(cfg38) <= b37) { 
# 72
return; 
# 73
}  
# 74
((sh_41[cfg38])[(__device_builtin_variable_threadIdx.x) & (1)]) = ((MUL11) + sh_42); 
# 75
} 
#endif

#pragma GCC diagnostic pop

# 64 "v000335.cu"
template< class T> static void 
# 65
scatter36_kernel(T b37, long long cfg38, unsigned b39) {__wrapper__device_stub_scatter36_kernel<T>(b37,cfg38,b39);
# 75
return;}
#if 0
# 65
{ 
# 66
int gid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 67
__attribute__((unused)) static float sh_41[(RED15) + 7][2]; 
# 68
b39 = (mix16(4)); 
# 69
__attribute__((unused)) static float sh_42; 
# 70
sh_42 = (24.0F); 
# 71
if (mix16(cfg38) <= b37) { 
# 72
return; 
# 73
}  
# 74
((sh_41[cfg38])[(__device_builtin_variable_threadIdx.x) & (1)]) = ((MUL11) + sh_42); 
# 75
} 
#endif
# 78 "v000335.cu"
__attribute((always_inline)) __attribute__((unused)) inline void split43(unsigned char a44, unsigned q45) {int volatile ___ = 1;(void)a44;(void)q45;
# 82
::exit(___);}
#if 0
# 78
{ 
# 79
q45 &= (48 + mix16((long)q45)); 
# 80
--a44; 
# 81
a44 = (q45 / (~(('\a') & a44))); 
# 82
} 
#endif
# 84 "v000335.cu"
int main() { 
# 85
int len46 = 1767; 
# 86
(__cudaPushCallConfiguration(((GREEN14) + 56) * 4, (OFF12) + 126)) ? (void)0 : tally24(nullptr, (int *)nullptr, kL2 * (len46 * (MUL13)), (unsigned)host_split22(len46)); 
# 87
if ((host_split22(len46)) <= kL2) { 
# 88
return 1181ULL * (-len46); 
# 89
}  
# 90
if (constexpr int off47 = 31; (len46 * (21 + len46)) > host_split22(len46)) { 
# 91
(__cudaPushCallConfiguration(16, 16 * ((MUL13) + ((MUL13) + 2)))) ? (void)0 : drift3_kernel< int, 4> ((const int *)nullptr, nullptr, 17, (2 > len46) ? kL2 : len46); 
# 92
}  
# 93
float *prod48 = (nullptr); 
# 94
(__cudaPushCallConfiguration((MUL13) + 9, (RED15) + 119, 0)) ? (void)0 : tally24((const float *)nullptr, reinterpret_cast< int *>(prod48), ((int)GREEN14) / ((prod48[7]) / (8.625F)), ~host_split22(len46)); 
# 95
(__cudaPushCallConfiguration(256, 256)) ? (void)0 : spread29< long, 2> ((long *)nullptr, reinterpret_cast< const long *>(prod48), reinterpret_cast< long *>(prod48)); 
# 96
(__cudaPushCallConfiguration((len46 + 63) / 64, 64)) ? (void)0 : scatter36_kernel< unsigned> ((len46 + 18UL) - (39), ((OFF12) * len46) - ((float)(prod48[len46])), 14); 
# 97
return 0; 
# 98
} 

# 1 "v000335.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0aaece85_10_v000335_cu_tally24
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000335.cudafe1.stub.c"
#include "v000335.cudafe1.stub.c"
# 1 "v000335.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
