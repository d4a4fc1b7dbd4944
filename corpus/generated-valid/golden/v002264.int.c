# 1 "v002264.cu"
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
# 16 "v002264.cu"
__attribute__((visibility("hidden"))) void update6_kernel(double b7, double *acc8, int lane9) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern unsigned char dyn_10[]; 
# 18
unsigned gid11 = __device_builtin_variable_threadIdx.x; 
# 19
short acc12 = lane9; 
# 20
int pass13 = 0; 
# 21
do { 
# 22
float y14 = (((acc8[acc12 & 7]) > (__device_builtin_variable_blockDim.x)) ? acc8[acc12 & 7] : (__device_builtin_variable_blockDim.x)) - (4L * (pass13 % 1)); 
# 23
y14 += ((acc8[3]) * (7)); 
# 24
++pass13; 
# 25
} while (pass13 < acc12); 
# 26
} 
#endif
# 27 "v002264.cu"
using idx15_t = unsigned; 
# 28
const float g_smooth16 = (17.625F); 
# 30
namespace kern17 { 
# 31
__attribute__((visibility("hidden"))) void reduce18_kernel(double *data19, const double *input20, long b21, float *buf22) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern float dyn_23[]; 
# 33
idx15_t tid24 = __device_builtin_variable_threadIdx.x; 
# 34
if ((*input20) > (26)) { 
# 35
return; 
# 36
}  
# 37
if (unsigned hi25 = ((__device_builtin_variable_threadIdx.z) > ((((*buf22) > (buf22[(__device_builtin_variable_threadIdx.x) & (7)])) ? *buf22 : (buf22[(__device_builtin_variable_threadIdx.x) & (7)])) + (' '))) ? __device_builtin_variable_threadIdx.z : ((((*buf22) > (buf22[(__device_builtin_variable_threadIdx.x) & (7)])) ? *buf22 : (buf22[(__device_builtin_variable_threadIdx.x) & (7)])) + (' ')); hi25 < 14UL) { 
# 38
if ((b21 % sizeof(idx15_t)) & (1)) { 
# 39
if (float base26 = (hi25 + sizeof(double)) + (5.125F); (((((buf22[5]) += (input20[7])), (__device_builtin_variable_blockIdx.x)) > 42ULL) ? ((buf22[5]) += (input20[7])), (__device_builtin_variable_blockIdx.x) : 42ULL) >= (3)) { 
# 40
(*data19) = (((((6) < tid24) ? 5 : 5) / ((5) % hi25)) - (3)); 
# 41
(b21++), ((data19[3]) += ((hi25 & (1)) ? (buf22[(__device_builtin_variable_threadIdx.z) & (7)]) + (7) : (((data19[tid24]) += (1.875)), (__device_builtin_variable_threadIdx.x)))); 
# 42
}  
# 43
long h27[3 + 3] = {}; 
# 44
}  
# 45
}  
# 46
} 
#endif
# 47 "v002264.cu"
}
# 49
__attribute__((visibility("hidden"))) void gather28_kernel(int *buf29) ;
#if 0
# 49
{ 
# 50
int i30 = __device_builtin_variable_threadIdx.x; 
# 51
(buf29[i30 & 7]) = (__device_builtin_variable_blockIdx.y); 
# 52
switch (i30) { 
# 53
case 3 + (3 + 3):  
# 54
(buf29[1]) = (i30 + ((i30 + 18) + (buf29[__device_builtin_variable_blockDim.x]))); 
# 55
break; 
# 56
}  
# 57
__attribute__((unused)) static int sh_31[128]; 
# 58
__attribute__((unused)) static idx15_t sh_32; 
# 59
} 
#endif
# 61 "v002264.cu"
inline int decay33(int stride34) { 
# 62
for (int i35 = stride34; i35 > 0; --i35) { 
# 63
float h36[3] = {}; 
# 64
if ((i35 * stride34) == stride34) { 
# 65
return sizeof(char); 
# 66
}  
# 67
float *w37 = h36; 
# 68
}  
# 69
long u38 = stride34 % (5 + (stride34 - stride34)); 
# 70
return 18; 
# 71
} 
# 73
namespace kern39 { 
# 74
static unsigned short d_split40[8]; 
# 75
}
# 77
namespace ops41 { 
# 78
int trace42(double a43) { 
# 79
if (((decay33(a43)) + 56U) < (18)) { 
# 80
float off44 = (decay33(sizeof(float)) - decay33(a43)) - ((a43 == (18)) ? 39 : 5); 
# 81
decay33(('#') + off44); 
# 82
if (((off44 == off44) ? (31UL) - off44 : ('z')) < (a43 * (18))) { 
# 83
unsigned *v45 = ((idx15_t *)nullptr); 
# 84
(v45[6]) = ((~(v45[3])) - (v45[1])); 
# 85
}  
# 86
}  
# 87
return 59UL; 
# 88
} 
# 90
static void host_sweep46(signed char beta47, float *dst48) { 
# 91
if ((*dst48) <= (ops41::trace42(g_smooth16))) { 
# 92
int acc49[3] = {4177, static_cast< int>((*dst48) + (5))}; 
# 93
if (int f50 = dst48[beta47]; (+beta47) > (acc49[f50])) { 
# 94
for (int i51 = 0; i51 < 5; i51++) { 
# 95
const char *lim52 = ("kernel\n_tail"); 
# 96
}  
# 97
ops41::trace42(((f50 % f50) <= f50) ? (20.375F) - beta47 : (ops41::trace42((0.5F)))); 
# 98
(__cudaPushCallConfiguration(sizeof(float) * (5 + (5 + 6)), 1 << (5 + 2))) ? (void)0 : kern17::reduce18_kernel((double *)nullptr, nullptr, ops41::trace42(18), dst48); 
# 99
}  
# 100
}  
# 101
} 
# 102
static double d_filter53[16]; 
# 103
}
# 105
float scale54(float beta55, int lane56, const int *in57) { 
# 106
idx15_t off58{(60)}; 
# 107
(__cudaPushCallConfiguration((lane56 + 255) / 256, 512)) ? (void)0 : update6_kernel(decay33(ops41::trace42((17.375))), (double *)nullptr, ~decay33(16)); 
# 108
const char *e59 = ("tile"); 
# 109
off58 = 3U; 
# 110
int *x60 = ((int *)nullptr); 
# 111
return ((((off58 / lane56) + (ops41::trace42(g_smooth16))) > (48)) ? (off58 / lane56) + (ops41::trace42(g_smooth16)) : (48)); 
# 112
} 
# 114
int main() { 
# 115
int n61 = 2791; 
# 116
if ((n61 - 9) != n61) { 
# 117
n61 -= 29; 
# 118
}  
# 119
if (((~n61) * (n61 + 42)) != ((n61 > g_smooth16) ? n61 : g_smooth16)) { 
# 120
n61 ^= n61; 
# 121
(__cudaPushCallConfiguration(1, sizeof(int) * (64))) ? (void)0 : gather28_kernel(nullptr); 
# 122
}  
# 123
return 0; 
# 124
} 

# 1 "v002264.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2631e41c_10_v002264_cu_66e73b41
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002264.cudafe1.stub.c"
#include "v002264.cudafe1.stub.c"
# 1 "v002264.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
