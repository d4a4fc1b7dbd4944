# 1 "v001808.cu"
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
# 18 "v001808.cu"
__attribute__((visibility("hidden"))) void split6_kernel(const float *input7) ;
#if 0
# 19
{ 
# 20
int w8 = 0; 
# 21
do { 
# 22
unsigned cnt9 = input7[3]; 
# 23
cnt9 = (7UL); 
# 24
unsigned val10 = (11); 
# 25
++w8; 
# 26
} while (w8 < w8); 
# 27
bool h11 = (float)(323 | w8); 
# 28
int prod12(w8 | 34); 
# 29
} 
#endif
# 31 "v001808.cu"
int main() 
# 32
{ 
# 33
int n13 = 1513; 
# 34
switch ((unsigned)n13) { 
# 35
case 4:  
# 36
n13++; 
# 37
n13 = 2; 
# 38
break; 
# 39
case 7:  
# 40
n13 = (n13 / n13); 
# 41
break; 
# 42
}  
# 43
(__cudaPushCallConfiguration(1 << 4, 8 + (8 + (8 + 488)))) ? (void)0 : split6_kernel(static_cast< const float *>(nullptr)); 
# 44
return 0; 
# 45
} 

# 1 "v001808.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__73d497ff_10_v001808_cu_f732a9fc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001808.cudafe1.stub.c"
#include "v001808.cudafe1.stub.c"
# 1 "v001808.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
