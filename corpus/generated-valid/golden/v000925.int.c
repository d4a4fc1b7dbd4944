# 1 "v000925.cu"
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
# 23 "v000925.cu"
__attribute__((visibility("hidden"))) void count9_kernel(int *__restrict__ buf10, unsigned char *dst11, unsigned *data12, int lane13) ;
#if 0
# 24
{ 
# 25
int tid14 = __device_builtin_variable_threadIdx.x; 
# 26
if (((dst11[tid14]) - (buf10[lane13])) < (__device_builtin_variable_blockDim.x)) { 
# 27
goto finish18; 
# 28
}  
# 29
switch (__device_builtin_variable_blockDim.z) { 
# 30
case 2 + (2 + (2 + (2 + 2))):  { 
# 31
size_t w15 = 549 >> ((unsigned)(buf10[6])); 
# 33
#pragma unroll 4
for (
# 33
int i16 = 0; i16 < lane13; i16++) { 
# 34
float flag17 = w15; 
# 35
if (__device_builtin_variable_warpSize > (tid14 >> 1)) { 
# 36
flag17 *= (__device_builtin_variable_threadIdx.z); 
# 37
(flag17--), ((dst11[__device_builtin_variable_blockDim.z]) <<= 7L); 
# 38
}  
# 39
}  
# 40
break; 
# 41
} 
# 42
case 1 << 3:  
# 43
break; 
# 44
case 9:  
# 45
break; 
# 46
}  
# 47
finish18:; ; 
# 48
} 
#endif
# 50 "v000925.cu"
int main() 
# 51
{ 
# 52
int n19 = 3496; 
# 53
{ 
# 54
(__cudaPushCallConfiguration(dim3((n19 + 255) / 256, (n19 + 63) / 64, 1 << 1), 32, 0, nullptr)) ? (void)0 : count9_kernel(&n19, nullptr, nullptr, -60); 
# 55
n19 >>= n19; 
# 56
} 
# 57
return 0; 
# 58
} 

# 1 "v000925.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9655c453_10_v000925_cu_ba029c76
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000925.cudafe1.stub.c"
#include "v000925.cudafe1.stub.c"
# 1 "v000925.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
