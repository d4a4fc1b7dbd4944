# 1 "v001949.cu"
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
# 26 "v001949.cu"
void fuse6(double *dst7, int lane8) { 
# 27
(dst7[lane8 & 7]) = (((lane8 - lane8) / (lane8 - (dst7[3]))) / (dst7[1])); 
# 28
(dst7[lane8 & 7]) = ((((dst7[2]) * lane8) + (45)) + (lane8 % lane8)); 
# 29
lane8 = ((4 ^ (lane8 + lane8)) + ((lane8 == 57ULL) ? *dst7 : (((*dst7) + (62L)) + (12)))); 
# 30
if (lane8 && ((dst7[lane8]) <= lane8)) { 
# 31
return; 
# 32
}  
# 33
} 
# 34
enum Op9: short { SLOW10, BLUE11, GREEN12 = 4, SLOW13 = 7}; 
# 36
__attribute((always_inline)) __attribute__((unused)) inline float stencil14(char alpha15, Op9 q16) {int volatile ___ = 1;(void)alpha15;(void)q16;
# 45
::exit(___);}
#if 0
# 36
{ 
# 37
q16 = SLOW10; 
# 38
alpha15 = (127U); 
# 39
Op9 acc17 = GREEN12; 
# 40
if ((acc17 < 32) && (__device_builtin_variable_warpSize == acc17)) { 
# 41
return ((((__device_builtin_variable_blockDim.x) + (__device_builtin_variable_threadIdx.x)) + ((q16 + 8) + 2)) + ((42ULL > (__device_builtin_variable_threadIdx.y)) ? q16 : 2462U)); 
# 42
}  
# 43
q16 = q16; 
# 44
return acc17 + (6.75F); 
# 45
} 
#endif
# 48 "v001949.cu"
__attribute__((visibility("hidden"))) void bias18_kernel(int len19) ;
#if 0
# 48
{ 
# 49
unsigned tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
if (tid20 >= len19) { 
# 51
return; 
# 52
}  
# 53
fuse6(nullptr, ((__device_builtin_variable_threadIdx.x) * (__device_builtin_variable_blockDim.y)) & len19); 
# 54
Op9 hi21 = BLUE11; 
# 55
unsigned sum22 = tid20; 
# 56
int m23{len19}; 
# 57
auto m24 = 9L; 
# 58
} 
#endif
# 60 "v001949.cu"
int main() { 
# 61
int len25 = 966; 
# 62
(__cudaPushCallConfiguration((len25 + 63) / 64, 32 * 8)) ? (void)0 : bias18_kernel(52); 
# 63
len25 = len25; 
# 64
(__cudaPushCallConfiguration((len25 + 63) / 64, 3 + 125, 128 * 8)) ? (void)0 : bias18_kernel(len25 % 39U); 
# 65
auto op27 = [=](float q26)->int { 
# 66
(q26--), (q26 = ((!(((len25) - 5) != 62)) ? len25 : ((((len25) % (len25)) + q26) + (4ULL)))); 
# 67
q26 = (len25); 
# 68
return 21L; 
# 69
} ; typedef decltype(op27) __T0;
# 70
(__cudaPushCallConfiguration((len25 + 255) / 256, 256, 0)) ? (void)0 : bias18_kernel(27); 
# 71
if ((len25 < 32U) || (len25 < len25)) { 
# 72
return 36 * len25; 
# 73
}  
# 74
return 0; 
# 75
} 

# 1 "v001949.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f5b485ff_10_v001949_cu_b2e22462
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001949.cudafe1.stub.c"
#include "v001949.cudafe1.stub.c"
# 1 "v001949.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
