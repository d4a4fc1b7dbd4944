# 1 "v002142.cu"
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
# 8 "v002142.cu"
int gather3(short q4) 
# 9
{ 
# 10
int w5 = (-39); 
# 11
for (int i6 = 6; i6 > 0; --i6) { 
# 12
float flag7 = q4; 
# 13
flag7 = (-(16.75F)); 
# 14
}  
# 15
return -16; 
# 16
} 
# 18
__attribute__((visibility("hidden"))) void norm8(double *acc9, long *acc10) ;
#if 0
# 19
{ 
# 20
if (((*acc9) + (*acc10)) > (*acc10)) { 
# 21
return; 
# 22
}  
# 23
(*acc10) = (-(+((acc9[4]) - (1495ULL)))); 
# 24
(acc9[2]) = (gather3(gather3(acc10[2])) - gather3((unsigned)18)); 
# 25
if (((*acc9) == (18L)) ? 60 : 1) { 
# 26
return; 
# 27
}  
# 28
for (int it11 = 0; it11 < 4; ++it11) { 
# 29
if (gather3(it11) < 40) { 
# 30
return; 
# 31
}  
# 32
float diff12 = *acc10; 
# 33
}  
# 34
} 
#endif
# 35 "v002142.cu"
static int c_sift13[2]; 
# 37
long norm14(int lane15, int *acc16, const unsigned *coef17) 
# 38
{ 
# 39
int lim18 = 40 + gather3(lane15 << (*coef17)); 
# 40
(acc16[lim18]) = (((lim18 += __alignof__(int)), (-50)) + 33); 
# 41
(lane15--), (lim18 = lane15); 
# 42
lane15 = (((coef17[4]) != (acc16[lane15])) ? gather3(lim18) + (acc16[lim18]) : (coef17[6])); 
# 43
return lane15; 
# 44
} 
# 46
inline double check_relax19(const signed char *in20) 
# 47
{ 
# 48
static float k21 = (22.0F); 
# 49
if (in20[5]) { 
# 50
return 7U; 
# 51
}  
# 52
constexpr unsigned r22 = (62); 
# 53
int w23 = ((*in20) * r22) * (1692); 
# 54
cudaStream_t prod24 = (0); 
# 55
if ((int)k21) { 
# 56
goto out25; 
# 57
}  
# 58
(__cudaPushCallConfiguration(((dim3)(sizeof(unsigned) * (2))), sizeof(unsigned) * (16), sizeof(double) * (256), prod24)) ? (void)0 : norm8((double *)nullptr, nullptr); 
# 59
out25:; ; 
# 60
return k21 + ((int)((126ULL) - k21)); 
# 61
} 
# 63
void mix26(int count27, int n28) 
# 64
{ 
# 65
if ((count27 - count27) != n28) { 
# 66
return; 
# 67
}  
# 68
unsigned short x29 = (5); 
# 69
for (int it30 = 0; it30 < 4; ++it30) { 
# 70
double m31 = ((count27 != count27) ? (22.5) : (1541L)) - ((-n28) * 3728); 
# 71
count27--; 
# 72
}  
# 73
} 
# 75
__attribute((noinline)) __attribute__((unused)) short probe32(int stride33, int len34) 
# 76
{int volatile ___ = 1;(void)stride33;(void)len34;
# 86
::exit(___);}
#if 0
# 76
{ 
# 77
if ((len34 * 1) > len34) { 
# 78
return (28 - (c_sift13[len34])) % ((16UL < (c_sift13[1])) ? stride33 : (c_sift13[1])); 
# 79
}  
# 80
stride33 = (norm14((sizeof(unsigned) * (c_sift13[stride33])) / (c_sift13[stride33]), (int *)nullptr, (const unsigned *)nullptr)); 
# 81
stride33 = stride33; 
# 82
if ((stride33 - (c_sift13[len34])) == 47) { 
# 83
return gather3(len34); 
# 84
}  
# 85
return ((c_sift13[stride33]) * 53) + 56; 
# 86
} 
#endif
# 88 "v002142.cu"
__attribute((noinline)) __attribute__((unused)) void merge35(const int *in36) 
# 89
{int volatile ___ = 1;(void)in36;
# 103
::exit(___);}
#if 0
# 89
{ 
# 90
int w37 = 0; 
# 91
do { 
# 92
float cnt38 = w37; 
# 93
if (!(!in36)) { 
# 94
continue; 
# 95
}  
# 96
++w37; 
# 97
}  while ((w37 < w37) && (16ULL >= ((c_sift13[w37]) * w37))); 
# 98
int *diff39 = (nullptr); 
# 99
(diff39[w37]) = ((w37 * (diff39[w37])) - (gather3(31) + (((diff39[w37]) += w37), (*diff39)))); 
# 100
if (((*in36) * (c_sift13[w37])) >= 47L) { 
# 101
return; 
# 102
}  
# 103
} 
#endif
# 105 "v002142.cu"
inline int check_drift40(bool beta41) 
# 106
{ 
# 107
if (14 >= (beta41 << 2)) { 
# 108
return 13; 
# 109
}  
# 110
beta41 = (1); 
# 111
(__cudaPushCallConfiguration(1 << 7, 32 * 2, sizeof(int) * (64), nullptr)) ? (void)0 : norm8(nullptr, nullptr); 
# 112
beta41 = ((beta41 * 1) * (beta41 * beta41)); 
# 113
return (gather3(beta41) >= 3) ? 60U : (beta41 * 22); 
# 114
} 
# 116
int main() 
# 117
{ 
# 118
int count42 = 3774; 
# 119
count42 = ((count42 * (count42 >> 7)) << 7); 
# 120
(__cudaPushCallConfiguration(dim3(32, 512, 512), ((dim3)(sizeof(int) * (16))))) ? (void)0 : norm8((double *)nullptr, (long *)nullptr); 
# 121
if ((count42 / count42) != 49U) { 
# 122
return norm14(count42, (int *)nullptr, (const unsigned *)nullptr) >> count42; 
# 123
}  
# 124
static int hi43 = 54; 
# 125
unsigned m44 = (3315); 
# 126
return 0; 
# 127
} 

# 1 "v002142.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ff0e9a0e_10_v002142_cu_cc534085
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002142.cudafe1.stub.c"
#include "v002142.cudafe1.stub.c"
# 1 "v002142.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
