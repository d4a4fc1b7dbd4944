# 1 "v000089.cu"
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
# 13 "v000089.cu"
inline void decay8(unsigned q9, float *__restrict__ dst10, int lane11) { 
# 14
(dst10[3]) -= (dst10[lane11]); 
# 15
(*dst10)++; 
# 16
q9 -= ((lane11 >= q9) ? lane11 >> lane11 : (lane11 * 24)); 
# 17
if (float tmp12 = (int)((29) + (q9 * lane11)); ((q9 % (8)) + (58)) == (dst10[lane11])) { 
# 18
if ((dst10[3]) <= (dst10[2])) { 
# 19
return; }  
# 20
} else { if (!((q9 % (8)) != (40))) { 
# 21
(q9++), (q9 = ((q9 - (919 + lane11)) / tmp12)); 
# 22
tmp12 = q9; 
# 23
}  }  
# 24
} 
# 27
__attribute__((visibility("hidden"))) void shade13_kernel(const char *__restrict__ input14, int lane15, int count16) ;
#if 0
# 27
{ 
# 28
__attribute__((unused)) extern float dyn_17[]; 
# 29
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
double q19 = (12.125); 
# 31
if ((((long long)count16) - ((lane15 + (input14[3])) + gid18)) != (8)) { 
# 32
lane15 = ((-lane15) + ((__device_builtin_variable_gridDim.z) >> ((long)(input14[gid18])))); 
# 33
if ((((__device_builtin_variable_threadIdx.x) * sizeof(float)) > __device_builtin_variable_warpSize) && ((__device_builtin_variable_blockDim.x) == ((input14[7]) >> 0U))) { 
# 34
float *t20 = dyn_17; 
# 35
}  
# 36
} else { if ((dyn_17[lane15]) == (8 + (input14[lane15]))) { 
# 37
decay8(__device_builtin_variable_warpSize, nullptr, sizeof(double)); 
# 38
q19 /= (128); 
# 39
} else { if (((__device_builtin_variable_blockIdx.z) + (20)) < (dyn_17[0])) { 
# 40
} else { 
# 41
}  }  }  
# 42
} 
#endif
# 44 "v000089.cu"
inline unsigned char mix21(char a22, double q23, short *out24) { 
# 45
decay8(q23, (float *)nullptr, 58 << ((out24[4]) % 8)); 
# 46
(*out24) += (*out24); 
# 47
decay8(a22, (float *)nullptr, (a22 + (out24[7])) / 9); 
# 48
decay8(26U, nullptr, 11); 
# 49
return (a22 + a22) - q23; 
# 50
} 
# 53
extern "C" __attribute__((visibility("hidden"))) void accum25(double *out26, const char *input27, const unsigned *coef28) ;
#if 0
# 53
{ 
# 54
(*out26) *= (((5) - (coef28[__device_builtin_variable_blockDim.y])) - (input27[1])); 
# 55
int iter29 = 0; 
# 56
if (mix21(sizeof(int), 8, (short *)nullptr)) { 
# 57
goto out30; 
# 58
}  
# 59
while (iter29 < iter29) { 
# 60
decay8((__device_builtin_variable_blockIdx.x) - (51), nullptr, 128 - (mix21(*input27, *coef28, nullptr))); 
# 61
(out26[3]) *= ((mix21(5, mix21(28, out26[4], (short *)nullptr), nullptr)) - (((__device_builtin_variable_threadIdx.x) + ((coef28[iter29]) << __alignof__(char))) + (mix21(out26[iter29], coef28[__device_builtin_variable_threadIdx.x], (short *)nullptr)))); 
# 62
++iter29; 
# 63
}  
# 64
out30:; ; 
# 65
} 
#endif
# 66 "v000089.cu"
long g_tally31 = (62LL); 
# 67
static int g_trace32; 
# 69
__attribute__((visibility("hidden"))) void apply33_kernel(float *__restrict__ data34, int len35, char *buf36) ;
#if 0
# 69
{ 
# 70
int tid37 = __device_builtin_variable_threadIdx.x; 
# 71
if (tid37 >= len35) { 
# 72
return; }  
# 73
(*buf36) >>= 3; 
# 74
int pass38 = 0; 
# 75
if ((tid37 >> tid37) > (*data34)) { 
# 76
goto finish39; 
# 77
}  
# 78
while (pass38 < 4) { 
# 79
len35 = ((__device_builtin_variable_blockDim.x) >> (__device_builtin_variable_blockDim.x)); 
# 80
decay8(22U, data34, 5); 
# 81
++pass38; 
# 82
}  
# 83
finish39:; ; 
# 84
} 
#endif
# 86 "v000089.cu"
float check_sift40(int len41, size_t *__restrict__ buf42, int *data43) { 
# 87
int *f44 = data43; 
# 88
(__cudaPushCallConfiguration((g_trace32 + 255) / 256, 1 << (5 + 4))) ? (void)0 : apply33_kernel((float *)nullptr, g_trace32 % ((buf42[4]) + g_trace32), (char *)nullptr); 
# 89
(data43[g_trace32]) = (34L); 
# 90
if (10U != g_trace32) { 
# 91
return (((mix21(1, 42, nullptr)) + (*f44)) + (*f44)); }  
# 92
unsigned long k45{4UL}; 
# 93
return ((long)(len41 * 34)) * (k45 * (len41 % g_tally31)); 
# 94
} 
# 96
int main() { 
# 97
int n46 = 332; 
# 98
(__cudaPushCallConfiguration(4, (5 + (5 + (8 + (5 + 41)))) * 4)) ? (void)0 : apply33_kernel((float *)nullptr, 28, nullptr); 
# 99
g_tally31 = (21UL); 
# 100
float diff47[4] = {}; 
# 101
(__cudaPushCallConfiguration(dim3(64, 1), ((dim3)((g_tally31 + (127)) / (128))))) ? (void)0 : shade13_kernel(nullptr, 32, check_sift40(29, nullptr, nullptr) - (((diff47[g_tally31]) < n46) ? 50UL : 38UL)); 
# 102
(__cudaPushCallConfiguration(16, dim3(512, (g_tally31 + (127)) / (128)))) ? (void)0 : accum25((double *)nullptr, nullptr, nullptr); 
# 103
return 0; 
# 104
} 

# 1 "v000089.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b13c3282_10_v000089_cu_c5ef03be
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000089.cudafe1.stub.c"
#include "v000089.cudafe1.stub.c"
# 1 "v000089.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
