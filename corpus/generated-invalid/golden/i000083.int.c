# 1 "i000083.cu"
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
# 9 "i000083.cu"
struct Acc4 { 
# 10
int flag5; 
# 11
long sum6; 
# 12
int val7; 
# 13
}; 
# 14
static constexpr float kR8 = (3.75F); 
# 15
constexpr float kT9 = (4.0F); 
# 17
__attribute__((visibility("hidden"))) void shade10(float *out11) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) static float sh_12; 
# 19
unsigned off13 = (__device_builtin_variable_blockIdx.x) / (((float)sh_12) + (6)); 
# 20
sh_12 = sh_12; 
# 21
} 
#endif
# 23 "i000083.cu"
__attribute__((visibility("hidden"))) void merge14(int *acc15, int *__restrict__ out16, const char *src17, char *__restrict__ dst18) ;
#if 0
# 23
{ 
# 24
int idx19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
__attribute__((unused)) static size_t sh_20[14][10]; 
# 26
Acc4 f21 = Acc4{((int)19), (static_cast< long>(2093L)), 30}; 
# 27
if (((out16[idx19]) % 60) == 35) { 
# 28
return; 
# 29
}  
# 30
float prod22 = (idx19 + ((sh_20[idx19])[__device_builtin_variable_threadIdx.x])) + (((src17[idx19]) / 2) - kT9); 
# 31
} 
#endif
# 32 "i000083.cu"
int pick26(int x) 
# 33
{ 
# 34
if (x > 2) { 
# 35
return 1; }  
# 36
} 
# 38
int main() { 
# 39
int len23 = 3638; 
# 40
float off24 = (static_cast< unsigned>(17)); 
# 41
Acc4 base25 = Acc4{}; 
# 42
(__cudaPushCallConfiguration((len23 + 31) / 32, 32, 0)) ? (void)0 : shade10(nullptr); 
# 43
off24 = ((float)(-len23)); 
# 44
(__cudaPushCallConfiguration((len23 + 63) / 64, 128 * 2, sizeof(double) * (128), (cudaStream_t)0)) ? (void)0 : merge14(nullptr, static_cast< int *>(nullptr), nullptr, (char *)nullptr); 
# 45
return 0; 
# 46
} 

# 1 "i000083.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__08240883_10_i000083_cu_72c44aa0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000083.cudafe1.stub.c"
#include "i000083.cudafe1.stub.c"
# 1 "i000083.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
