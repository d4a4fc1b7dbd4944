# 1 "v001311.cu"
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

# 21 "v001311.cu"
__attribute__((unused)) static long long grow5(int count6, int stride7, int count8) 
# 22
{int volatile ___ = 1;(void)count6;(void)stride7;(void)count8;
# 26
::exit(___);}
#if 0
# 22
{ 
# 23
__attribute__((unused)) static unsigned sh_9[8][6 + 2]; 
# 24
int k10 = ((float)60); 
# 25
return stride7 - count6; 
# 26
} 
#endif

#pragma GCC diagnostic pop

# 27 "v001311.cu"
static double c_gather11[8]; 
# 29
static void rank12_kernel(unsigned *data13) ;
#if 0
# 30
{ 
# 31
if (data13 == (nullptr)) { 
# 32
return; 
# 33
}  
# 34
(*data13) |= (((data13[1]) * ((6) - (data13[1]))) * (data13[6])); 
# 35
(data13[6]) = ((*data13) / ((c_gather11[6]) + ((short)6))); 
# 36
int base14 = (((c_gather11[4]) * (data13[0])) + (c_gather11[6])) * ((c_gather11[1]) + (58)); 
# 37
} 
#endif
# 39 "v001311.cu"
int main() 
# 40
{ 
# 41
int count15 = 2813; 
# 42
auto idx16 = 42; 
# 43
count15 ^= 4; 
# 44
if ((idx16 * idx16) <= count15) { 
# 45
return idx16; 
# 46
}  
# 47
(__cudaPushCallConfiguration(4, 32)) ? (void)0 : rank12_kernel(static_cast< unsigned *>(nullptr)); 
# 48
return 0; 
# 49
} 

# 1 "v001311.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__597b0106_10_v001311_cu_76a1788d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001311.cudafe1.stub.c"
#include "v001311.cudafe1.stub.c"
# 1 "v001311.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
