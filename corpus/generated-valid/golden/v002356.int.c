# 1 "v002356.cu"
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
# 7 "v002356.cu"
static int d_reduce3[4]; 
# 8
enum class Level4: int { 
# 9
Red5, 
# 10
High6, 
# 11
Blue7 = 7, 
# 12
Low8, 
# 13
Green9
# 14
}; 
# 16
__attribute__((visibility("hidden"))) void combine10(int stride11) ;
#if 0
# 16
{ 
# 17
int gid12 = __device_builtin_variable_threadIdx.x; 
# 18
stride11 &= ((-((d_reduce3[3]) + stride11)) - sizeof(int)); 
# 19
(d_reduce3[__device_builtin_variable_gridDim.x]) = (gid12 + (41UL + (d_reduce3[gid12]))); 
# 20
if (!(stride11 <= 1)) { 
# 21
return; 
# 22
}  
# 23
stride11 /= (53 - (stride11 - gid12)); 
# 24
++stride11; 
# 25
} 
#endif
# 27 "v002356.cu"
__attribute((always_inline)) __attribute__((unused)) inline float filter13(const int *coef14, long long a15) {int volatile ___ = 1;(void)coef14;(void)a15;
# 36
::exit(___);}
#if 0
# 27
{ 
# 28
if (((size_t)(__device_builtin_variable_threadIdx.y)) >= (41)) { 
# 29
float e16(((*coef14) + (((d_reduce3[2]) += (__device_builtin_variable_threadIdx.y)), (11.5F))) * (*coef14)); 
# 30
if (((coef14[2]) + e16) > (__device_builtin_variable_blockDim.x)) { 
# 31
return (short)__device_builtin_variable_warpSize; 
# 32
}  
# 33
}  
# 34
(d_reduce3[a15])--; 
# 35
return a15; 
# 36
} 
#endif
# 38 "v002356.cu"
int main() { 
# 39
int size17 = 2974; 
# 40
int u18 = size17; 
# 41
float v19 = u18; 
# 42
if (v19 != (63)) { 
# 43
float y20 = (31); 
# 44
}  
# 45
(__cudaPushCallConfiguration(dim3(16, (u18 + 127) / 128), 64)) ? (void)0 : combine10(30); 
# 46
return 0; 
# 47
} 

# 1 "v002356.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__00c485e2_10_v002356_cu_81a88ab5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002356.cudafe1.stub.c"
#include "v002356.cudafe1.stub.c"
# 1 "v002356.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
