# 1 "v001871.cu"
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
# 11 "v001871.cu"
__attribute__((visibility("hidden"))) void map_filter2(unsigned *data, int n) ;
#if 0
# 11
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 12 "v001871.cu"
__attribute__((visibility("hidden"))) void map_warp3(double *data, int n) ;
#if 0
# 12
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 14 "v001871.cu"
__attribute__((unused)) long pivot4(bool cfg5, int count6) 
# 15
{int volatile ___ = 1;(void)cfg5;(void)count6;
# 19
::exit(___);}
#if 0
# 15
{ 
# 16
int prod7 = 21; 
# 17
long base8 = -prod7; 
# 18
return base8 + ((base8 != prod7) ? 2U : prod7); 
# 19
} 
#endif
# 21 "v001871.cu"
template< class T> 
# 22
struct Bounds9 { 
# 23
T vel10; 
# 24
T lo11; 
# 25
int val12; 
# 26
void bump13(T base14) 
# 27
{ 
# 28
if ((val12) & 1) { 
# 29
return; 
# 30
}  
# 31
} 
# 32
}; 
# 34
int main() 
# 35
{ 
# 36
int n15 = 262; 
# 37
(__cudaPushCallConfiguration((n15 + 255) / 256, 64)) ? (void)0 : map_warp3((double *)nullptr, ((-n15) >= n15) ? n15 : (48 >> n15)); 
# 38
n15 = ((int)n15); 
# 39
(__cudaPushCallConfiguration(4, 256)) ? (void)0 : map_filter2(nullptr, 5U); 
# 40
return 0; 
# 41
} 

# 1 "v001871.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bcfc0465_10_v001871_cu_8580f570
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001871.cudafe1.stub.c"
#include "v001871.cudafe1.stub.c"
# 1 "v001871.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
