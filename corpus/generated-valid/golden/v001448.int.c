# 1 "v001448.cu"
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
# 7 "v001448.cu"
using idx3_t = char; 
# 9
__attribute__((visibility("hidden"))) void rank4(float *__restrict__ acc5) ;
#if 0
# 10
{ 
# 11
int i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
(*acc5) = ((char)((__device_builtin_variable_threadIdx.x) * ((__device_builtin_variable_threadIdx.y) + 37L))); 
# 13
for (int j7 = i6; j7 > 0; --j7) { 
# 14
if ((__device_builtin_variable_blockDim.y) == (__device_builtin_variable_blockDim.y)) { 
# 15
break; }  
# 16
(acc5[3]) = (9.25F); 
# 17
}  
# 18
} 
#endif
# 20 "v001448.cu"
__attribute__((unused)) float smooth8(int *__restrict__ acc9, int lane10) 
# 21
{int volatile ___ = 1;(void)acc9;(void)lane10;
# 28
::exit(___);}
#if 0
# 21
{ 
# 22
lane10--; 
# 23
lane10 = (lane10 + 11); 
# 24
if (((acc9[__device_builtin_variable_blockDim.z]) <= (*acc9)) || (lane10 > lane10)) { 
# 25
return (8.625F) - (acc9[__device_builtin_variable_gridDim.y]); }  
# 26
(acc9[6]) = ((30UL) * (static_cast< double>((lane10 >= lane10) ? __device_builtin_variable_threadIdx.x : lane10))); 
# 27
return -(0.25F); 
# 28
} 
#endif
# 30 "v001448.cu"
static double host_shade11(int count12) 
# 31
{ 
# 32
count12 = count12; 
# 33
int u13 = count12; 
# 34
return 'A'; 
# 35
} 
# 37
int main() 
# 38
{ 
# 39
int count14 = 1813; 
# 40
(__cudaPushCallConfiguration((count14 + 31) / 32, 8 * 16, 256)) ? (void)0 : rank4((float *)nullptr); 
# 41
auto step17 = [&](signed char k15, int z16)->int { 
# 42
--z16; 
# 43
return host_shade11(4 + k15); 
# 44
} ; typedef decltype(step17) __T0;
# 45
const char *r18 = ("x=%d"); 
# 46
(__cudaPushCallConfiguration(32, 512, 0, nullptr)) ? (void)0 : rank4(static_cast< float *>(nullptr)); 
# 47
return 0; 
# 48
} 

# 1 "v001448.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f196f144_10_v001448_cu_ceb653e4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001448.cudafe1.stub.c"
#include "v001448.cudafe1.stub.c"
# 1 "v001448.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
