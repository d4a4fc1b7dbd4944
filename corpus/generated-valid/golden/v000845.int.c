# 1 "v000845.cu"
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
# 7 "v000845.cu"
__attribute__((visibility("hidden"))) void update2(float alpha3, unsigned *buf4) ;
#if 0
# 7
{ 
# 8
(buf4[7]) = ((static_cast< long>(((*buf4) > (*buf4)) ? 40UL : (__device_builtin_variable_blockIdx.y))) - (((unsigned)2466) + ((buf4[7]) + alpha3))); 
# 9
auto e5 = alpha3; 
# 10
auto q6 = alpha3; 
# 11
switch (buf4[__device_builtin_variable_threadIdx.y]) { 
# 12
case 2:  { 
# 13
unsigned short v7 = (35) - (((__device_builtin_variable_threadIdx.x) <= q6) ? 51 : ((46U) / alpha3)); 
# 14
break; 
# 15
} 
# 16
case 3:  { 
# 17
alpha3 += (-((static_cast< unsigned>(46)) - alpha3)); 
# 18
__attribute__((unused)) static short sh_8[16]; 
# 19
break; 
# 20
} 
# 21
case 11:  
# 22
break; 
# 23
case 4:  
# 24
break; 
# 25
default:  
# 26
break; 
# 27
}  
# 28
} 
#endif
# 30 "v000845.cu"
int scale9(float b10 = 32) { 
# 31
const int *sum11 = ((const int *)nullptr); 
# 32
b10 = (25); 
# 33
b10 = ((*sum11) & 15); 
# 34
auto sum12 = static_cast< long>((1 + (sum11[3])) * 37); 
# 35
return sum12; 
# 36
} 
# 38
int main() { 
# 39
int size13 = 3818; 
# 40
size13--; 
# 41
(__cudaPushCallConfiguration((size13 + 31) / 32, 128)) ? (void)0 : update2(34 - (size13 & 15), nullptr); 
# 42
int tmp14 = -(static_cast< int>((size13) ? size13 : size13)); 
# 43
return 0; 
# 44
} 

# 1 "v000845.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d249e256_10_v000845_cu_aff5c96d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000845.cudafe1.stub.c"
#include "v000845.cudafe1.stub.c"
# 1 "v000845.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
