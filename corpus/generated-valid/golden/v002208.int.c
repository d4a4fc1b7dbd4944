# 1 "v002208.cu"
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
# 8 "v002208.cu"
static_assert((27 == 27));
# 9
__attribute__((visibility("hidden"))) void shade4(const unsigned *src5, long long cfg6) ;
#if 0
# 9
{ 
# 10
int i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if ((src5 != (nullptr)) && (cfg6 <= (51))) { 
# 12
return; 
# 13
}  
# 14
if (((__device_builtin_variable_blockDim.z) / ('0')) <= i7) { 
# 15
float stride8[7] = {}; 
# 16
if (cfg6 < (39)) { 
# 17
return; 
# 18
}  
# 19
}  
# 20
} 
#endif
# 21 "v002208.cu"
enum class Color9 { Green10, Mul11, Blue12, Fast13}; 
# 22
int main() { 
# 23
int n14 = 53; 
# 24
if (!((n14 - 46UL) == n14)) { 
# 25
int t15 = n14 - 52; 
# 26
cudaStream_t idx16 = (0); 
# 27
t15--; 
# 28
}  
# 29
++n14; 
# 30
(__cudaPushCallConfiguration(1, 512, sizeof(int) * (128))) ? (void)0 : shade4((const unsigned *)nullptr, sizeof(long)); 
# 31
return 0; 
# 32
} 

# 1 "v002208.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e3a7ae04_10_v002208_cu_d4f6d50f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002208.cudafe1.stub.c"
#include "v002208.cudafe1.stub.c"
# 1 "v002208.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
