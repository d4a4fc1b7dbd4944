# 1 "v000005.cu"
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
# 12 "v000005.cu"
__attribute__((unused)) unsigned probe4(long long beta5) 
# 13
{int volatile ___ = 1;(void)beta5;
# 20
::exit(___);}
#if 0
# 13
{ 
# 14
beta5 = (1828U); 
# 15
(beta5++), (beta5 = (((beta5 >> 5) * beta5) * (25))); 
# 16
if (beta5 <= beta5) { 
# 17
return (-beta5) + (63ULL / beta5); 
# 18
}  
# 19
return (42) + (beta5 >> ((25L) + beta5)); 
# 20
} 
#endif
# 22 "v000005.cu"
__attribute((always_inline)) __attribute__((unused)) inline float sweep6(int lane7) 
# 23
{int volatile ___ = 1;(void)lane7;
# 34
::exit(___);}
#if 0
# 23
{ 
# 24
long base8 = lane7 + lane7; 
# 25
base8 = ((1644U) - base8); 
# 26
int lo9 = (36UL - base8) + (48L); 
# 27
base8 = (57UL); 
# 28
unsigned e10{5U}; 
# 29
if (23U >= lo9) { 
# 30
return (1.625F) * (base8 * (8)); 
# 31
}  
# 32
static_assert((44 == 44), "size check");
# 33
return (((e10 << lane7) < ((e10 & (15)) + base8)) ? e10 << lane7 : ((e10 & (15)) + base8)); 
# 34
} 
#endif
# 36 "v000005.cu"
inline float scale11(unsigned b12, int stride13, const short *input14) 
# 37
{ 
# 38
int v15 = 3360; 
# 39
auto base16 = ((input14[1]) + (2 - stride13)) + ((input14[3]) * 36); 
# 40
float e17 = ((base16 + v15) & 15) - (base16 & 15); 
# 41
(++stride13), (e17 = ((int)(((25U) * e17) * (b12 & (15))))); 
# 42
auto lam20 = [](double t18) { 
# 43
t18 = (t18 + t18); 
# 44
constexpr int z19 = 15; 
# 45
} ; typedef decltype(lam20) __T0;
# 46
lam20(*input14); 
# 47
auto val21 = 18; 
# 48
e17 = ((12.75F) * b12); 
# 49
return ((((unsigned)e17) < ((*input14) & 15)) ? (unsigned)e17 : ((*input14) & 15)); 
# 50
} 
# 53
__attribute((always_inline)) __attribute__((unused)) inline void pivot22(const double *__restrict__ coef23, unsigned alpha24, int lane25 = 40UL) 
# 54
{int volatile ___ = 1;(void)coef23;(void)alpha24;(void)lane25;
# 61
::exit(___);}
#if 0
# 54
{ 
# 55
if (((lane25 < 6) ? lane25 : 6) == 33L) { 
# 56
return; 
# 57
}  
# 58
if (((alpha24 < lane25) ? alpha24 : lane25) > alpha24) { 
# 59
return; 
# 60
}  
# 61
} 
#endif
# 63 "v000005.cu"
static void split26(unsigned cfg27, float *data28) ;
#if 0
# 64
{ 
# 65
(data28[0]) *= (2.125F); 
# 66
if (data28 != (nullptr)) { 
# 67
return; 
# 68
}  
# 69
cfg27 = (((+cfg27) * (+cfg27)) + ((data28[cfg27]) * cfg27)); 
# 70
auto base29 = cfg27 * ((float)(45L - cfg27)); 
# 71
} 
#endif
# 72 "v000005.cu"
static int d_pack30; 
# 74
__attribute__((visibility("hidden"))) void tile31(const size_t *__restrict__ input32, float *__restrict__ buf33, signed char q34) ;
#if 0
# 75
{ 
# 76
{ 
# 77
(*buf33) -= ((((input32[d_pack30]) - d_pack30) / ((5.0F) - q34)) / (((unsigned)7) - ((buf33[6]) - q34))); 
# 78
const unsigned *prod35 = ((const unsigned *)nullptr); 
# 79
} 
# 80
d_pack30 -= 50; 
# 81
if ((d_pack30 * 29ULL) == q34) { 
# 82
return; 
# 83
}  
# 84
int e36 = (36UL); 
# 85
} 
#endif
# 87 "v000005.cu"
int main() 
# 88
{ 
# 89
int n37 = 2273; 
# 90
auto stride38 = n37; 
# 91
do { stride38 += ((n37 & 15) & 15); } while (0); 
# 92
unsigned idx39((13)); 
# 93
(__cudaPushCallConfiguration(1, sizeof(int) * (64))) ? (void)0 : split26(175UL + idx39, nullptr); 
# 94
(__cudaPushCallConfiguration(64, dim3((idx39 + (63)) / (64), (n37 + 63) / 64, (idx39 + (63)) / (64)))) ? (void)0 : tile31((const unsigned long *)nullptr, nullptr, idx39 * ('0')); 
# 95
return 0; 
# 96
} 

# 1 "v000005.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cb9ac6fb_10_v000005_cu_846c8466
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000005.cudafe1.stub.c"
#include "v000005.cudafe1.stub.c"
# 1 "v000005.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
