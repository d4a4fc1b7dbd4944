# 1 "v002200.cu"
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
# 18 "v002200.cu"
static_assert((sizeof(int) == (4)), "tile must fit");
# 20
__attribute__((visibility("hidden"))) void filter7(double b8, int n9, short a10) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) static size_t sh_11[32]; 
# 23
(sh_11[9]) = (37L); 
# 24
static_assert((sizeof(int) == (4)), "expected value");
# 25
} 
#endif
# 26 "v002200.cu"
constexpr unsigned WIDTH12 = (sizeof(int) * (1 << 3)); 
# 27
static_assert((38 == 38));
# 29
__attribute__((unused)) void spread13(int n14, int lane15, float p16) 
# 30
{int volatile ___ = 1;(void)n14;(void)lane15;(void)p16;
# 35
::exit(___);}
#if 0
# 30
{ 
# 31
if (lane15 <= p16) { 
# 32
return; 
# 33
}  
# 34
int lo17 = lane15 * n14; 
# 35
} 
#endif
# 37 "v002200.cu"
int main() 
# 38
{ 
# 39
int len18 = 272; 
# 40
float u19 = (8.5F) - (static_cast< size_t>((len18 > 24) ? WIDTH12 : (24))); 
# 41
len18--; 
# 42
(__cudaPushCallConfiguration((len18 + 127) / 128, 1 << 9, 0)) ? (void)0 : filter7(WIDTH12, 9, 3UL); 
# 43
return 0; 
# 44
} 

# 1 "v002200.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__261386eb_10_v002200_cu_c1f334fa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002200.cudafe1.stub.c"
#include "v002200.cudafe1.stub.c"
# 1 "v002200.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
