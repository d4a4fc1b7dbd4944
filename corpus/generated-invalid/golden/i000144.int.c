# 1 "i000144.cu"
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
# 10 "i000144.cu"
enum class Phase6: unsigned { Low7, On8, Off9 = 4U}; 
# 12
constexpr int shade10(int lane11, char beta12) { 
# 13
double u13 = (6.75); 
# 14
return 44LL; 
# 15
} 
# 16
__attribute__((visibility("hidden"))) void shade14_kernel(int lane15, int *dst16) ;
#if 0
# 16
{ 
# 17
unsigned idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if (idx17 >= lane15) { 
# 19
return; 
# 20
}  
# 21
static_assert((3 > 2), "size check");
# 22
(*dst16) = 44; 
# 23
} 
#endif
# 24 "i000144.cu"
float run_warp18(int stride19, int count20 = 54) { 
# 25
count20 += stride19; 
# 26
stride19 = (39L); 
# 27
if (stride19 < ('A')) { 
# 28
return ((count20 += 64), (1.375F)); 
# 29
}  
# 30
return 31; 
# 31
} 
# 32
int main() { 
# 33
int count21 = 597; 
# 34
int tag23 = 24930; 
# 35
count21 -= count21; 
# 36
{ 
# 37
dim3 diff22 = dim3(64 + 64, 32 * (3 + (3 + (3 + 7)))); 
# 38
(__cudaPushCallConfiguration(diff22, 64, sizeof(double) * (256))) ? (void)0 : shade14_kernel(count21, &count21); 
# 39
} 
# 40
return 0; 
# 41
} 

# 1 "i000144.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9b5f0e9e_10_i000144_cu_13a775a9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000144.cudafe1.stub.c"
#include "i000144.cudafe1.stub.c"
# 1 "i000144.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
