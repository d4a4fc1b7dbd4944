# 1 "v001352.cu"
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
# 19 "v001352.cu"
__attribute__((visibility("hidden"))) void drift5_kernel(const int *__restrict__ src6) ;
#if 0
# 19
{ 
# 20
double prod7 = (38 % (src6[2])) * (src6[6]); 
# 21
long e8[8]{(-50), (7LL), (static_cast< long>(15)), (24), (18U), (50), (static_cast< long>(3542)), (64)}; 
# 22
prod7 = (8.75); 
# 23
unsigned h9 = (21); 
# 24
long long x10 = (-17); 
# 25
if (((e8[x10]) | 1286UL) == (src6[x10 & (7)])) { 
# 26
return; 
# 27
}  
# 28
} 
#endif
# 30 "v001352.cu"
int main() { 
# 31
int n11 = 2155; 
# 32
if ((n11 * 3) >= n11) { 
# 33
return 53U ^ n11; 
# 34
}  
# 35
(__cudaPushCallConfiguration(((dim3)(15 + 1)), dim3(21 + 43, (n11 + 63) / 64, 128), sizeof(int) * (64), (cudaStream_t)0)) ? (void)0 : drift5_kernel(&n11); 
# 36
return 0; 
# 37
} 

# 1 "v001352.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__be4e0828_10_v001352_cu_eee41e4e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001352.cudafe1.stub.c"
#include "v001352.cudafe1.stub.c"
# 1 "v001352.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
