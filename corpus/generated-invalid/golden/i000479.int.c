# 1 "i000479.cu"
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
# 20 "i000479.cu"
__attribute__((visibility("hidden"))) void clamp9_kernel(unsigned *dst10, int *out11, float *data12) ;
#if 0
# 20
{ 
# 21
(*dst10) = (36); 
# 22
if (!((dst10[7]) > (out11[7]))) { 
# 23
goto out13; 
# 24
}  
# 25
++(out11[4]); 
# 26
if ((*data12) > (out11[3])) { 
# 27
return; 
# 28
}  
# 29
(out11[3]) = (data12[2]); 
# 30
out13:; ; 
# 31
} 
#endif
# 32 "i000479.cu"
static float merge14(int lane15, const float *src16) { 
# 33
lane15 = ((14) - ((src16[lane15]) + (*src16))); 
# 34
++lane15; 
# 35
return (((2) * (((2) * (src16[lane15])) + (*src16))) + (*src16)); 
# 36
} 
# 37
static thread_local int tl_var18; 
# 38
int main() { 
# 39
int size17 = 1642; 
# 40
size17 <<= 3; 
# 41
(__cudaPushCallConfiguration(dim3(4, (size17 + 255) / 256, 256), ((dim3)((size17 + 31) / 32)), 0, nullptr)) ? (void)0 : clamp9_kernel((unsigned *)nullptr, &size17, (float *)nullptr); 
# 42
return 0; 
# 43
} 

# 1 "i000479.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7e583d20_10_i000479_cu_bf7fed36
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000479.cudafe1.stub.c"
#include "i000479.cudafe1.stub.c"
# 1 "i000479.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
