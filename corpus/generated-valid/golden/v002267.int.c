# 1 "v002267.cu"
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
# 12 "v002267.cu"
__attribute__((visibility("hidden"))) void spread6_kernel(int *__restrict__ out7, const int *input8, double cfg9) ;
#if 0
# 12
{ 
# 13
unsigned gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
switch (__device_builtin_variable_gridDim.y) { 
# 15
case 1:  
# 16
break; 
# 17
case 11:  { 
# 18
__attribute__((unused)) static double sh_11[8]; 
# 19
(*out7) = cfg9; 
# 20
break; 
# 21
} 
# 22
default:  
# 23
--(out7[0]); 
# 24
break; 
# 25
}  
# 26
} 
#endif
# 27 "v002267.cu"
static_assert((22 == 22));
# 28
int g_rank12[] = {57, 61, 22}; 
# 30
short relax13(float alpha14 = (7.75F)) { 
# 31
long long k15 = ((g_rank12[2]) != 26) ? (3638) * alpha14 : (alpha14 - ((g_rank12[1]) - alpha14)); 
# 32
if (((((g_rank12[k15]) * 14UL) < alpha14) ? k15 : (g_rank12[k15])) == (51L)) { 
# 33
if ((k15 - alpha14) != (alpha14 - (9UL))) { 
# 34
int w16 = 0; 
# 35
while ((w16 < w16) && (((g_rank12[0]) - k15) == (g_rank12[2]))) { 
# 36
(g_rank12[0]) /= 7; 
# 37
++w16; 
# 38
}  
# 39
constexpr int off17 = 42; 
# 40
}  
# 41
(g_rank12[0]) &= (g_rank12[k15]); 
# 42
}  
# 43
return (44UL) + (alpha14 + alpha14); 
# 44
} 
# 47
__attribute__((visibility("hidden"))) void bias18_kernel(int stride19) ;
#if 0
# 47
{ 
# 48
unsigned i20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if (i20 >= stride19) { 
# 50
return; 
# 51
}  
# 52
stride19 = i20; 
# 53
double sum21 = (38); 
# 54
} 
#endif
# 56 "v002267.cu"
__attribute__((visibility("hidden"))) void relax22(int len23, int *out24, int *__restrict__ buf25) ;
#if 0
# 56
{ 
# 57
int gid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
__attribute__((unused)) static int sh_27; 
# 59
if ((__device_builtin_variable_threadIdx.x) >= (gid26 / 2)) { 
# 60
constexpr int flag28 = 21; 
# 61
}  
# 62
unsigned char diff29 = (22); 
# 63
} 
#endif
# 64 "v002267.cu"
static_assert((44 > 43), "expected value");
# 67
__attribute__((unused)) void relax30(float b31, const double *__restrict__ coef32, int *dst33) {int volatile ___ = 1;(void)b31;(void)coef32;(void)dst33;
# 73
::exit(___);}
#if 0
# 67
{ 
# 68
b31 /= (43); 
# 69
if (b31 <= (coef32[__device_builtin_variable_blockIdx.x])) { 
# 70
return; 
# 71
}  
# 72
(dst33[6])--; 
# 73
} 
#endif
# 75 "v002267.cu"
namespace util34 { 
# 76
int run_split35(int n36) { 
# 77
n36 = n36; 
# 78
(g_rank12[1]) = (((!((g_rank12[2]) != n36)) ? g_rank12[n36] : (n36 * n36)) / 2); 
# 79
if (((n36 - (g_rank12[n36])) <= 38) || ((n36 < 2) || ((g_rank12[0]) >= 26))) { 
# 80
(__cudaPushCallConfiguration((n36 + 31) / 32, 512, sizeof(double) * (64), (cudaStream_t)0)) ? (void)0 : relax22(g_rank12[0], g_rank12, nullptr); 
# 81
if (g_rank12[1]) { 
# 82
static_assert((9 == 9), "expected value");
# 83
if ((n36 / 2) < 25) { 
# 84
return relax13(); 
# 85
}  
# 86
}  
# 87
}  
# 88
return n36; 
# 89
} 
# 91
__attribute__((visibility("hidden"))) void bias37(unsigned p38, const unsigned *__restrict__ src39, float *acc40) ;
#if 0
# 91
{ 
# 92
unsigned tid41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 93
if ((__device_builtin_variable_blockDim.x) < (__device_builtin_variable_threadIdx.z)) { 
# 94
return; 
# 95
}  
# 96
p38 /= 1UL; 
# 97
p38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockIdx.x)); 
# 98
relax30(p38, (const double *)nullptr, nullptr); 
# 99
} 
#endif
# 100 "v002267.cu"
}
# 102
int main() { 
# 103
int len42 = 1521; 
# 104
(__cudaPushCallConfiguration((len42 + 63) / 64, 32, sizeof(int) * (32), 0)) ? (void)0 : bias18_kernel(len42 / 2); 
# 105
(__cudaPushCallConfiguration((len42 + 63) / 64, 64, 256, nullptr)) ? (void)0 : bias18_kernel(g_rank12[len42]); 
# 106
cudaStream_t u43 = (0); 
# 107
if ((g_rank12[1]) != ((47 != (g_rank12[len42])) ? g_rank12[len42] : 29)) { 
# 108
int hi44 = (-55L); 
# 109
len42 = (15UL); 
# 110
}  
# 111
(__cudaPushCallConfiguration(1, 512, 0, (cudaStream_t)0)) ? (void)0 : spread6_kernel(g_rank12, g_rank12, 1 * len42); 
# 112
(__cudaPushCallConfiguration(128, 256, 0)) ? (void)0 : util34::bias37(g_rank12[2], (const unsigned *)nullptr, nullptr); 
# 113
return 0; 
# 114
} 

# 1 "v002267.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__34844bf2_10_v002267_cu_627b9604
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002267.cudafe1.stub.c"
#include "v002267.cudafe1.stub.c"
# 1 "v002267.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
