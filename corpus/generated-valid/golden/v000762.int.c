# 1 "v000762.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 19 "v000762.cu"
__attribute((noinline)) __attribute__((unused)) static float scale7(int *acc8) {int volatile ___ = 1;(void)acc8;
# 24
::exit(___);}
#if 0
# 19
{ 
# 20
unsigned x9 = acc8[7]; 
# 21
float e10 = x9; 
# 22
__attribute__((unused)) static float sh_11[8]; 
# 23
return (16.0F); 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 26 "v000762.cu"
__attribute__((visibility("hidden"))) void decay12_kernel(float cfg13, int n14, int lane15, int *buf16) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern int dyn_17[]; 
# 28
int z18 = (3105U); 
# 29
if ((dyn_17[6]) != z18) { 
# 30
return; }  
# 31
n14 %= ((((z18 - (dyn_17[7])) - (4388U + lane15)) != z18) ? n14 + (z18 << 1) : 3); 
# 32
int hi19{(static_cast< int>(5U))}; 
# 33
} 
#endif
# 35 "v000762.cu"
int main() { 
# 36
int size20 = 427; 
# 37
if ((size20 + 33UL) != (5)) { 
# 38
return size20; }  
# 39
auto step23 = [=]()->int { 
# 40
int idx21 = (static_cast< unsigned>(size20)) % (21 * ((size20) - (size20))); 
# 41
float h22 = (16.375F); 
# 42
return 1; 
# 43
} ; typedef decltype(step23) __T0;
# 44
step23(); 
# 45
float q24(size20); 
# 46
float q25{(static_cast< float>(3))}; 
# 47
(__cudaPushCallConfiguration(1 << (5 + 4), ((dim3)(5 + 3)))) ? (void)0 : decay12_kernel(4, ((size20 < size20) ? 11U : 46U) * ((3) - q24), q24, static_cast< int *>(nullptr)); 
# 48
return 0; 
# 49
} 

# 1 "v000762.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c4083b5a_10_v000762_cu_3a15fc14
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000762.cudafe1.stub.c"
#include "v000762.cudafe1.stub.c"
# 1 "v000762.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
