# 1 "v000090.cu"
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
# 6 "v000090.cu"
static_assert((35 == 35), "expected value");
# 13
__attribute__((visibility("hidden"))) void map_warp3(float *data, int n) ;
#if 0
# 13
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 14 "v000090.cu"
__attribute__((visibility("hidden"))) void map_grow4(unsigned *data, int n) ;
#if 0
# 14
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 15 "v000090.cu"
enum Phase5: int { 
# 16
IDLE6, 
# 17
HIGH7, 
# 18
HIGH8, 
# 19
GREEN9, 
# 20
LOW10
# 21
}; 
# 23
__attribute__((visibility("hidden"))) void stencil11_kernel(int lane12) ;
#if 0
# 24
{ 
# 25
int i13 = __device_builtin_variable_threadIdx.x; 
# 26
lane12 = (17 * lane12); 
# 27
const int cnt14 = (23L); 
# 28
if (lane12 <= sizeof(float)) { 
# 29
return; }  
# 30
int lo15[6]{i13, 2, static_cast< int>(i13), (732UL), 30, (43ULL)}; 
# 31
const int off16 = (IDLE6); 
# 32
short sum17[6] = {(44L), (21)}; 
# 33
} 
#endif
# 35 "v000090.cu"
int main() 
# 36
{ 
# 37
int count18 = 1255; 
# 38
if (count18) { 
# 39
(__cudaPushCallConfiguration(sizeof(unsigned) * (2), sizeof(unsigned) * (8))) ? (void)0 : map_grow4((unsigned *)nullptr, 30); 
# 40
count18 = ((int)(+(count18 + count18))); 
# 41
float sum19[8] = {static_cast< float>((15.375F) + count18)}; 
# 42
}  
# 43
if ((count18 - 41) != count18) { 
# 44
return count18; }  
# 45
(__cudaPushCallConfiguration((HIGH7) + ((GREEN9) + 124), sizeof(int) * ((HIGH7) + 127))) ? (void)0 : map_warp3((float *)nullptr, -count18); 
# 46
(__cudaPushCallConfiguration(2 * 2, 32)) ? (void)0 : stencil11_kernel((HIGH8) - count18); 
# 47
return 0; 
# 48
} 

# 1 "v000090.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f15454b8_10_v000090_cu_b9900257
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000090.cudafe1.stub.c"
#include "v000090.cudafe1.stub.c"
# 1 "v000090.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
