# 1 "i000737.cu"
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
# 12 "i000737.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int bias4(int stride5, const unsigned *src6) 
# 13
{int volatile ___ = 1;(void)stride5;(void)src6;
# 24
::exit(___);}
#if 0
# 13
{ 
# 14
int off7(((2) * (src6[stride5])) + stride5); 
# 15
do { stride5 += (((stride5 / (*src6)) - stride5) * (*src6)); } while (0); 
# 16
stride5 = stride5; 
# 17
stride5 -= ((off7 < 38UL) ? off7 : 38UL); 
# 18
int acc8 = (34 + (stride5 * off7)) % (((src6[6]) * stride5) * (34)); 
# 19
--stride5; 
# 20
if (stride5 > 12) { 
# 21
return (acc8 / (src6[5])) + (49); 
# 22
}  
# 23
return (float)off7; 
# 24
} 
#endif
# 26 "i000737.cu"
__attribute__((visibility("hidden"))) void shade9_kernel(const int *in10, const short *in11, const float *__restrict__ in12, int stride13) ;
#if 0
# 27
{ 
# 28
bool stride14 = bias4((int)((stride13 += (in11[5])), stride13), reinterpret_cast< const unsigned *>(in10)); 
# 29
unsigned char flag15[3] = {}; 
# 30
if ((flag15[2]) == ('a')) { 
# 31
return; 
# 32
}  
# 33
bias4(*in10, reinterpret_cast< const unsigned *>(in10)); 
# 34
(flag15[0]) %= (bias4(stride13 * 55U, nullptr) % (in11[stride13])); 
# 35
__attribute__((unused)) static long sh_16[3][11]; 
# 36
stride13 |= stride14; 
# 37
} 
#endif
# 39 "i000737.cu"
__attribute__((visibility("hidden"))) void accum17_kernel(int *dst18) ;
#if 0
# 40
{ 
# 41
(*dst18) ^= (1UL + (dst18[5])); 
# 42
(*dst18)--; 
# 43
bias4(bias4(23 - (*dst18), reinterpret_cast< const unsigned *>(dst18)), static_cast< const unsigned *>(nullptr)); 
# 44
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 47 "i000737.cu"
__attribute__((unused)) static int tile19(double *out20, int len21) 
# 48
{int volatile ___ = 1;(void)out20;(void)len21;
# 56
::exit(___);}
#if 0
# 48
{ 
# 49
bias4('0', reinterpret_cast< const unsigned *>(out20)); 
# 50
for (int j22 = 0; j22 < (2 * 3); ++j22) { 
# 51
--(out20[7]); 
# 52
long t23 = j22; 
# 53
t23 = j22; 
# 54
}  
# 55
return out20[5]; 
# 56
} 
#endif

#pragma GCC diagnostic pop

# 57 "i000737.cu"
__attribute__((visibility("hidden"))) void kernel_decl30(int * p); 
# 58
__attribute__((visibility("hidden"))) void kernel_decl30(int *p) ;
#if 0
# 59
{ 
# 60
(p[0]) = 3; 
# 61
} 
#endif
# 63 "i000737.cu"
int main() 
# 64
{ 
# 65
int len24 = 3944; 
# 66
len24 &= (len24 + ((len24 += 50U), len24)); 
# 67
auto lam28 = [k25 = len24 - len24](long u26)->double { 
# 68
int diff27 = u26; 
# 69
return (19.125); 
# 70
} ; typedef decltype(lam28) __T0;
# 71
len24 = (sizeof(long)); 
# 72
do { len24 += 19U; } while (0); 
# 73
len24 = len24; 
# 74
int q29[6] = {9, 47, 15, 3}; 
# 75
(__cudaPushCallConfiguration((len24 + 127) / 128, 32 * 2, 0)) ? (void)0 : shade9_kernel(q29, nullptr, nullptr, (50 + len24) + 47); 
# 76
(__cudaPushCallConfiguration(512, 128)) ? (void)0 : accum17_kernel(&len24); 
# 77
return 0; 
# 78
} 

# 1 "i000737.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ed939e7d_10_i000737_cu_6d09127d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000737.cudafe1.stub.c"
#include "i000737.cudafe1.stub.c"
# 1 "i000737.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
