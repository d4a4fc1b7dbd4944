# 1 "v000662.cu"
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
# 24 "v000662.cu"
__attribute__((visibility("hidden"))) void merge7(int len8, int stride9, int stride10, const int *src11) ;
#if 0
# 25
{ 
# 26
float m12[5] = {}; 
# 27
long h13 = stride9; 
# 28
} 
#endif
# 30 "v000662.cu"
int main() 
# 31
{ 
# 32
int count14 = 4064; 
# 33
count14 = ((count14 * count14) - (48 + count14)); 
# 34
auto fn18 = [cnt15 = ((int)'A')](unsigned long long m16, int lo17)->float { 
# 35
m16 = ((3U * lo17) * ((size_t)m16)); 
# 36
(__cudaPushCallConfiguration(dim3(32, (lo17 + 127) / 128, (lo17 + 63) / 64), 5 + (5 + (5 + 241)))) ? (void)0 : merge7(-17, 5, cnt15, (const int *)nullptr); 
# 37
return 53U; 
# 38
} ; typedef decltype(fn18) __T0;
# 39
int f19(14); 
# 40
float lo20(count14 * (fn18(f19, 51) / fn18(f19, f19))); 
# 41
return 0; 
# 42
} 

# 1 "v000662.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0f54e8ff_10_v000662_cu_41c54e4e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000662.cudafe1.stub.c"
#include "v000662.cudafe1.stub.c"
# 1 "v000662.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
