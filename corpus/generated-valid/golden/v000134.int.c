# 1 "v000134.cu"
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
# 8 "v000134.cu"
__attribute__((visibility("hidden"))) void march3_kernel(float *dst4) ;
#if 0
# 9
{ 
# 10
int tid5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
(dst4[__device_builtin_variable_gridDim.x])--; 
# 12
static_assert((sizeof(int) == (4)), "tile must fit");
# 13
--(dst4[tid5]); 
# 14
(dst4[7])++; 
# 15
static_assert((18 > 17));
# 16
float q6 = *dst4; 
# 17
} 
#endif
# 19 "v000134.cu"
__attribute__((visibility("hidden"))) void rank7(const double *__restrict__ coef8, int count9) ;
#if 0
# 20
{ 
# 21
int gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if (gid10 >= count9) { 
# 23
return; }  
# 24
count9 -= 29U; 
# 25
const int e11 = 16; 
# 26
int iter12 = 0; 
# 27
while (iter12 < count9) { 
# 28
if ((coef8[3]) != count9) { 
# 29
return; }  
# 30
count9 = (sizeof(int) * ((__device_builtin_variable_gridDim.x) + 47L)); 
# 31
++iter12; 
# 32
}  
# 33
} 
#endif
# 35 "v000134.cu"
int main() 
# 36
{ 
# 37
int len13 = 1148; 
# 38
(__cudaPushCallConfiguration(2 * 8, dim3(128, (len13 + 63) / 64, (len13 + 63) / 64), 4096)) ? (void)0 : rank7(nullptr, 51 - (len13 + 7)); 
# 39
if ((len13 + len13) >= len13) { 
# 40
return 43U * (len13 - len13); }  
# 41
(__cudaPushCallConfiguration(dim3((len13 + 63) / 64, (len13 + 31) / 32, 16), 128, 4096)) ? (void)0 : march3_kernel(nullptr); 
# 42
return 0; 
# 43
} 

# 1 "v000134.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ffda08eb_10_v000134_cu_aef408c2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000134.cudafe1.stub.c"
#include "v000134.cudafe1.stub.c"
# 1 "v000134.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
