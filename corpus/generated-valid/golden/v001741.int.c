# 1 "v001741.cu"
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
# 11 "v001741.cu"
double g_norm4[] = {(8L), (-(6.75)), (9.875), (-1560L), (16), (51)}; 
# 13
__attribute__((visibility("hidden"))) void step5_kernel(unsigned *__restrict__ dst6, int *__restrict__ acc7, float *__restrict__ buf8) ;
#if 0
# 13
{ 
# 14
(dst6[5]) = (62); 
# 15
for (int i9 = (8 + 1); i9 > 0; --i9) { 
# 16
const int lim10 = 8; 
# 17
}  
# 18
int stride11(((45) | ((acc7[1]) + (dst6[6]))) * (buf8[4])); 
# 19
int m12 = dst6[stride11]; 
# 20
char h13 = ((m12 | stride11) * (*acc7)) | (8 | (*acc7)); 
# 21
double cnt14{(19.625)}; 
# 22
} 
#endif
# 24 "v001741.cu"
__attribute__((visibility("hidden"))) void reduce15(int len16, unsigned *__restrict__ data17, double cfg18, int *__restrict__ dst19) ;
#if 0
# 24
{ 
# 25
(*data17) = ((cfg18 < ((data17[5]) + 49L)) ? len16 * len16 : ((((dst19[len16]) != 55) && ((data17[7]) == cfg18)) ? (11) % (*data17) : (44))); 
# 26
len16--; 
# 27
for (int it20 = 0; it20 < 3; ++it20) { 
# 28
int res21 = (dst19[6]) / ((*dst19) / ((dst19[len16]) / (data17[it20]))); 
# 29
float z22{(2.25F)}; 
# 30
}  
# 31
} 
#endif
# 33 "v001741.cu"
int main() { 
# 34
int len23 = 1678; 
# 35
--len23; 
# 36
long long z24 = len23; 
# 37
len23 = 8; 
# 38
(__cudaPushCallConfiguration(4, 32 * 8)) ? (void)0 : step5_kernel((unsigned *)nullptr, &len23, (float *)nullptr); 
# 39
(__cudaPushCallConfiguration((len23 + 63) / 64, (8 + (8 + 240)) * 2)) ? (void)0 : reduce15(len23, nullptr, len23 * 8, &len23); 
# 40
return 0; 
# 41
} 

# 1 "v001741.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0a0acc60_10_v001741_cu_g_norm4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001741.cudafe1.stub.c"
#include "v001741.cudafe1.stub.c"
# 1 "v001741.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
