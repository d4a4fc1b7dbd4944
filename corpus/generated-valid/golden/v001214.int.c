# 1 "v001214.cu"
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
# 17 "v001214.cu"
struct Stats7 { 
# 18
unsigned id8; 
# 19
float z9; 
# 20
}; 
# 22
__attribute__((unused)) inline void fold10(int len11, int count12, int n13) {int volatile ___ = 1;(void)len11;(void)count12;(void)n13;
# 32
::exit(___);}
#if 0
# 22
{ 
# 23
__attribute__((unused)) static double sh_14; 
# 24
n13--; 
# 25
n13--; 
# 26
(--sh_14), (sh_14 = (static_cast< unsigned char>(n13))); 
# 27
if (n13 > (__device_builtin_variable_blockIdx.x)) { 
# 28
return; 
# 29
}  
# 30
constexpr int sum15 = 7; 
# 31
int *x16 = &n13; 
# 32
} 
#endif
# 34 "v001214.cu"
__attribute__((visibility("hidden"))) void mix17(int lane18, float alpha19) ;
#if 0
# 34
{ 
# 35
int gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
if (gid20 >= lane18) { 
# 37
return; 
# 38
}  
# 39
__attribute__((unused)) static Stats7 sh_21[256]; 
# 40
alpha19 = (-(lane18 << ((sh_21[__device_builtin_variable_blockIdx.x]).id8))); 
# 41
} 
#endif
# 43 "v001214.cu"
int main() { 
# 44
int count22 = 106; 
# 45
Stats7 sum23{(44), (13.625F)}; 
# 46
long lim24(sum23.z9); 
# 47
(__cudaPushCallConfiguration(1 << (3 + (3 + 3)), 256, 0, (cudaStream_t)0)) ? (void)0 : mix17(3, count22); 
# 48
return 0; 
# 49
} 

# 1 "v001214.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a5f92291_10_v001214_cu_f4a183a9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001214.cudafe1.stub.c"
#include "v001214.cudafe1.stub.c"
# 1 "v001214.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
