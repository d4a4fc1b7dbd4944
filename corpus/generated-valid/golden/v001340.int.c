# 1 "v001340.cu"
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
# 12 "v001340.cu"
__attribute__((unused)) inline float clamp4(int n5, int count6) 
# 13
{int volatile ___ = 1;(void)n5;(void)count6;
# 26
::exit(___);}
#if 0
# 13
{ 
# 14
n5 |= (((long)count6) + (n5 * n5)); 
# 15
count6 = (-22); 
# 16
n5--; 
# 17
if (30 > n5) { 
# 18
return (float)(count6 + 40); }  
# 19
if (n5 == n5) { 
# 20
n5++; 
# 21
if (n5 > n5) { 
# 22
return n5; }  
# 23
} else { 
# 24
}  
# 25
return ((n5 + 11) + (((__device_builtin_variable_gridDim.x) + (__device_builtin_variable_threadIdx.x)) + count6)) + (n5 * __device_builtin_variable_warpSize); 
# 26
} 
#endif
# 28 "v001340.cu"
__attribute__((visibility("hidden"))) void filter7_kernel(unsigned char *acc8, const unsigned long *in9, const int *input10) ;
#if 0
# 29
{ 
# 30
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
(*acc8) = ((clamp4(*input10, (input10[5]) >> 7) + (acc8[tid11])) + (21)); 
# 32
(*acc8)++; 
# 33
} 
#endif
# 35 "v001340.cu"
void host_mix12(const int *in13) 
# 36
{ 
# 37
auto acc14 = 17UL + (in13[3]); 
# 38
acc14++; 
# 39
(__cudaPushCallConfiguration(1, 16 * 2, 256)) ? (void)0 : filter7_kernel(nullptr, reinterpret_cast< const unsigned long *>(in13), in13); 
# 40
} 
# 42
static void sweep15_kernel(double q16, double *out17, long *acc18) ;
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern long dyn_19[]; 
# 45
int idx20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if (acc18[2]) { 
# 47
clamp4(idx20, __device_builtin_variable_threadIdx.x); 
# 48
int cnt21 = (long)((57) + q16); 
# 49
clamp4(-30, *acc18); 
# 50
} else { 
# 51
}  
# 52
} 
#endif
# 54 "v001340.cu"
int run_norm22(const unsigned short *coef23, int *acc24, bool p25) 
# 55
{ 
# 56
(acc24[4])++; 
# 57
p25 = (*coef23); 
# 58
--(acc24[2]); 
# 59
p25 = (acc24 == (nullptr)); 
# 60
(acc24[1])++; 
# 61
(__cudaPushCallConfiguration(4 * 16, 512)) ? (void)0 : sweep15_kernel(coef23[7], reinterpret_cast< double *>(acc24), reinterpret_cast< long *>(acc24)); 
# 62
return ((p25 + 47) + (42 - p25)) + p25; 
# 63
} 
# 65
int main() 
# 66
{ 
# 67
int size26 = 2350; 
# 68
float val27 = size26 - run_norm22((const unsigned short *)nullptr, &size26, 1); 
# 69
long q28(+(53L + (run_norm22(nullptr, &size26, val27 < (60))))); 
# 70
return 0; 
# 71
} 

# 1 "v001340.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2927e913_10_v001340_cu_2ac40b1b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001340.cudafe1.stub.c"
#include "v001340.cudafe1.stub.c"
# 1 "v001340.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
