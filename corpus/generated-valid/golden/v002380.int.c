# 1 "v002380.cu"
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
# 10 "v002380.cu"
__attribute__((visibility("hidden"))) void sift3_kernel(const size_t *in4, int count5, const long *input6, const unsigned *coef7) ;
#if 0
# 11
{ 
# 12
int tid8 = __device_builtin_variable_threadIdx.x; 
# 13
count5--; 
# 14
if (((count5 - (__device_builtin_variable_threadIdx.x)) % ('A')) < ((in4[7]) * (__device_builtin_variable_gridDim.y))) { 
# 15
for (int n9 = tid8; n9 > 0; --n9) { 
# 16
count5 = (n9 + tid8); }  
# 17
unsigned base10 = (49); 
# 18
} else { 
# 19
}  
# 20
} 
#endif
# 21 "v002380.cu"
__attribute__((visibility("hidden"))) void smooth11(int count12, char *buf13) ;
#if 0
# 22
{ 
# 23
unsigned tid14 = __device_builtin_variable_threadIdx.x; 
# 24
count12--; 
# 25
count12 *= (9 << (buf13[__device_builtin_variable_threadIdx.x])); 
# 26
++count12; 
# 27
if (buf13 != (nullptr)) { 
# 28
++count12; 
# 29
} else { if (int sum15 = (__device_builtin_variable_threadIdx.z) & (7); count12 != 59) { 
# 30
sum15 &= 36; 
# 31
} else { 
# 32
auto idx16 = 43U; 
# 33
}  }  
# 34
} 
#endif
# 35 "v002380.cu"
static void tile17_kernel(int *data18) ;
#if 0
# 36
{ 
# 37
int idx19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
if ((__device_builtin_variable_threadIdx.x) - (47)) { 
# 39
(*data18) ^= ((idx19 + 6) & (idx19 + (data18[idx19 & 7]))); 
# 40
} else { 
# 41
do { (data18[idx19 & 7]) += idx19; } while (0); 
# 42
}  
# 43
} 
#endif
# 44 "v002380.cu"
static float check_norm20(double *data21) 
# 45
{ 
# 46
for (int n22 = 15; n22 > 0; --n22) { 
# 47
(__cudaPushCallConfiguration(dim3((n22 + 63) / 64, 4), 16 * 2)) ? (void)0 : sift3_kernel(nullptr, ((data21[4]) + (n22 / 41)) + (data21[n22]), nullptr, nullptr); }  
# 48
(*data21) = ((21.125F)); 
# 49
const char *mid23 = ("\"q\""); 
# 50
if ((mid23[0]) != 5) { 
# 51
goto skip24; 
# 52
}  
# 53
if (((mid23[0]) % 19) & 1) { 
# 54
return data21[6]; }  
# 55
skip24:; ; 
# 56
return (17.5F); 
# 57
} 
# 58
float run_trace25(int stride26, bool cfg27) 
# 59
{ 
# 60
check_norm20((double *)nullptr); 
# 61
if (cfg27 >= stride26) { 
# 62
return (2 << stride26) & (cfg27 * stride26); }  
# 63
return (((cfg27 + stride26) + stride26) + check_norm20((double *)nullptr)); 
# 64
} 
# 65
int main() 
# 66
{ 
# 67
int size28 = 1198; 
# 68
int idx29 = 43; 
# 69
static_assert((57 == 57));
# 70
(__cudaPushCallConfiguration(((dim3)(16)), 256)) ? (void)0 : smooth11(41, (char *)nullptr); 
# 71
(__cudaPushCallConfiguration(8, 2 * 16)) ? (void)0 : tile17_kernel((int *)nullptr); 
# 72
return 0; 
# 73
} 

# 1 "v002380.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dd3f1e8f_10_v002380_cu_ee78be4c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002380.cudafe1.stub.c"
#include "v002380.cudafe1.stub.c"
# 1 "v002380.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
