# 1 "v000254.cu"
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
# 19 "v000254.cu"
enum class Op6 { Red7, Idle8}; 
# 20
static_assert(((47 + 2) > 48), "size check");
# 22
__attribute__((visibility("hidden"))) void apply9(unsigned long *dst10, int stride11, float *buf12, int len13) ;
#if 0
# 22
{ 
# 23
int i14 = __device_builtin_variable_threadIdx.x; 
# 24
if (i14 >= len13) { 
# 25
return; 
# 26
}  
# 27
stride11--; 
# 28
stride11 >>= 6; 
# 29
(len13++), ((buf12[__device_builtin_variable_gridDim.x]) /= (38)); 
# 30
--(*buf12); 
# 31
} 
#endif
# 33 "v000254.cu"
int main() { 
# 34
int size15 = 3834; 
# 35
static_assert((4 > 3));
# 36
int f16 = size15; 
# 37
f16 /= size15; 
# 38
(__cudaPushCallConfiguration((size15 + 31) / 32, 8 + 504, 8 + 248, (cudaStream_t)0)) ? (void)0 : apply9((size_t *)nullptr, f16 + f16, static_cast< float *>(nullptr), 35 * size15); 
# 39
return 0; 
# 40
} 

# 1 "v000254.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f60e8fe5_10_v000254_cu_903ad0d5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000254.cudafe1.stub.c"
#include "v000254.cudafe1.stub.c"
# 1 "v000254.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
