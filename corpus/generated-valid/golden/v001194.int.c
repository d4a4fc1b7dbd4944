# 1 "v001194.cu"
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
# 16 "v001194.cu"
__attribute__((visibility("hidden"))) void count9(float *acc10, double *out11, int len12, int n13) ;
#if 0
# 17
{ 
# 18
unsigned i14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (i14 >= n13) { 
# 20
return; 
# 21
}  
# 22
switch (__device_builtin_variable_blockIdx.z) { 
# 23
case 8:  
# 24
if ((len12 - 33L) > (27)) { 
# 25
break; 
# 26
}  
# 27
break; 
# 28
}  
# 29
(out11[len12]) -= n13; 
# 30
} 
#endif
# 31 "v001194.cu"
int main() 
# 32
{ 
# 33
int len15 = 4069; 
# 34
const char *mid16 = ("AB"); 
# 35
auto lo17 = mid16[0]; 
# 36
len15++; 
# 37
if (((mid16[1]) & 1) > lo17) { 
# 38
return ((mid16[1]) << (mid16[0])) | lo17; 
# 39
}  
# 40
(__cudaPushCallConfiguration(dim3(3 + (3 + 10), sizeof(int) * (3 + 1), 1), sizeof(float) * (128), 0, nullptr)) ? (void)0 : count9(nullptr, nullptr, len15, mid16[0]); 
# 41
return 0; 
# 42
} 

# 1 "v001194.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__131d1bfe_10_v001194_cu_4cdc5fed
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001194.cudafe1.stub.c"
#include "v001194.cudafe1.stub.c"
# 1 "v001194.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
