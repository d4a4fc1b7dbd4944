# 1 "v001047.cu"
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
# 12 "v001047.cu"
__attribute__((visibility("hidden"))) void relax5(const int *input6) ;
#if 0
# 13
{ 
# 14
char cnt7 = 9UL * (input6[0]); 
# 15
float y8 = input6[cnt7 & 7]; 
# 16
} 
#endif
# 17 "v001047.cu"
enum class Phase9 { Off10, High11, Green12 = 4, Off13}; 
# 20
struct Acc14 { 
# 21
unsigned long flag15; 
# 22
int hi16; 
# 23
}; 
# 25
int main() 
# 26
{ 
# 27
int count17 = 246; 
# 28
switch (count17) { 
# 29
case (2 + 1) * (2 + 1):  
# 30
break; 
# 31
case 2 + (2 + (2 + 2)):  
# 32
break; 
# 33
}  
# 34
(__cudaPushCallConfiguration(16, 32, 0, 0)) ? (void)0 : relax5(&count17); 
# 35
if (count17 <= count17) { 
# 36
if (count17 != count17) { 
# 37
++count17; 
# 38
}  
# 39
(__cudaPushCallConfiguration(1, ((dim3)(8 * (2 + 6))), sizeof(double) * (128), 0)) ? (void)0 : relax5(&count17); 
# 40
}  
# 41
return 0; 
# 42
} 

# 1 "v001047.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3264a304_10_v001047_cu_462e0930
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001047.cudafe1.stub.c"
#include "v001047.cudafe1.stub.c"
# 1 "v001047.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
