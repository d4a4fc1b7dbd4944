# 1 "v000854.cu"
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
# 19 "v000854.cu"
static int d_stencil7; 
# 20
__attribute__((visibility("hidden"))) void clamp8(int *buf9, float *dst10, int n11, double alpha12) ;
#if 0
# 20
{ 
# 21
if (float x13((58)); (__device_builtin_variable_threadIdx.z) < n11) { 
# 22
__attribute__((unused)) static int sh_14; 
# 23
for (int it15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it15 < sh_14; it15 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 24
__attribute__((unused)) static float sh_16[32]; 
# 25
sh_14 = (sh_16[17]); 
# 26
}  
# 27
}  
# 28
} 
#endif
# 29 "v000854.cu"
static int stencil17(int *acc18, unsigned char beta19) { 
# 30
const char *mid20 = ("\"q\""); 
# 31
int pass21 = 0; 
# 32
do { 
# 33
double off22[4] = {(9.0), (9.0), (6.75)}; 
# 34
const float t23 = off22[0]; 
# 35
++pass21; 
# 36
} while (pass21 < pass21); 
# 37
(__cudaPushCallConfiguration((pass21 + 127) / 128, 64, sizeof(int) * (32), 0)) ? (void)0 : clamp8(nullptr, nullptr, mid20[0], -2695); 
# 38
beta19 = (46UL); 
# 39
return 2142; 
# 40
} 
# 41
int main() { 
# 42
int n24 = 2399; 
# 43
for (int n25 = 0; n25 < 8; n25++) { 
# 44
(__cudaPushCallConfiguration(16, (28 + (28 + 72)) * 4, sizeof(double) * (128), (cudaStream_t)0)) ? (void)0 : clamp8((int *)nullptr, nullptr, (28 - n25) - n24, (9 + n24) % (n25 | 7)); 
# 45
n24 = 27; 
# 46
}  
# 47
n24 = stencil17((int *)nullptr, 51); 
# 48
return 0; 
# 49
} 

# 1 "v000854.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5795ac83_10_v000854_cu_1fae1ef7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000854.cudafe1.stub.c"
#include "v000854.cudafe1.stub.c"
# 1 "v000854.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
