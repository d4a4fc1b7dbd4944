# 1 "v001642.cu"
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
# 18 "v001642.cu"
enum class Phase5: unsigned { Blue6, Slow7}; 
# 20
__attribute((noinline)) __attribute__((unused)) double update8(unsigned alpha9, double *out10) 
# 21
{int volatile ___ = 1;(void)alpha9;(void)out10;
# 33
::exit(___);}
#if 0
# 21
{ 
# 22
long idx11 = (-38); 
# 23
alpha9 >>= (((*out10) <= (sizeof(char))) ? 49 : (__device_builtin_variable_blockIdx.x)); 
# 24
if ((out10[2]) < (sizeof(float))) { 
# 25
return (24.25); 
# 26
}  
# 27
if ((8) <= idx11) { 
# 28
return idx11; 
# 29
}  
# 30
unsigned mid12 = idx11; 
# 31
(out10[mid12 & (7)]) = ((__device_builtin_variable_gridDim.x) + ((3) + (out10[alpha9]))); 
# 32
return ((((out10[idx11]) - (3)) * (2461L)) >= ((3) | mid12)) ? ((5) - (__device_builtin_variable_blockIdx.z)) * (alpha9 - (2.0)) : ((__alignof__(int) * alpha9) | (alpha9 - alpha9)); 
# 33
} 
#endif
# 35 "v001642.cu"
double shade13(long q14, const signed char *coef15) 
# 36
{ 
# 37
q14 = (20); 
# 38
int pass16 = 0; 
# 39
do { 
# 40
q14 = (3UL); 
# 41
q14 &= (((((*coef15) != 8) ? 1 : 3) - 8) ^ (26UL - ((pass16 & 1) ? 50UL : q14))); 
# 42
++pass16; 
# 43
} while (pass16 < 6); 
# 44
return 3; 
# 45
} 
# 48
__attribute__((visibility("hidden"))) void count17(float beta18, const int *__restrict__ coef19, const double *src20) ;
#if 0
# 49
{ 
# 50
unsigned tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
beta18 *= (~((tid21 != (20)) ? __device_builtin_variable_blockIdx.y : tid21)); 
# 52
if ((beta18 * beta18) <= (__device_builtin_variable_blockIdx.z)) { 
# 53
return; 
# 54
}  
# 55
float k22 = (2 >> tid21) << (coef19[4]); 
# 56
char f23 = (127); 
# 57
int h24 = *coef19; 
# 58
k22 = (*coef19); 
# 59
} 
#endif
# 60 "v001642.cu"
using ptr25_t = int *; 
# 63
__attribute__((unused)) float accum26(Phase5 beta27, Phase5 cfg28, unsigned q29) 
# 64
{int volatile ___ = 1;(void)beta27;(void)cfg28;(void)q29;
# 72
::exit(___);}
#if 0
# 64
{ 
# 65
beta27 = Phase5::Blue6; 
# 66
q29 |= (8); 
# 67
{ 
# 68
unsigned t30 = q29; 
# 69
q29 = (57 >> q29); 
# 70
} 
# 71
return __device_builtin_variable_threadIdx.x; 
# 72
} 
#endif
# 74 "v001642.cu"
int main() 
# 75
{ 
# 76
int n31 = 4061; 
# 77
float hi32 = (unsigned char)(n31 % sizeof(int)); 
# 78
n31 *= ((int)(n31 & 20)); 
# 79
hi32--; 
# 80
(__cudaPushCallConfiguration(sizeof(int) * (3 + 29), sizeof(float) * (8), sizeof(int) * (3 + (20 + (20 + 21))))) ? (void)0 : count17(3, (const int *)nullptr, nullptr); 
# 81
unsigned e33 = (unsigned long)(n31 + (hi32 - n31)); 
# 82
hi32 = (6.5F); 
# 83
return 0; 
# 84
} 

# 1 "v001642.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d3e3b02b_10_v001642_cu_2eeafd6a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001642.cudafe1.stub.c"
#include "v001642.cudafe1.stub.c"
# 1 "v001642.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
