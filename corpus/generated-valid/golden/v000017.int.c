# 1 "v000017.cu"
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
# 21 "v000017.cu"
__attribute__((visibility("hidden"))) void lerp9_kernel(unsigned short *dst10, const unsigned char *__restrict__ in11, float *out12, double *__restrict__ data13) ;
#if 0
# 22
{ 
# 23
(*dst10) += ((((in11[5]) - (43 >> (in11[6]))) < (('a') << ((dst10[0]) - (*in11)))) ? (in11[5]) - (43 >> (in11[6])) : (('a') << ((dst10[0]) - (*in11)))); 
# 24
auto acc14 = ((static_cast< int>(*data13)) + (dst10[7])) * (((*data13) / (data13[2])) + (*in11)); 
# 25
__attribute__((unused)) static int sh_15[128]; 
# 26
((dst10[2])--), ((out12[1]) = (('\000') - (((*data13) += (sizeof(int))), (16.25F)))); 
# 27
auto z16 = (~((*in11) & 15)) & 15; 
# 28
auto prod17 = data13[z16]; 
# 29
prod17 *= (0); 
# 30
} 
#endif
# 32 "v000017.cu"
__attribute__((visibility("hidden"))) void lerp18_kernel(const unsigned *__restrict__ input19, const int *coef20, float *buf21, int n22) ;
#if 0
# 33
{ 
# 34
float z23 = sizeof(long long) * n22; 
# 35
z23 += (40L - n22); 
# 36
int base24 = coef20[n22]; 
# 37
double u25 = (int)((16UL + (*coef20)) & (28U + n22)); 
# 38
} 
#endif
# 39 "v000017.cu"
enum class Op26 { 
# 40
Fast27, 
# 41
On28, 
# 42
High29, 
# 43
On30 = 7, 
# 44
Busy31
# 45
}; 
# 47
__attribute__((visibility("hidden"))) void scatter32_kernel(const float *coef33, float a34) ;
#if 0
# 48
{ 
# 49
Op26 w35 = Op26::On30; 
# 50
float tmp36((17.75F)); 
# 51
float f37 = ((a34 != (64)) ? tmp36 - (coef33[7]) : (coef33[6])) + tmp36; 
# 52
const int *v38 = ((const int *)nullptr); 
# 53
} 
#endif
# 55 "v000017.cu"
__attribute__((unused)) char relax39(Op26 b40, signed char alpha41, const float *__restrict__ src42) 
# 56
{int volatile ___ = 1;(void)b40;(void)alpha41;(void)src42;
# 66
::exit(___);}
#if 0
# 56
{ 
# 57
alpha41 = alpha41; 
# 58
Op26 lim43 = b40; 
# 59
alpha41--; 
# 60
if (alpha41 >= 48) { 
# 61
return (alpha41 >> 5) & ((unsigned char)alpha41); 
# 62
}  
# 63
alpha41 <<= 4; 
# 64
++alpha41; 
# 65
return (double)(3 + alpha41); 
# 66
} 
#endif
# 69 "v000017.cu"
void smooth44(const int *input45) 
# 70
{ 
# 71
(__cudaPushCallConfiguration(64 + 448, 32 * 4)) ? (void)0 : lerp9_kernel(nullptr, reinterpret_cast< const unsigned char *>(input45), static_cast< float *>(nullptr), nullptr); 
# 72
double mid46 = input45[2]; 
# 73
} 
# 75
__attribute__((visibility("hidden"))) void pivot47(int count48, int *__restrict__ acc49, unsigned *out50) ;
#if 0
# 76
{ 
# 77
(acc49[count48 & 7]) = (((*acc49) - (out50[count48])) + ((out50[count48]) - (-count48))); 
# 78
unsigned *diff51 = out50; 
# 79
short k52 = relax39(Op26::Busy31, 9, reinterpret_cast< const float *>(out50)); 
# 80
relax39(Op26::On30, ((*out50) & (15)) & (15), reinterpret_cast< const float *>(acc49)); 
# 81
} 
#endif
# 83 "v000017.cu"
int main() 
# 84
{ 
# 85
int count53 = 3901; 
# 86
(__cudaPushCallConfiguration(4 * 4, 2 * (9 + 7), 64 + (9 + (64 + (48 + 839))))) ? (void)0 : scatter32_kernel(nullptr, (count53 | 5) * ((count53 += count53), (-(22.5F)))); 
# 87
int off54 = count53; 
# 88
smooth44(static_cast< const int *>(nullptr)); 
# 89
if (30 != count53) { 
# 90
return off54 + count53; 
# 91
}  
# 92
count53 <<= (((short)28) - off54); 
# 93
auto k55 = ((-((off54 < 9) ? off54 : 9)) < count53) ? -((off54 < 9) ? off54 : 9) : count53; 
# 94
(__cudaPushCallConfiguration(32, (9 + 7) * (9 + 7), 1024)) ? (void)0 : lerp18_kernel((const unsigned *)nullptr, nullptr, nullptr, 7LL); 
# 95
(__cudaPushCallConfiguration(dim3(4, (off54 + 127) / 128), 9 + 23)) ? (void)0 : pivot47(1006L, (int *)nullptr, nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v000017.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5cf327c0_10_v000017_cu_01ee34f8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000017.cudafe1.stub.c"
#include "v000017.cudafe1.stub.c"
# 1 "v000017.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
