# 1 "v002317.cu"
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
# 7 "v002317.cu"
__attribute__((unused)) void trace2(unsigned b3, bool a4) 
# 8
{int volatile ___ = 1;(void)b3;(void)a4;
# 14
::exit(___);}
#if 0
# 8
{ 
# 9
b3 >>= 4; 
# 10
float idx5{(4.0F)}; 
# 11
b3 += ((a4 == ((int)a4)) ? (((b3 < idx5) ? b3 : idx5) == (__device_builtin_variable_gridDim.y)) ? (a4 < (__device_builtin_variable_gridDim.x)) ? a4 : (__device_builtin_variable_gridDim.x) : ((a4 > 50) ? 13U : 26U) : idx5); 
# 12
a4 = (((int)(b3 - b3)) >= a4); 
# 13
--idx5; 
# 14
} 
#endif
# 16 "v002317.cu"
__attribute__((visibility("hidden"))) void bias6(const int *__restrict__ input7, int *buf8, int len9) ;
#if 0
# 17
{ 
# 18
unsigned gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (gid10 >= len9) { 
# 20
return; }  
# 21
if ((__device_builtin_variable_blockIdx.y) > (-(*input7))) { 
# 22
goto out11; 
# 23
}  
# 24
(buf8[gid10]) = (__device_builtin_variable_blockDim.x); 
# 25
(buf8[0]) &= len9; 
# 26
if (((buf8[7]) + (__device_builtin_variable_threadIdx.z)) != (input7[__device_builtin_variable_threadIdx.z])) { 
# 27
return; }  
# 28
out11:; ; 
# 29
} 
#endif
# 31 "v002317.cu"
int main() 
# 32
{ 
# 33
int count12 = 3052; 
# 34
--count12; 
# 35
count12 = count12; 
# 36
(__cudaPushCallConfiguration(1, 128 * 2, 0, nullptr)) ? (void)0 : bias6(&count12, &count12, 5UL << (count12 * count12)); 
# 37
return 0; 
# 38
} 

# 1 "v002317.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4df84447_10_v002317_cu_2ab20d4b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002317.cudafe1.stub.c"
#include "v002317.cudafe1.stub.c"
# 1 "v002317.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
