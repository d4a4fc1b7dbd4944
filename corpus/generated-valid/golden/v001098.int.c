# 1 "v001098.cu"
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
# 10 "v001098.cu"
__attribute__((visibility("hidden"))) void split6(float *buf7) ;
#if 0
# 10
{ 
# 11
int r8(*buf7); 
# 12
int prod9 = buf7[0]; 
# 13
unsigned *s10 = (nullptr); 
# 14
if ((prod9 * r8) >= (s10[prod9])) { 
# 15
return; 
# 16
}  
# 17
} 
#endif
# 18 "v001098.cu"
namespace gpu11 { 
# 19
static long long c_gather12[4]; 
# 20
}
# 22
__attribute__((visibility("hidden"))) void score13(int len14, const float *coef15, const long *input16, int count17) ;
#if 0
# 22
{ 
# 23
int flag18 = len14 * ((int)(len14 + (coef15[count17]))); 
# 24
__attribute__((unused)) static int sh_19[32]; 
# 25
__attribute__((unused)) static long long sh_20[(1 << 4) + ((1 << 4) + ((1 << 4) + 208))]; 
# 26
} 
#endif
# 27 "v001098.cu"
__attribute__((visibility("hidden"))) void sift21_kernel(double p22) ;
#if 0
# 27
{ 
# 28
switch (gpu11::c_gather12[2]) { 
# 29
case 8:  
# 30
break; 
# 31
case 5 + (5 + 1):  
# 32
switch (gpu11::c_gather12[3]) { 
# 33
case 2 * 2:  
# 34
break; 
# 35
case 6:  
# 36
break; 
# 37
default:  { 
# 38
double diff23{(28)}; 
# 39
break; 
# 40
} 
# 41
}  
# 42
break; 
# 43
}  
# 44
p22 = p22; 
# 45
} 
#endif
# 47 "v001098.cu"
__attribute__((visibility("hidden"))) void spread24(const double *in25, const int *src26) ;
#if 0
# 47
{ 
# 48
long long k27{static_cast< long long>((static_cast< int>((49) - (gpu11::c_gather12[2]))) - (src26[3]))}; 
# 49
k27 = ((((2) * (in25[k27])) + ((sizeof(unsigned)) - (gpu11::c_gather12[2]))) + ((gpu11::c_gather12[k27]) + (15 * (src26[k27])))); 
# 50
} 
#endif
# 51 "v001098.cu"
enum class Level28 { 
# 52
High29, 
# 53
Off30 = 5, 
# 54
Off31 = 11, 
# 55
Add32 = 14, 
# 56
Blue33 = 18
# 57
}; 
# 58
__attribute__((visibility("hidden"))) void stencil34_kernel(unsigned short beta35, Level28 b36, unsigned *__restrict__ acc37) ;
#if 0
# 58
{ 
# 59
if (beta35 == (*acc37)) { 
# 60
return; 
# 61
}  
# 62
constexpr double stride38 = ((4.5F)); 
# 63
__attribute__((unused)) static float sh_39; 
# 64
(*acc37)++; 
# 65
Level28 h40 = Level28::Off31; 
# 66
} 
#endif
# 67 "v001098.cu"
int main() { 
# 68
int n41 = 1013; 
# 69
short stride42 = (39); 
# 70
int e43 = (2371L); 
# 71
(__cudaPushCallConfiguration((e43 + 63) / 64, (1 << 4) + 240, 0)) ? (void)0 : sift21_kernel(static_cast< int>(e43 - 10U)); 
# 72
(__cudaPushCallConfiguration((e43 + 255) / 256, 8 * 4, 0)) ? (void)0 : stencil34_kernel(stride42, Level28::Off30, nullptr); 
# 73
stride42 = ((n41 >> stride42) * e43); 
# 74
float stride44 = 5 + e43; 
# 75
(__cudaPushCallConfiguration(sizeof(unsigned) * (2), ((dim3)((n41 + 127) / 128)), 0)) ? (void)0 : split6(&stride44); 
# 76
(__cudaPushCallConfiguration((n41 + 255) / 256, (1 << 4) * 4)) ? (void)0 : score13(stride44, &stride44, nullptr, 2UL); 
# 77
(__cudaPushCallConfiguration(1, (1 << 4) * (1 << 4), 5 + (5 + (5 + 1009)))) ? (void)0 : spread24((const double *)nullptr, (const int *)nullptr); 
# 78
return 0; 
# 79
} 

# 1 "v001098.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__929777e3_10_v001098_cu_8cae9c42
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001098.cudafe1.stub.c"
#include "v001098.cudafe1.stub.c"
# 1 "v001098.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
