# 1 "v002001.cu"
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
# 24 "v002001.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned tile11(float cfg12) 
# 25
{int volatile ___ = 1;(void)cfg12;
# 43
::exit(___);}
#if 0
# 25
{ 
# 26
cfg12 = (__device_builtin_variable_blockIdx.x); 
# 27
cfg12 = ((32) + cfg12); 
# 28
++cfg12; 
# 29
do { cfg12 += (static_cast< long long>(cfg12)); } while (0); 
# 30
switch (__device_builtin_variable_blockDim.y) { 
# 31
case 10:  { 
# 32
__attribute__((unused)) static float sh_13[sizeof(float) * (2)]; 
# 33
break; 
# 34
} 
# 35
case 5 + 1:  { 
# 36
size_t tmp14 = (57); 
# 37
break; 
# 38
} 
# 39
case 9:  
# 40
break; 
# 41
}  
# 42
return 28L + ((cfg12 += (5)), (__device_builtin_variable_threadIdx.z)); 
# 43
} 
#endif
# 46 "v002001.cu"
__attribute__((visibility("hidden"))) void stencil15(int len16, bool cfg17) ;
#if 0
# 47
{ 
# 48
unsigned gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if (gid18 >= len16) { 
# 50
return; 
# 51
}  
# 52
static_assert((sizeof(int) == (4)), "size check");
# 53
bool tmp19 = len16; 
# 54
if (tmp19) { 
# 55
tile11(gid18); 
# 56
if (tmp19 <= tile11(__device_builtin_variable_blockDim.z)) { 
# 57
tile11(gid18); 
# 58
auto idx20 = 31; 
# 59
} else { 
# 60
}  
# 61
} else { if (float off21 = tile11(tile11(-(7.5F))) + (cfg17 - tile11((14.625F))); (51) < tile11(__device_builtin_variable_blockDim.x)) { }  }  
# 62
} 
#endif
# 64 "v002001.cu"
int main() 
# 65
{ 
# 66
int size22 = 2977; 
# 67
(__cudaPushCallConfiguration(dim3((size22 + 255) / 256, (size22 + 63) / 64, sizeof(unsigned)), sizeof(int) * (64), sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : stencil15(+(size22 * size22), size22 >= 64); 
# 68
cudaStream_t acc23 = ((cudaStream_t)0); 
# 69
return 0; 
# 70
} 

# 1 "v002001.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d3674085_10_v002001_cu_e555c69f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002001.cudafe1.stub.c"
#include "v002001.cudafe1.stub.c"
# 1 "v002001.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
