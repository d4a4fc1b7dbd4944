# 1 "v001971.cu"
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
# 20 "v001971.cu"
__attribute__((visibility("hidden"))) void bump6(int n7) ;
#if 0
# 20
{ 
# 21
int gid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if (gid8 >= n7) { 
# 23
return; 
# 24
}  
# 25
long z9 = (5); 
# 26
const int *acc10 = (static_cast< const int *>(nullptr)); 
# 27
unsigned val11 = z9; 
# 28
int h12{n7}; 
# 29
} 
#endif
# 30 "v001971.cu"
enum Kind13: int { 
# 31
ADD14, 
# 32
MUL15, 
# 33
IDLE16, 
# 34
IDLE17, 
# 35
MUL18
# 36
}; 
# 38
int main() { 
# 39
int n19 = 2448; 
# 40
char acc20[2] = {}; 
# 41
(__cudaPushCallConfiguration((n19 + 31) / 32, 64 * 2, sizeof(double) * (64))) ? (void)0 : bump6(n19 + (acc20[n19])); 
# 42
if ((acc20[n19]) == (acc20[0])) { 
# 43
return (acc20[1]) * (acc20[1]); 
# 44
}  
# 45
return 0; 
# 46
} 

# 1 "v001971.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__77a0d7c0_10_v001971_cu_219e311b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001971.cudafe1.stub.c"
#include "v001971.cudafe1.stub.c"
# 1 "v001971.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
