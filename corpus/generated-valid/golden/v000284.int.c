# 1 "v000284.cu"
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
# 13 "v000284.cu"
constexpr int STEPS9 = 7; 
# 14
enum class Axis10 { Blue11, High12 = 6, Off13 = 9}; 
# 15
__attribute__((section("__nv_managed_data__"))) static int *m_step14 = 0; 
# 17
__attribute__((visibility("hidden"))) void mix15(int n16, int *out17, const float *__restrict__ src18, int count19) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern int dyn_20[]; 
# 19
(dyn_20[5]) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step14))); 
# 20
if (n16 < (*src18)) { 
# 21
float t21[7]{(-17), (4.5F), (7.0F), (static_cast< float>(256)), (3.0F), static_cast< float>(src18[5]), static_cast< float>(dyn_20[n16])}; 
# 22
n16 += (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step14))); 
# 23
} else { 
# 24
n16 |= 3; 
# 25
}  
# 26
} 
#endif
# 28 "v000284.cu"
constexpr int clamp22(int stride23) { 
# 29
stride23 = STEPS9; 
# 30
--stride23; 
# 31
return STEPS9; 
# 32
} 
# 34
int main() { 
# 35
int size24 = 604; 
# 36
size24 = (clamp22((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step14)))) * (size24 + 16)); 
# 37
(--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step14)))), (size24 = clamp22(size24)); 
# 38
(__cudaPushCallConfiguration(2, 64)) ? (void)0 : mix15(26, nullptr, static_cast< const float *>(nullptr), STEPS9); 
# 39
return 0; 
# 40
} 

# 1 "v000284.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0e9e4b54_10_v000284_cu_m_step14
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000284.cudafe1.stub.c"
#include "v000284.cudafe1.stub.c"
# 1 "v000284.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
