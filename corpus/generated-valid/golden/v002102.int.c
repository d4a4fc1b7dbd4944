# 1 "v002102.cu"
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
# 12 "v002102.cu"
__attribute__((visibility("hidden"))) void tile6_kernel(short *data7, int n8) ;
#if 0
# 12
{ 
# 13
(*data7) += 17; 
# 14
if ((60) <= (n8 / 4ULL)) { 
# 15
return; 
# 16
}  
# 17
--(data7[3]); 
# 18
} 
#endif
# 19 "v002102.cu"
__attribute__((visibility("hidden"))) void clamp9(long *__restrict__ out10, const float *coef11, int stride12) ;
#if 0
# 19
{ 
# 20
if (out10 != (nullptr)) { 
# 21
if (unsigned char flag13 = (sizeof(int)); stride12 == ((3851UL) - (*coef11))) { 
# 22
float hi14{(29)}; 
# 23
auto lo15 = 7; 
# 24
}  
# 25
int acc16 = (-3); 
# 26
}  
# 27
} 
#endif
# 28 "v002102.cu"
static unsigned d_blend17; 
# 29
static unsigned d_kick18; 
# 30
namespace kern19 { 
# 31
unsigned long long check_lerp20(short beta21, const short *__restrict__ src22, float q23) { 
# 32
for (int i24 = 0; i24 < 13; ++i24) { 
# 33
auto lam27 = [=](unsigned short r25) { 
# 34
short r26 = q23; 
# 35
} ; typedef decltype(lam27) __T0;
# 36
lam27(src22[7]); 
# 37
if (src22 != (nullptr)) { 
# 38
if (i24 >= i24) { 
# 39
(__cudaPushCallConfiguration(512, 2 + (2 + (16 + (2 + (2 + (16 + (16 + (2 + (2 + 68)))))))), sizeof(float) * (128))) ? (void)0 : clamp9(nullptr, &q23, (2 / beta21) + 37); 
# 40
beta21 ^= (((43) + ((*src22) + 41U)) + ((beta21 + (*src22)) * (45L - beta21))); 
# 41
}  
# 42
}  
# 43
}  
# 44
return q23; 
# 45
} 
# 46
}
# 48
__attribute((always_inline)) __attribute__((unused)) inline int trace28(int lane29 = -60) {int volatile ___ = 1;(void)lane29;
# 58
::exit(___);}
#if 0
# 48
{ 
# 49
for (int i30 = 0; i30 < 9; i30 += 4) { 
# 50
for (int i31 = 0; i31 < lane29; i31 += 1) { 
# 51
lane29--; 
# 52
if (lane29) { 
# 53
return 550 + (lane29 + i31); 
# 54
}  
# 55
}  
# 56
}  
# 57
return 15UL; 
# 58
} 
#endif
# 59 "v002102.cu"
__attribute((always_inline)) __attribute__((unused)) inline double mix32(double *buf33, int *data34) {int volatile ___ = 1;(void)buf33;(void)data34;
# 69
::exit(___);}
#if 0
# 59
{ 
# 60
if (auto res35 = (trace28()) - d_blend17; trace28()) { 
# 61
if ((d_blend17 > d_blend17) && (((buf33[d_kick18]) + res35) != res35)) { 
# 62
for (int i36 = 0; i36 < 12; i36 += 2) { 
# 63
(*data34) = trace28((i36 == 4) ? 45 : sizeof(unsigned)); 
# 64
int v37 = (!(((data34[d_blend17]) != (buf33[6])) || (i36 >= d_kick18))) ? buf33[6] : (31L); 
# 65
}  
# 66
}  
# 67
}  
# 68
return trace28(); 
# 69
} 
#endif
# 70 "v002102.cu"
extern "C" {
# 71
__attribute__((visibility("hidden"))) void scale38(const int *__restrict__ input39, double b40, const double *src41, const short *__restrict__ coef42) ;
#if 0
# 71
{ 
# 72
if ((d_kick18 <= 9U) || d_kick18) { 
# 73
return; 
# 74
}  
# 75
if ((d_blend17 + d_kick18) < b40) { 
# 76
return; 
# 77
}  
# 78
} 
#endif
# 79 "v002102.cu"
}
# 80
__attribute__((visibility("hidden"))) void lerp43(unsigned long long beta44, const unsigned *src45) ;
#if 0
# 80
{ 
# 81
d_kick18 -= (d_blend17 - d_blend17); 
# 82
beta44 %= (src45[d_kick18]); 
# 83
for (int n46 = 0; n46 < 14; n46++) { 
# 84
int hi47 = ((beta44 == (src45[n46])) ? mix32((double *)nullptr, nullptr) : ((3838) + d_kick18)) * (((48) * beta44) - mix32(nullptr, (int *)nullptr)); 
# 85
beta44 ^= (trace28() - ((n46 == 19) ? hi47 - 1645 : 16)); 
# 86
}  
# 87
} 
#endif
# 88 "v002102.cu"
int main() { 
# 89
int count48 = 3489; 
# 90
for (int it49 = 0; it49 < 6; ++it49) { 
# 91
(__cudaPushCallConfiguration(sizeof(int), 2 + (2 + (16 + 108)))) ? (void)0 : lerp43((count48 == 16) ? kern19::check_lerp20(it49, (const short *)nullptr, count48) : kern19::check_lerp20(30, nullptr, 43), nullptr); 
# 92
(__cudaPushCallConfiguration((16 + 48) * 4, 16 * 2)) ? (void)0 : tile6_kernel((short *)nullptr, kern19::check_lerp20(count48 - count48, nullptr, (8.625F))); 
# 93
}  
# 94
count48 = (kern19::check_lerp20(kern19::check_lerp20(count48, (const short *)nullptr, kern19::check_lerp20(count48, (const short *)nullptr, count48)), (const short *)nullptr, (13.125F) * count48)); 
# 95
(__cudaPushCallConfiguration(sizeof(float) * (4), 16 + (2 + (2 + 108)))) ? (void)0 : scale38(nullptr, count48, nullptr, nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v002102.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0a8e3cce_10_v002102_cu_f89ff9c0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002102.cudafe1.stub.c"
#include "v002102.cudafe1.stub.c"
# 1 "v002102.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
