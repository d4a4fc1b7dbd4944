# 1 "v000514.cu"
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
# 16 "v000514.cu"
__attribute__((visibility("hidden"))) void sift6(unsigned *data7, const int *input8) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern double dyn_9[]; 
# 18
(dyn_9[5]) = (dyn_9[1]); 
# 19
int u10 = (((*input8) % 2) + (dyn_9[6])) * (3955); 
# 20
(dyn_9[4]) = ((int)(data7[u10])); 
# 21
unsigned long long s11 = (38LL); 
# 22
long cnt12 = (63LL); 
# 23
} 
#endif
# 25 "v000514.cu"
__attribute((noinline)) __attribute__((unused)) float march13(float q14, int *buf15) {int volatile ___ = 1;(void)q14;(void)buf15;
# 29
::exit(___);}
#if 0
# 25
{ 
# 26
q14 = (((*buf15) + ((buf15[4]) * 46)) & 61U); 
# 27
(buf15[3]) = (46U); 
# 28
return buf15[2]; 
# 29
} 
#endif
# 36 "v000514.cu"
__attribute__((visibility("hidden"))) void map_sift17(double *data, int n) ;
#if 0
# 36
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 37 "v000514.cu"
__attribute__((visibility("hidden"))) void map_march18(int *data, int n) ;
#if 0
# 37
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 39 "v000514.cu"
static void score19_kernel(int len20, int stride21, const float *coef22, int lane23) ;
#if 0
# 39
{ 
# 40
if ((stride21 * 49) < 55) { 
# 41
goto out24; 
# 42
}  
# 43
len20 = ((float)march13(march13(sizeof(int), &lane23), &len20)); 
# 44
len20 &= (((len20 * 8) | (len20 + lane23)) - ((stride21 ^ lane23) + 3284)); 
# 45
out24:; ; 
# 46
} 
#endif
# 48 "v000514.cu"
int main() { 
# 49
int size25 = 1384; 
# 50
size25 = (sizeof(unsigned) + size25); 
# 51
int lim26 = size25 | size25; 
# 52
if (lim26 != size25) { 
# 53
(__cudaPushCallConfiguration((2 + (2 + (5 + 55))) * 4, 5 + 27)) ? (void)0 : map_march18(&size25, size25); 
# 54
(__cudaPushCallConfiguration(((dim3)((size25 + 255) / 256)), ((dim3)((size25 + 255) / 256)), 512 * 2, 0)) ? (void)0 : score19_kernel(12UL, 49, static_cast< const float *>(nullptr), (lim26 + 5) & 5); 
# 55
}  
# 56
(__cudaPushCallConfiguration(2 * (2 + 2), dim3((lim26 + 255) / 256, 5 + 11), 1024)) ? (void)0 : sift6(nullptr, &size25); 
# 57
(__cudaPushCallConfiguration(dim3((size25 + 31) / 32, (size25 + 127) / 128), 512, 0, (cudaStream_t)0)) ? (void)0 : map_sift17(nullptr, 1012LL | size25); 
# 58
return 0; 
# 59
} 

# 1 "v000514.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1e8b199d_10_v000514_cu_b816f80b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000514.cudafe1.stub.c"
#include "v000514.cudafe1.stub.c"
# 1 "v000514.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
