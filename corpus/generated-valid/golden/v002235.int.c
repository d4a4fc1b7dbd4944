# 1 "v002235.cu"
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
# 18 "v002235.cu"
__attribute__((visibility("hidden"))) void reduce6_kernel(long a7) ;
#if 0
# 18
{ 
# 19
int gid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if (gid8 >= a7) { 
# 21
return; 
# 22
}  
# 23
if (gid8 <= 28) { 
# 24
return; 
# 25
}  
# 26
if (gid8 < 21) { 
# 27
return; 
# 28
}  
# 29
} 
#endif
# 36 "v002235.cu"
__attribute__((visibility("hidden"))) void map_pivot10(int *data, int n) ;
#if 0
# 36
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 37 "v002235.cu"
__attribute__((visibility("hidden"))) void map_tally11(unsigned *data, int n) ;
#if 0
# 37
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 39 "v002235.cu"
__attribute__((visibility("hidden"))) void update12(int *__restrict__ data13, char *buf14, int *data15) ;
#if 0
# 39
{ 
# 40
for (int n16 = 0; n16 < 13; ++n16) { 
# 41
if ((*buf14) > 29UL) { 
# 42
break; 
# 43
}  
# 44
}  
# 45
(*data13) = ((data13[__device_builtin_variable_threadIdx.z]) - 52UL); 
# 46
for (int it17 = 0; it17 < 7; ++it17) { 
# 47
unsigned long *acc18 = (static_cast< size_t *>(nullptr)); 
# 48
}  
# 49
(*data15) |= ((__device_builtin_variable_blockDim.x) + (((__device_builtin_variable_threadIdx.z) - (data15[(__device_builtin_variable_blockIdx.z) & (7)])) % (data15[(__device_builtin_variable_threadIdx.y) & (7)]))); 
# 50
(*buf14) &= ((data13[1]) & ((data15[__device_builtin_variable_threadIdx.y]) * ((data13[__device_builtin_variable_warpSize & 7]) - (__device_builtin_variable_gridDim.x)))); 
# 51
} 
#endif
# 53 "v002235.cu"
int main() { 
# 54
int len19 = 2763; 
# 55
len19 &= len19; 
# 56
int w20 = 0; 
# 57
while (w20 < w20) { 
# 58
if ((len19 - w20) > ((static_cast< unsigned>(len19)) - ((w20 >= w20) ? len19 : 35))) { 
# 59
len19 = len19; 
# 60
len19++; 
# 61
}  
# 62
++w20; 
# 63
}  
# 64
(__cudaPushCallConfiguration((w20 + 63) / 64, 32)) ? (void)0 : reduce6_kernel(((len19 + w20) > 64) ? len19 % w20 : (4646U - len19)); 
# 65
(__cudaPushCallConfiguration((len19 + 63) / 64, 10 + 54)) ? (void)0 : map_pivot10((int *)nullptr, (w20 >= 8) ? (w20 == len19) ? w20 : 62 : w20); 
# 66
(__cudaPushCallConfiguration((len19 + 63) / 64, sizeof(int) * (64))) ? (void)0 : map_tally11((unsigned *)nullptr, w20); 
# 67
return 0; 
# 68
} 

# 1 "v002235.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__566d0c09_10_v002235_cu_6bea16c4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002235.cudafe1.stub.c"
#include "v002235.cudafe1.stub.c"
# 1 "v002235.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
