# 1 "v002120.cu"
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
# 7 "v002120.cu"
enum Op3 { 
# 8
SLOW4, 
# 9
HIGH5, 
# 10
IDLE6, 
# 11
SLOW7, 
# 12
FAST8 = 8
# 13
}; 
# 15
__attribute__((visibility("hidden"))) void score9_kernel(int *__restrict__ dst10, unsigned long long a11, int *acc12, double *data13) ;
#if 0
# 15
{ 
# 16
int gid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
++(acc12[gid14]); 
# 18
static_assert((59 > 58), "tile must fit");
# 19
a11 = ((((data13[5]) + gid14) - ((HIGH5) | gid14)) - (-(*dst10))); 
# 20
unsigned prod15 = (15); 
# 21
(data13[a11]) = (15); 
# 22
if ((acc12[prod15]) < (dst10[6])) { 
# 23
return; 
# 24
}  
# 25
} 
#endif
# 26 "v002120.cu"
enum class Phase16: short { 
# 27
High17, 
# 28
Add18, 
# 29
Slow19, 
# 30
Slow20, 
# 31
Idle21
# 32
}; 
# 34
int main() { 
# 35
int count22 = 2576; 
# 36
short tmp23 = count22 - count22; 
# 37
int s24 = 8; 
# 38
(__cudaPushCallConfiguration(HIGH5, 32)) ? (void)0 : score9_kernel(nullptr, (((short)s24) > s24) ? (short)s24 : s24, (int *)nullptr, (double *)nullptr); 
# 39
return 0; 
# 40
} 

# 1 "v002120.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__da47a725_10_v002120_cu_f79237ac
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002120.cudafe1.stub.c"
#include "v002120.cudafe1.stub.c"
# 1 "v002120.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
