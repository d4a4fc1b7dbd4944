# 1 "v001630.cu"
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
# 14 "v001630.cu"
enum class Axis5: short { Idle6 = 1, Off7, Add8}; 
# 16
__attribute__((visibility("hidden"))) void count9_kernel(int n10) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) static int sh_11[64]; 
# 19
(sh_11[48]) = (~(n10 + sizeof(double))); 
# 20
if (!((sh_11[40]) >= 27)) { 
# 21
return; 
# 22
}  
# 23
} 
#endif
# 25 "v001630.cu"
__attribute__((visibility("hidden"))) void pack12(int *buf13, float *__restrict__ acc14, signed char q15) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern char dyn_16[]; 
# 28
__attribute__((unused)) static unsigned short sh_17[128]; 
# 29
(dyn_16[q15]) = (sh_17[q15 & 127]); 
# 30
} 
#endif
# 31 "v001630.cu"
static_assert((17 == 17), "bad config");
# 33
int main() 
# 34
{ 
# 35
int len18 = 3878; 
# 36
len18--; 
# 37
len18 = 3; 
# 38
len18++; 
# 39
if (!(len18 >= len18)) { 
# 40
return ~len18; 
# 41
}  
# 42
(__cudaPushCallConfiguration(((dim3)((len18 + 31) / 32)), 128, 0)) ? (void)0 : count9_kernel(3291); 
# 43
(__cudaPushCallConfiguration((2 + (2 + (3 + (2 + (3 + (3 + 113)))))) * (3 + 1), dim3(3 + (2 + (3 + (2 + (2 + 500)))), sizeof(int) * (2)))) ? (void)0 : pack12((int *)nullptr, (float *)nullptr, 43); 
# 44
return 0; 
# 45
} 

# 1 "v001630.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cbcaa4b0_10_v001630_cu_53c066e0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001630.cudafe1.stub.c"
#include "v001630.cudafe1.stub.c"
# 1 "v001630.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
