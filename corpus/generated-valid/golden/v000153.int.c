# 1 "v000153.cu"
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
# 23 "v000153.cu"
__attribute__((visibility("hidden"))) void weigh8(float *__restrict__ acc9) ;
#if 0
# 23
{ 
# 24
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
(*acc9) = i10; 
# 26
(acc9[3]) = (sizeof(unsigned) * (((__device_builtin_variable_threadIdx.x) % (8)) - (i10 * i10))); 
# 27
double base11 = i10; 
# 28
} 
#endif
# 29 "v000153.cu"
__attribute__((visibility("hidden"))) void norm12_kernel(float *__restrict__ buf13, float alpha14) ;
#if 0
# 29
{ 
# 30
int gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
(buf13[gid15]) = alpha14; 
# 32
int cnt16 = ((gid15 + gid15) % 8) - (buf13[gid15]); 
# 33
} 
#endif
# 34 "v000153.cu"
struct Cell17 { 
# 35
int mass18; 
# 36
float val19; 
# 37
}; 
# 38
constexpr int smooth20(int lane21, float b22) { 
# 39
return (54U) + ((lane21 + 5) * b22); 
# 40
} 
# 41
int main() { 
# 42
int n23 = 1094; 
# 43
unsigned acc24(n23); 
# 44
(__cudaPushCallConfiguration(1, 5 + (2 + (2 + (5 + (5 + 109)))), sizeof(int) * (256), 0)) ? (void)0 : weigh8(nullptr); 
# 45
do { acc24 += (53 >> n23); } while (0); 
# 46
n23 = ((40) * (acc24 * n23)); 
# 47
if (acc24 > acc24) { 
# 48
return acc24; 
# 49
}  
# 50
(__cudaPushCallConfiguration((acc24 + (31)) / (32), 2 + (5 + 57), sizeof(float) * (32 + (5 + (2 + 217))), nullptr)) ? (void)0 : norm12_kernel(nullptr, (2 * n23) - ((L'\x41') << acc24)); 
# 51
return 0; 
# 52
} 

# 1 "v000153.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ed4dc5f2_10_v000153_cu_c2aecb2e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000153.cudafe1.stub.c"
#include "v000153.cudafe1.stub.c"
# 1 "v000153.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
