# 1 "v000653.cu"
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
# 11 "v000653.cu"
unsigned host_pivot5(double p6, float alpha7, const int *coef8) { 
# 12
const char *acc9 = ("AB"); 
# 13
if (alpha7 < (10L)) { 
# 14
return coef8[6]; }  
# 15
return *coef8; 
# 16
} 
# 18
__attribute__((visibility("hidden"))) void bias10(double *buf11) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern int dyn_12[]; 
# 20
unsigned tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
int x14{(-46)}; 
# 22
int mid15 = (__device_builtin_variable_threadIdx.x) / (2); 
# 23
} 
#endif
# 25 "v000653.cu"
__attribute__((visibility("hidden"))) void filter16_kernel(signed char *dst17, const int *src18, double *data19) ;
#if 0
# 25
{ 
# 26
int idx20 = __device_builtin_variable_threadIdx.x; 
# 27
(*dst17) = ((9) | (__device_builtin_variable_threadIdx.x)); 
# 28
constexpr float m21 = (7.5F); 
# 29
(*dst17) = (24LL); 
# 30
(dst17[idx20]) = ((64 * (src18[idx20])) & (((dst17[4]) < (src18[idx20])) ? sizeof(unsigned char) : (20))); 
# 31
} 
#endif
# 33 "v000653.cu"
constexpr int fold22(int n23) { 
# 34
n23 = (U'\x30'); 
# 35
return n23 + (((64 > n23) ? 64 : n23) / (n23 + n23)); 
# 36
} 
# 38
int main() { 
# 39
int n24 = 3405; 
# 40
n24 = 22; 
# 41
constexpr int q25 = (49ULL); 
# 42
(__cudaPushCallConfiguration((n24 + 127) / 128, 64)) ? (void)0 : bias10(nullptr); 
# 43
(__cudaPushCallConfiguration((n24 + 255) / 256, 4 + 124)) ? (void)0 : filter16_kernel(nullptr, &q25, (double *)nullptr); 
# 44
return 0; 
# 45
} 

# 1 "v000653.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f048f54a_10_v000653_cu_7512c074
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000653.cudafe1.stub.c"
#include "v000653.cudafe1.stub.c"
# 1 "v000653.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
