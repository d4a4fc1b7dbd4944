# 1 "v000197.cu"
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
# 7 "v000197.cu"
__attribute__((visibility("hidden"))) void trace2_kernel(unsigned q3, long *acc4) ;
#if 0
# 7
{ 
# 8
int idx5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
int flag6{(-9L)}; 
# 10
switch ((*acc4) + (acc4[flag6])) { 
# 11
case 4:  
# 12
break; 
# 13
default:  
# 14
if ((acc4[flag6]) * 2UL) { 
# 15
return; 
# 16
}  
# 17
break; 
# 18
}  
# 19
flag6 = (((long)(acc4[__device_builtin_variable_blockIdx.y])) + (-0)); 
# 20
--flag6; 
# 21
float q7{(8.0F)}; 
# 22
(acc4[3]) += 25L; 
# 23
} 
#endif
# 25 "v000197.cu"
struct Sample8 { 
# 26
unsigned sum9; 
# 27
long hi10; 
# 28
}; 
# 30
template< class T> 
# 31
struct Body11 { 
# 32
T val12; 
# 33
int z13; 
# 34
float hi14; 
# 35
void scale15(T x16) { 
# 36
(z13) = ((0.375) * x16); 
# 37
} 
# 38
}; 
# 40
static void accum17_kernel(int *acc18) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern int dyn_19[]; 
# 42
int gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
if (gid20 * gid20) { 
# 44
return; 
# 45
}  
# 46
(dyn_19[gid20]) |= (1 + gid20); 
# 47
} 
#endif
# 49 "v000197.cu"
int main() { 
# 50
int n21 = 485; 
# 51
Body11< double>  v22 = {(double)(n21 / 2), (-48), (29U)}; 
# 52
n21++; 
# 53
(__cudaPushCallConfiguration(dim3(512, 64, (n21 + 63) / 64), 512)) ? (void)0 : trace2_kernel(n21, static_cast< long *>(nullptr)); 
# 54
(__cudaPushCallConfiguration(dim3(128, 512), 16 * 4)) ? (void)0 : accum17_kernel((int *)nullptr); 
# 55
return 0; 
# 56
} 

# 1 "v000197.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a7dfbfa4_10_v000197_cu_689366b6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000197.cudafe1.stub.c"
#include "v000197.cudafe1.stub.c"
# 1 "v000197.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
