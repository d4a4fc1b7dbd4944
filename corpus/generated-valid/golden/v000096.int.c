# 1 "v000096.cu"
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
# 10 "v000096.cu"
namespace _GLOBAL__N__d43f0b64_10_v000096_cu_main __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__d43f0b64_10_v000096_cu_main; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__d43f0b64_10_v000096_cu_main __attribute__((visibility("hidden")))  { 
# 11
constexpr double kW6 = (5.5); 
# 12
static void clamp7(int lane8, int *out9, int n10, int len11) ;
#if 0
# 12
{ 
# 13
int idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
if (idx12 >= len11) { 
# 15
return; }  
# 16
__attribute__((unused)) static float sh_13[128]; 
# 17
(sh_13[__device_builtin_variable_warpSize & 127]) *= (-(57 | (out9[0]))); 
# 18
len11 %= lane8; 
# 19
(out9[lane8 & 7]) = ((((__device_builtin_variable_gridDim.x) & 23UL) + (~lane8)) * (*out9)); 
# 20
if ((lane8 + n10) <= (__device_builtin_variable_blockIdx.x)) { 
# 21
return; }  
# 22
lane8 += (-52L); 
# 23
float u14(n10); 
# 24
} 
#endif
# 25 "v000096.cu"
}
# 26
int main() { 
# 27
int count15 = 105; 
# 28
int e16 = (kW6); 
# 29
int y17 = e16 % (count15 & 15); 
# 30
static_assert((sizeof(int) == (4)));
# 31
count15 = (((count15 & 15) / kW6) - e16); 
# 32
(__cudaPushCallConfiguration((count15 + 63) / 64, 128 + 384)) ? (void)0 : clamp7(e16, (int *)nullptr, count15, 46); 
# 33
return 0; 
# 34
} 

# 1 "v000096.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d43f0b64_10_v000096_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000096.cudafe1.stub.c"
#include "v000096.cudafe1.stub.c"
# 1 "v000096.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
