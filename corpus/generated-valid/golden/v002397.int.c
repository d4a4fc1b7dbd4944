# 1 "v002397.cu"
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
# 8 "v002397.cu"
unsigned short check_tally3(float *dst4, int n5, float a6) { 
# 9
int tmp7[8]{(3367L), (57UL), 46, n5, 46, (static_cast< int>(35)), n5, (62ULL)}; 
# 10
(*dst4) = (dst4[n5 & 7]); 
# 11
n5 = (((9ULL) * (*dst4)) - (dst4[0])); 
# 12
return n5; 
# 13
} 
# 15
__attribute__((visibility("hidden"))) void split8_kernel(float *out9, int stride10, int len11, double b12) ;
#if 0
# 15
{ 
# 16
int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
unsigned z14 = 20UL & ((__device_builtin_variable_blockIdx.x) + (2)); 
# 18
b12 = (len11 - i13); 
# 19
__attribute__((unused)) static double sh_15[14][8]; 
# 20
constexpr long long s16 = (31); 
# 21
{ 
# 22
long prod17 = static_cast< int>((31UL * stride10) + (60)); 
# 23
b12 = i13; 
# 24
} 
# 25
} 
#endif
# 27 "v002397.cu"
__attribute__((visibility("hidden"))) void relax18_kernel(unsigned p19, long *acc20, const int *in21) ;
#if 0
# 27
{ 
# 28
unsigned i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if ((in21[4]) > 31U) { 
# 30
goto finish24; 
# 31
}  
# 32
{ 
# 33
if (i22 >= (8)) { 
# 34
__attribute__((unused)) static int sh_23[8]; 
# 35
switch (*acc20) { 
# 36
case 9:  
# 37
p19 = (*in21); 
# 38
break; 
# 39
case 10:  
# 40
(acc20[p19 & (7)]) = (static_cast< unsigned>(i22)); 
# 41
break; 
# 42
case 12:  
# 43
break; 
# 44
}  
# 45
} else { if ((p19 | (27)) > (U'\x20')) { 
# 46
} else { 
# 47
}  }  
# 48
} 
# 49
finish24:; ; 
# 50
} 
#endif
# 52 "v002397.cu"
__attribute__((visibility("hidden"))) void blend25(long long *data26, unsigned char *dst27, int *data28) ;
#if 0
# 52
{ 
# 53
int i29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
bool base30 = (-(data28[i29])) == (((2) * (data26[i29])) + (__device_builtin_variable_blockDim.y)); 
# 55
int s31[6]{63, 3, 4124, static_cast< int>(__device_builtin_variable_gridDim.x), 4834, i29}; 
# 56
} 
#endif
# 58 "v002397.cu"
__attribute__((visibility("hidden"))) void apply32_kernel(float p33, int stride34) ;
#if 0
# 58
{ 
# 59
if ((~(__device_builtin_variable_threadIdx.x)) & (1)) { 
# 60
constexpr int tmp35 = 25; 
# 61
int t36 = __device_builtin_variable_blockDim.x; 
# 62
}  
# 63
} 
#endif
# 65 "v002397.cu"
template< class T, class U> 
# 66
__attribute((noinline)) __attribute__((unused)) float rank37(const T *src38, T alpha39) {int volatile ___ = 1;(void)src38;(void)alpha39;
# 86
::exit(___);}
#if 0
# 66
{ 
# 67
alpha39 = ((36) % (static_cast< unsigned>(alpha39 - alpha39))); 
# 68
switch (__device_builtin_variable_blockIdx.x) { 
# 69
case 9:  { 
# 70
U hi40 = ((31) + (__device_builtin_variable_threadIdx.x)) % 29L; 
# 71
T mid41 = ((50LL * (__device_builtin_variable_threadIdx.x)) % (static_cast< short>(__device_builtin_variable_blockDim.x))) % (-(9L - (__device_builtin_variable_threadIdx.x))); 
# 72
break; 
# 73
} 
# 74
case 5:  
# 75
if ((__device_builtin_variable_gridDim.x) != (src38[__device_builtin_variable_threadIdx.x])) { 
# 76
long long tmp42{(-59)}; 
# 77
tmp42 = (60); 
# 78
}  
# 79
break; 
# 80
case 3:  
# 81
break; 
# 82
case 6:  
# 83
break; 
# 84
}  
# 85
return (((2) * (__device_builtin_variable_threadIdx.z)) + ((*src38) + (alpha39 + 4))); 
# 86
} 
#endif
# 88 "v002397.cu"
int main() { 
# 89
int n43 = 3472; 
# 90
(__cudaPushCallConfiguration((n43 + 31) / 32, 128, 256 * 4, (cudaStream_t)0)) ? (void)0 : relax18_kernel(n43 + ('a'), nullptr, &n43); 
# 91
n43 = (43 + (n43 & ('#'))); 
# 92
(__cudaPushCallConfiguration((n43 + 31) / 32, sizeof(unsigned) * (16))) ? (void)0 : apply32_kernel(((2 * n43) + 13) - (n43 - n43), 29); 
# 93
n43 = n43; 
# 94
(__cudaPushCallConfiguration(32, 256)) ? (void)0 : split8_kernel((float *)nullptr, (4 * n43) / (n43 / n43), 54, n43); 
# 95
(__cudaPushCallConfiguration(256, sizeof(int) * (8))) ? (void)0 : blend25(nullptr, nullptr, (int *)nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v002397.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7d880f86_10_v002397_cu_425052ed
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002397.cudafe1.stub.c"
#include "v002397.cudafe1.stub.c"
# 1 "v002397.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
