# 1 "v000956.cu"
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
# 16 "v000956.cu"
__attribute__((visibility("hidden"))) void trace4(int lane5, float *data6, const int *coef7) ;
#if 0
# 16
{ 
# 17
signed char e8[6] = {(43)}; 
# 18
(data6[lane5 & 7]) += (60 & (e8[lane5])); 
# 19
--(e8[lane5]); 
# 20
if (lane5 == (coef7[3])) { 
# 21
return; 
# 22
}  
# 23
} 
#endif
# 25 "v000956.cu"
__attribute__((visibility("hidden"))) void merge9(const int *src10, int stride11) ;
#if 0
# 25
{ 
# 26
unsigned val12 = (((src10[5]) | stride11) - (*src10)) + ((*src10) / stride11); 
# 27
val12 = ((2621L * val12) | (((61) * val12) & (2 + stride11))); 
# 28
stride11 = ((((int)stride11) + sizeof(int)) / (stride11 & (src10[4]))); 
# 29
--val12; 
# 30
double mid13 = *src10; 
# 31
const int k14 = (((src10[6]) / val12) + (val12 - __alignof__(char))) * (((src10[val12]) / (src10[stride11])) * stride11); 
# 32
++val12; 
# 33
} 
#endif
# 35 "v000956.cu"
__attribute__((visibility("hidden"))) void trace15_kernel(int *acc16) ;
#if 0
# 35
{ 
# 36
++(acc16[2]); 
# 37
if ((*acc16) > (*acc16)) { 
# 38
return; 
# 39
}  
# 40
static_assert((sizeof(int) == (4)), "size check");
# 41
} 
#endif
# 43 "v000956.cu"
int main() { 
# 44
int len17 = 2165; 
# 45
auto op18 = []()->double { 
# 46
return (13.875); 
# 47
} ; typedef decltype(op18) __T0;
# 48
static double lo19 = (2373); 
# 49
int w20 = 0; 
# 50
while (w20 < w20) { 
# 51
(__cudaPushCallConfiguration((w20 + 31) / 32, 512, sizeof(int) * (256))) ? (void)0 : merge9((const int *)nullptr, w20); 
# 52
(__cudaPushCallConfiguration((len17 + 31) / 32, 32 * 2, 4096)) ? (void)0 : trace15_kernel((int *)nullptr); 
# 53
++w20; 
# 54
}  
# 55
(__cudaPushCallConfiguration(64, sizeof(float) * (16))) ? (void)0 : trace4((lo19 * (-0)) - len17, (float *)nullptr, nullptr); 
# 56
return 0; 
# 57
} 

# 1 "v000956.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__36c0b7ad_10_v000956_cu_0376f3b0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000956.cudafe1.stub.c"
#include "v000956.cudafe1.stub.c"
# 1 "v000956.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
