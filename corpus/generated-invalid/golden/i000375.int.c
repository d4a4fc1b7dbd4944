# 1 "i000375.cu"
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
# 21 "i000375.cu"
__attribute__((visibility("hidden"))) void map_score9(double *data, int n) ;
#if 0
# 21
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 22 "i000375.cu"
static float d_smooth10; 
# 23
static int c_lerp11; 
# 25
__attribute__((unused)) unsigned short sift12(int len13, int len14, float p15) {int volatile ___ = 1;(void)len13;(void)len14;(void)p15;
# 31
::exit(___);}
#if 0
# 25
{ 
# 26
len13 = 127; 
# 27
++len13; 
# 28
len13 = p15; 
# 29
len14 = ((len13 > 32) ? len13 : 32); 
# 30
return (46) + d_smooth10; 
# 31
} 
#endif
# 32 "i000375.cu"
static float d_scale16; 
# 34
__attribute__((visibility("hidden"))) void drift17(signed char cfg18, float *dst19, float *__restrict__ data20, double cfg21) ;
#if 0
# 34
{ 
# 35
d_scale16 = (17.375F); 
# 36
(*dst19) = ((cfg18 * cfg18) ? cfg21 + (4U) : (dst19[cfg18])); 
# 37
if (cfg18) { 
# 38
return; 
# 39
}  
# 40
do { (data20[3]) += (49UL); } while (0); 
# 41
int diff22 = ((52 << c_lerp11) + (c_lerp11 * cfg18)) % (5 + c_lerp11); 
# 42
if (cfg21 < cfg18) { 
# 43
goto out23; 
# 44
}  
# 45
do { d_scale16 += diff22; } while (0); 
# 46
out23:; ; 
# 47
} 
#endif
# 50 "i000375.cu"
unsigned long run_sweep24(long cfg25, bool a26) { 
# 51
(__cudaPushCallConfiguration((cfg25 + (255)) / (256), ((dim3)(2)), 0)) ? (void)0 : drift17((a26 > 5) ? a26 : 5, (float *)nullptr, nullptr, (10.75)); 
# 52
int h27 = cfg25; 
# 53
float x28 = 52UL + a26; 
# 54
long long lo29 = (x28 - cfg25) * (((h27 > cfg25) ? h27 : cfg25) * ('\a')); 
# 55
int *hi30 = (nullptr); 
# 56
h27 = (((a26 * 8) > 19) ? a26 * 8 : 19); 
# 57
--(*hi30); 
# 58
return lo29; 
# 59
} 
# 61
constexpr int check_step31(int count32, int stride33) { 
# 62
return (sizeof(float) * count32) / stride33; 
# 63
} 
# 64
int pick36(int x) 
# 65
{ 
# 66
if (x > 2) { 
# 67
return 1; }  
# 68
} 
# 70
int main() { 
# 71
int len34 = 2723; 
# 72
int stride35 = (len34) ? len34 : len34; 
# 73
stride35 = ((((stride35 >> stride35) ? 16 * len34 : (stride35 + 48UL)) > len34) ? (stride35 >> stride35) ? 16 * len34 : (stride35 + 48UL) : len34); 
# 74
(__cudaPushCallConfiguration(4, dim3((len34 + 31) / 32, sizeof(int) * (16), sizeof(int) * (5 + 11)))) ? (void)0 : map_score9(nullptr, 5); 
# 75
return 0; 
# 76
} 

# 1 "i000375.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__298bb220_10_i000375_cu_c2e3b922
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000375.cudafe1.stub.c"
#include "i000375.cudafe1.stub.c"
# 1 "i000375.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
