# 1 "v001928.cu"
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
# 15 "v001928.cu"
__attribute__((visibility("hidden"))) void tally5_kernel(const unsigned *src6, float cfg7) ;
#if 0
# 15
{ 
# 16
unsigned idx8 = __device_builtin_variable_threadIdx.x; 
# 17
cfg7 -= (((7) + (*src6)) * cfg7); 
# 18
cfg7 *= (4U); 
# 19
if (cfg7 < (__device_builtin_variable_blockDim.x)) { 
# 20
return; 
# 21
}  
# 22
cfg7 /= idx8; 
# 23
if ((-cfg7) != (__alignof__(double))) { 
# 24
return; 
# 25
}  
# 26
} 
#endif
# 27 "v001928.cu"
unsigned g_kick9 = (23); 
# 29
static void bump10_kernel(const int *input11, int len12, int *dst13) ;
#if 0
# 29
{ 
# 30
int idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if (idx14 >= len12) { 
# 32
return; 
# 33
}  
# 34
(dst13[idx14]) = (len12 * (((dst13[idx14]) > idx14) ? dst13[idx14] : idx14)); 
# 35
__attribute__((unused)) static double sh_15[16]; 
# 36
(sh_15[11]) = (sizeof(unsigned long) + (len12 * ((dst13[6]) + len12))); 
# 37
__attribute__((unused)) static int sh_16[7 + (7 + 242)]; 
# 38
(sh_16[193]) |= 2340; 
# 39
(sh_16[len12]) += (__device_builtin_variable_blockIdx.x); 
# 40
} 
#endif
# 42 "v001928.cu"
int main() { 
# 43
int n17 = 3232; 
# 44
(__cudaPushCallConfiguration(4, (7 + (7 + (7 + (7 + 228)))) * 2, sizeof(int) * (64), nullptr)) ? (void)0 : bump10_kernel(nullptr, g_kick9 / ((g_kick9 > (48)) ? g_kick9 : (48)), nullptr); 
# 45
int k18 = 9; 
# 46
if (n17 < ((g_kick9 - k18) + n17)) { 
# 47
int q19((g_kick9 * (g_kick9 >> 7)) / k18); 
# 48
cudaStream_t res20 = ((cudaStream_t)0); 
# 49
}  
# 50
(__cudaPushCallConfiguration((n17 + 255) / 256, 32)) ? (void)0 : tally5_kernel(nullptr, -(4.5F)); 
# 51
return 0; 
# 52
} 

# 1 "v001928.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c248173a_10_v001928_cu_b256e7d5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001928.cudafe1.stub.c"
#include "v001928.cudafe1.stub.c"
# 1 "v001928.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
