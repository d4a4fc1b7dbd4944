# 1 "v000349.cu"
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
# 9 "v000349.cu"
__attribute__((visibility("hidden"))) void apply4_kernel(const long long *src5) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern int dyn_6[]; 
# 11
__attribute__((unused)) static int sh_7[16]; 
# 12
switch (dyn_6[4]) { 
# 13
case 6:  
# 14
break; 
# 15
case 3:  
# 16
break; 
# 17
}  
# 18
float prod8 = (3.5F) - (((dyn_6[0]) & 15) * ((dyn_6[0]) & 15)); 
# 19
if (prod8 < (*src5)) { 
# 20
return; }  
# 21
prod8 *= ((468) - (src5[3])); 
# 22
short m9 = src5[2]; 
# 23
prod8 = (0.625F); 
# 24
} 
#endif
# 26 "v000349.cu"
int main() { 
# 27
int size10 = 159; 
# 28
(__cudaPushCallConfiguration(1, 64, 1024)) ? (void)0 : apply4_kernel(nullptr); 
# 29
int w11 = 0; 
# 30
while (w11 < 12) { 
# 31
(__cudaPushCallConfiguration(128, 64, 64 * 4)) ? (void)0 : apply4_kernel(nullptr); 
# 32
if ((-w11) > size10) { 
# 33
continue; }  
# 34
++w11; 
# 35
}   
# 36
return 0; 
# 37
} 

# 1 "v000349.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f258ad2d_10_v000349_cu_fb11291f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000349.cudafe1.stub.c"
#include "v000349.cudafe1.stub.c"
# 1 "v000349.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
