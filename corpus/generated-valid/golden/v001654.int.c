# 1 "v001654.cu"
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
# 5 "v001654.cu"
enum Kind1: unsigned char { 
# 6
LOW2, 
# 7
MUL3 = 5U, 
# 8
RED4, 
# 9
RED5, 
# 10
MUL6 = 12U
# 11
}; 
# 14
__attribute__((unused)) unsigned pack7(Kind1 p8, int len9) 
# 15
{int volatile ___ = 1;(void)p8;(void)len9;
# 19
::exit(___);}
#if 0
# 15
{ 
# 16
p8 = LOW2; 
# 17
const int cnt10 = ((len9 += len9), 4U) - len9; 
# 18
return ((len9 += len9), (p8 * 1)) + (p8 & p8); 
# 19
} 
#endif
# 20 "v001654.cu"
static float d_apply11; 
# 22
__attribute__((visibility("hidden"))) void norm12(int lane13) ;
#if 0
# 23
{ 
# 24
int tid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (tid14 >= lane13) { 
# 26
return; 
# 27
}  
# 28
unsigned e15{static_cast< unsigned>(pack7(RED4, pack7(MUL3, (d_apply11 > (34U)) ? tid14 : 60)))}; 
# 29
if ((tid14 ^ 16) < (__device_builtin_variable_gridDim.x)) { 
# 30
return; 
# 31
}  
# 32
} 
#endif
# 34 "v001654.cu"
__attribute__((visibility("hidden"))) void pack16_kernel(int len17) ;
#if 0
# 35
{ 
# 36
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
if (gid18 >= len17) { 
# 38
return; 
# 39
}  
# 40
d_apply11 = ((62UL + (__device_builtin_variable_threadIdx.y)) - (gid18 - len17)); 
# 41
d_apply11 = (59ULL ^ (pack7(MUL6, 8UL))); 
# 42
float stride19 = d_apply11; 
# 43
float r20 = stride19; 
# 44
d_apply11 = stride19; 
# 45
} 
#endif
# 47 "v001654.cu"
int main() 
# 48
{ 
# 49
int n21 = 2181; 
# 50
if (n21 >= 31) { 
# 51
return 13; 
# 52
}  
# 53
n21 = (+n21); 
# 54
n21 = (MUL6); 
# 55
if (n21 == 36L) { 
# 56
return 17; 
# 57
}  
# 58
--n21; 
# 59
(__cudaPushCallConfiguration(8 * 2, (MUL3) + ((RED4) + 117))) ? (void)0 : norm12(n21); 
# 60
(__cudaPushCallConfiguration(512, 1 << (MUL3))) ? (void)0 : pack16_kernel(n21 % n21); 
# 61
return 0; 
# 62
} 

# 1 "v001654.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cbe8c647_10_v001654_cu_51a401f4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001654.cudafe1.stub.c"
#include "v001654.cudafe1.stub.c"
# 1 "v001654.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
