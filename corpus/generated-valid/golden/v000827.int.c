# 1 "v000827.cu"
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
# 9 "v000827.cu"
__attribute__((visibility("hidden"))) void kick4(const long *coef5) ;
#if 0
# 9
{ 
# 10
int tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
} 
#endif
# 12 "v000827.cu"
static int c_gather7[2]; 
# 13
static int g_lerp8; 
# 15
namespace ops9 { 
# 16
constexpr long WIDTH10 = (1 << 3); 
# 17
static int d_apply11; 
# 18
}
# 20
__attribute__((unused)) long relax12(int n13 = 42) {int volatile ___ = 1;(void)n13;
# 31
::exit(___);}
#if 0
# 20
{ 
# 21
++ops9::d_apply11; 
# 22
int v14{49}; 
# 23
if ((n13 * (c_gather7[0])) >= ops9::WIDTH10) { 
# 24
goto done15; 
# 25
}  
# 26
--v14; 
# 27
if (n13 > (v14 - v14)) { 
# 28
return v14; }  
# 29
done15:; ; 
# 30
return n13 | ops9::WIDTH10; 
# 31
} 
#endif
# 32 "v000827.cu"
enum Kind16 { 
# 33
ON17, 
# 34
MUL18, 
# 35
HIGH19, 
# 36
IDLE20 = 8, 
# 37
RED21
# 38
}; 
# 40
__attribute__((visibility("hidden"))) void sweep22(const int *coef23, const float *input24, int n25, char beta26) ;
#if 0
# 40
{ 
# 41
int tid27 = __device_builtin_variable_threadIdx.x; 
# 42
if (tid27 >= n25) { 
# 43
return; }  
# 44
__attribute__((unused)) static long long sh_28[8]; 
# 45
auto x29 = (__device_builtin_variable_blockIdx.z) | (beta26 % ((short)(sh_28[__device_builtin_variable_blockDim.y]))); 
# 46
relax12(); 
# 47
} 
#endif
# 49 "v000827.cu"
int main() { 
# 50
int n30 = 859; 
# 51
n30--; 
# 52
(__cudaPushCallConfiguration(((HIGH19) + ((MUL18) + (MUL18))) * ((HIGH19) + (ops9::WIDTH10 + (6))), 1 << ((MUL18) + ((MUL18) + 3)))) ? (void)0 : kick4(nullptr); 
# 53
g_lerp8 = ops9::WIDTH10; 
# 54
++g_lerp8; 
# 55
g_lerp8 >>= g_lerp8; 
# 56
(__cudaPushCallConfiguration((g_lerp8 + 127) / 128, 16 * ((MUL18) + 3))) ? (void)0 : sweep22(&n30, nullptr, g_lerp8, ops9::WIDTH10 / g_lerp8); 
# 57
return 0; 
# 58
} 

# 1 "v000827.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f700df7d_10_v000827_cu_fd007f9a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000827.cudafe1.stub.c"
#include "v000827.cudafe1.stub.c"
# 1 "v000827.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
