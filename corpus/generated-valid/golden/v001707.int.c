# 1 "v001707.cu"
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
# 14 "v001707.cu"
__attribute__((visibility("hidden"))) void map_smooth5(float *data, int n) ;
#if 0
# 14
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 15 "v001707.cu"
static double c_mix6; 
# 16
enum class Op7: long { High8 = 2L, Red9, Low10}; 
# 17
enum Phase11: short { 
# 18
IDLE12 = 2, 
# 19
SLOW13 = 7, 
# 20
ADD14, 
# 21
BUSY15 = 13, 
# 22
MUL16
# 23
}; 
# 24
__attribute__((visibility("hidden"))) void score17_kernel(int len18) ;
#if 0
# 24
{ 
# 25
len18 = c_mix6; 
# 26
len18 = len18; 
# 27
len18 = (SLOW13); 
# 28
} 
#endif
# 29 "v001707.cu"
int main() { 
# 30
int n19 = 3178; 
# 31
auto lam21 = [=](float x20) { 
# 32
x20 = (ADD14); 
# 33
x20 = ((0.25F) * (x20 / (2))); 
# 34
x20 = x20; 
# 35
} ; typedef decltype(lam21) __T0;
# 36
lam21(n19); 
# 37
switch (n19) { 
# 38
case 6:  
# 39
n19 = (n19 & 15); 
# 40
--n19; 
# 41
[[fallthrough]] ; 
# 42
case 5:  
# 43
n19 = ((n19 * (35 * n19)) / ((n19 / 47UL) - (28 + n19))); 
# 44
break; 
# 45
default:  
# 46
break; 
# 47
}  
# 48
(__cudaPushCallConfiguration(2, sizeof(unsigned) * (8))) ? (void)0 : map_smooth5(nullptr, n19); 
# 49
(__cudaPushCallConfiguration((n19 + 255) / 256, dim3(1, (n19 + 63) / 64))) ? (void)0 : score17_kernel((n19 - n19) / 2); 
# 50
return 0; 
# 51
} 

# 1 "v001707.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dae1357c_10_v001707_cu_210508af
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001707.cudafe1.stub.c"
#include "v001707.cudafe1.stub.c"
# 1 "v001707.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
