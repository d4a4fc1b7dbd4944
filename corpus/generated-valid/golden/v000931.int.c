# 1 "v000931.cu"
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
# 8 "v000931.cu"
__attribute__((visibility("hidden"))) void reduce3(int *acc4) ;
#if 0
# 8
{ 
# 9
int i5 = __device_builtin_variable_threadIdx.x; 
# 10
float k6[8]{(7.375F), (-59), static_cast< float>(acc4[__device_builtin_variable_gridDim.z]), (5.75F), (63), (5.0F), (8L), (3.875F)}; 
# 11
float hi7[3] = {}; 
# 12
--(*acc4); 
# 13
++(k6[__device_builtin_variable_threadIdx.y]); 
# 14
} 
#endif
# 16 "v000931.cu"
__attribute__((visibility("hidden"))) void pivot8_kernel(unsigned short *acc9, const int *src10, double *out11, const float *in12) ;
#if 0
# 16
{ 
# 17
unsigned gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
constexpr short tmp14 = (47); 
# 19
float e15 = in12[gid13]; 
# 20
} 
#endif
# 21 "v000931.cu"
enum class State16 { Red17, Idle18}; 
# 24
double host_fuse19(const int *coef20) { 
# 25
(__cudaPushCallConfiguration(8, sizeof(float) * (8), 1 << 8, (cudaStream_t)0)) ? (void)0 : reduce3(const_cast< int *>(coef20)); 
# 26
int off21 = ((coef20[6]) * (+(coef20[1]))) * (*coef20); 
# 27
size_t cnt22 = sizeof(int); 
# 28
return (0.25); 
# 29
} 
# 31
__attribute__((visibility("hidden"))) void score23_kernel(unsigned *out24, int len25) ;
#if 0
# 31
{ 
# 32
int tid26 = __device_builtin_variable_threadIdx.x; 
# 33
if (tid26 >= len25) { 
# 34
return; }  
# 35
(*out24) = (63); 
# 36
(out24[5]) = tid26; 
# 37
(*out24) = ((4823UL * len25) - len25); 
# 38
int h27 = (float)len25; 
# 39
++h27; 
# 40
constexpr size_t prod28 = (38); 
# 41
} 
#endif
# 43 "v000931.cu"
int main() { 
# 44
int size29 = 1521; 
# 45
size29--; 
# 46
dim3 u30 = dim3((size29 + 31) / 32, (size29 + 31) / 32, sizeof(unsigned) * (4)); 
# 47
host_fuse19(nullptr); 
# 48
(__cudaPushCallConfiguration(sizeof(int) * (32), 256, 4096, nullptr)) ? (void)0 : pivot8_kernel((unsigned short *)nullptr, nullptr, nullptr, (const float *)nullptr); 
# 49
(__cudaPushCallConfiguration(128, u30, sizeof(double) * (64), 0)) ? (void)0 : score23_kernel(nullptr, host_fuse19((const int *)nullptr)); 
# 50
return 0; 
# 51
} 

# 1 "v000931.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__24577ab4_10_v000931_cu_3dde7b36
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000931.cudafe1.stub.c"
#include "v000931.cudafe1.stub.c"
# 1 "v000931.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
