# 1 "v000838.cu"
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
# 14 "v000838.cu"
__attribute__((visibility("hidden"))) void bias7(int stride8, int stride9) ;
#if 0
# 14
{ 
# 15
auto stride10 = 8; 
# 16
stride8 = stride9; 
# 17
} 
#endif
# 18 "v000838.cu"
typedef float *ptr11_t; 
# 19
int g_tile12 = 28; 
# 20
namespace detail13 { 
# 21
float host_scale14(int stride15) { 
# 22
(__cudaPushCallConfiguration((stride15 + 31) / 32, 32)) ? (void)0 : bias7(((stride15 <= 53UL) || (g_tile12 > g_tile12)) ? stride15 : g_tile12, (g_tile12 % 8) + 44L); 
# 23
stride15--; 
# 24
(__cudaPushCallConfiguration(64 * 2, 512, 4096)) ? (void)0 : bias7(8, g_tile12); 
# 25
return (g_tile12 == stride15) ? stride15 ^ 43UL : (7); 
# 26
} 
# 27
enum Level16: short { GREEN17 = 1, BLUE18, RED19}; 
# 28
__attribute__((visibility("hidden"))) void scale20_kernel(int len21, short beta22) ;
#if 0
# 28
{ 
# 29
int tmp23{len21}; 
# 30
__attribute__((unused)) static float sh_24[((detail13::GREEN17) + 7) * ((detail13::GREEN17) + 1)]; 
# 31
} 
#endif
# 32 "v000838.cu"
}
# 33
int main() { 
# 34
int len25 = 3017; 
# 35
(__cudaPushCallConfiguration(256, 8 * 16)) ? (void)0 : detail13::scale20_kernel(256, (256 - g_tile12) + g_tile12); 
# 36
int cnt26 = (~(len25 + len25)) + len25; 
# 37
(__cudaPushCallConfiguration(2, 12 + 116, sizeof(int) * (64), 0)) ? (void)0 : detail13::scale20_kernel(256, 62); 
# 38
g_tile12 = (6ULL); 
# 39
return 0; 
# 40
} 

# 1 "v000838.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9203e69b_10_v000838_cu_cebb8b94
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000838.cudafe1.stub.c"
#include "v000838.cudafe1.stub.c"
# 1 "v000838.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
