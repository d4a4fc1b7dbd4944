# 1 "v001451.cu"
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
# 14 "v001451.cu"
enum class Color5 { 
# 15
Blue6, 
# 16
Fast7 = 6, 
# 17
Fast8, 
# 18
Busy9, 
# 19
Low10 = 11
# 20
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23
template< class T, int N> static void 
# 24
__wrapper__device_stub_trace11_kernel(T *&data12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 25
{ 
# 26
int gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
T res14{static_cast< T>(((gid13 | (__device_builtin_variable_blockIdx.x)) + ((N) & (__device_builtin_variable_gridDim.x))) * (10.875))}; 
# 28
long lo15 = (3); 
# 29
--res14; 
# 30
if ((__device_builtin_variable_threadIdx.x) * lo15) { 
# 31
return; }  
# 32
if (((__device_builtin_variable_gridDim.z) != (54)) || ((__device_builtin_variable_threadIdx.x) < (__device_builtin_variable_threadIdx.y))) { 
# 33
return; }  
# 34
if (!(data12 != nullptr)) { 
# 35
return; }  
# 36
int f16 = __device_builtin_variable_threadIdx.x; 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 23 "v001451.cu"
template< class T, int N> static void 
# 24
trace11_kernel(T *data12) 
# 25
{__wrapper__device_stub_trace11_kernel<T,N>(data12);
# 37
return;}
#if 0
# 25
{ 
# 26
int gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
T res14{static_cast< T>(((gid13 | (__device_builtin_variable_blockIdx.x)) + ((N) & (__device_builtin_variable_gridDim.x))) * (10.875))}; 
# 28
long lo15 = (3); 
# 29
--res14; 
# 30
if ((__device_builtin_variable_threadIdx.x) * lo15) { 
# 31
return; }  
# 32
if (((__device_builtin_variable_gridDim.z) != (54)) || ((__device_builtin_variable_threadIdx.x) < (__device_builtin_variable_threadIdx.y))) { 
# 33
return; }  
# 34
if (!(data12 != nullptr)) { 
# 35
return; }  
# 36
int f16 = __device_builtin_variable_threadIdx.x; 
# 37
} 
#endif
# 39 "v001451.cu"
int main() 
# 40
{ 
# 41
int size17 = 2003; 
# 42
--size17; 
# 43
(__cudaPushCallConfiguration((8 + (8 + (8 + 8))) * 2, 8 + (8 + (8 + 8)), 0, (cudaStream_t)0)) ? (void)0 : trace11_kernel< long, 1> ((long *)nullptr); 
# 44
double e18 = (17.25); 
# 45
return 0; 
# 46
} 

# 1 "v001451.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b1fe977e_10_v001451_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001451.cudafe1.stub.c"
#include "v001451.cudafe1.stub.c"
# 1 "v001451.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
