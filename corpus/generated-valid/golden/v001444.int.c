# 1 "v001444.cu"
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
# 23 "v001444.cu"
__attribute__((visibility("hidden"))) void drift5(const float *in6, long long b7) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern float dyn_8[]; 
# 25
--b7; 
# 26
__attribute__((unused)) static long sh_9; 
# 27
b7 *= ((+(dyn_8[sh_9])) / ((((in6[0]) <= sh_9) || (!in6)) ? (18) % b7 : (dyn_8[7]))); 
# 28
} 
#endif
# 29 "v001444.cu"
static unsigned long d_grow10; 
# 31
__attribute__((visibility("hidden"))) void lerp11_kernel(float *__restrict__ dst12, unsigned *__restrict__ data13) ;
#if 0
# 31
{ 
# 32
d_grow10 = (sizeof(int) ^ d_grow10); 
# 33
(dst12[d_grow10 & (7)])--; 
# 34
auto v14 = 62; 
# 35
} 
#endif
# 37 "v001444.cu"
unsigned combine15(float p16) { 
# 38
--p16; 
# 39
if ((p16 - p16) == (sizeof(float))) { 
# 40
return p16; 
# 41
}  
# 42
return ((2) + p16) + ((49) * p16); 
# 43
} 
# 45
int main() { 
# 46
int n17 = 4067; 
# 47
n17 = 9; 
# 48
n17 = (((long)21) * n17); 
# 49
if ((sizeof(size_t) <= n17) || (n17 > 49)) { 
# 50
return ((int)32U) + ((double)n17); 
# 51
}  
# 52
n17 = 8; 
# 53
--n17; 
# 54
(__cudaPushCallConfiguration((n17 + 255) / 256, (2 + 62) * (2 + 2))) ? (void)0 : drift5((const float *)nullptr, n17); 
# 55
(__cudaPushCallConfiguration(dim3((n17 + 63) / 64, (n17 + 127) / 128), 16 * 8, sizeof(int) * (256))) ? (void)0 : lerp11_kernel(nullptr, nullptr); 
# 56
return 0; 
# 57
} 

# 1 "v001444.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bb404efc_10_v001444_cu_354f3a6f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001444.cudafe1.stub.c"
#include "v001444.cudafe1.stub.c"
# 1 "v001444.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
