# 1 "v001003.cu"
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
# 14 "v001003.cu"
__attribute__((visibility("hidden"))) void step4_kernel(const unsigned long long *in5) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern float dyn_6[]; 
# 16
int gid7 = __device_builtin_variable_threadIdx.x; 
# 17
(dyn_6[gid7]) += (15); 
# 18
if (29 >= gid7) { 
# 19
return; 
# 20
}  
# 21
long lo8 = (15) & (gid7 + (__device_builtin_variable_threadIdx.x)); 
# 22
if (lo8 >> 12L) { 
# 23
return; 
# 24
}  
# 25
++lo8; 
# 26
if ((((__device_builtin_variable_threadIdx.y) < (47)) ? dyn_6[lo8 & (7)] : (15)) >= gid7) { 
# 27
return; 
# 28
}  
# 29
} 
#endif
# 30 "v001003.cu"
int main() { 
# 31
int size9 = 1149; 
# 32
size9 = (sizeof(int)); 
# 33
(__cudaPushCallConfiguration(512, 128, sizeof(float) * (64))) ? (void)0 : step4_kernel(nullptr); 
# 34
return 0; 
# 35
} 

# 1 "v001003.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__48869293_10_v001003_cu_f3bc3fb7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001003.cudafe1.stub.c"
#include "v001003.cudafe1.stub.c"
# 1 "v001003.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
