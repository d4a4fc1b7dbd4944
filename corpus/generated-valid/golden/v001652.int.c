# 1 "v001652.cu"
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
# 11 "v001652.cu"
__attribute__((visibility("hidden"))) void pivot6(int *__restrict__ acc7, int *out8, const int *__restrict__ input9, unsigned long long *acc10) ;
#if 0
# 11
{ 
# 12
unsigned i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if (((*acc7) * (*acc7)) <= (*input9)) { 
# 14
goto done12; 
# 15
}  
# 16
if (((acc10[__device_builtin_variable_threadIdx.x]) - (out8[i11])) >= (acc10[5])) { 
# 17
return; 
# 18
}  
# 19
(out8[4]) = (+((!input9) ? i11 : sizeof(int))); 
# 20
done12:; ; 
# 21
} 
#endif
# 28 "v001652.cu"
__attribute__((visibility("hidden"))) void map_sweep14(double *data, int n) ;
#if 0
# 28
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 29 "v001652.cu"
static_assert((sizeof(int) == (4)), "bad config");
# 30
using idx15_t = int; 
# 37
__attribute__((visibility("hidden"))) void map_reduce17(float *data, int n) ;
#if 0
# 37
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 39 "v001652.cu"
struct alignas(16) Bounds18 { 
# 40
long long weight19; 
# 41
float w20; 
# 42
double vel21; 
# 43
}; 
# 45
int main() { 
# 46
int count22 = 1604; 
# 47
(__cudaPushCallConfiguration(32 * 2, ((dim3)((count22 + 255) / 256)))) ? (void)0 : map_reduce17((float *)nullptr, count22); 
# 48
(__cudaPushCallConfiguration(dim3(32, (count22 + 127) / 128), 64)) ? (void)0 : map_reduce17((float *)nullptr, count22); 
# 49
for (int j23 = 0, j24 = count22; j23 < j24; (++j23), (--j24)) { 
# 50
count22 = ((static_cast< float>(j23 - sizeof(long))) + (j23 * 51)); 
# 51
(__cudaPushCallConfiguration(8, 32)) ? (void)0 : pivot6(&count22, &count22, &count22, (unsigned long long *)nullptr); 
# 52
}  
# 53
(__cudaPushCallConfiguration((count22 + 255) / 256, sizeof(int) * (32 + 32))) ? (void)0 : map_sweep14(nullptr, count22); 
# 54
return 0; 
# 55
} 

# 1 "v001652.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ee83999b_10_v001652_cu_629fa61b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001652.cudafe1.stub.c"
#include "v001652.cudafe1.stub.c"
# 1 "v001652.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
