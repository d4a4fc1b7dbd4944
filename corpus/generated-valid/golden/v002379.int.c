# 1 "v002379.cu"
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
# 11 "v002379.cu"
float g_bump4 = (21.625F); 
# 12
__attribute__((visibility("hidden"))) void norm5_kernel(const size_t *__restrict__ input6, int *buf7, int count8, int n9) ;
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern long dyn_10[]; 
# 15
int idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if (idx11 >= count8) { 
# 17
return; }  
# 18
{ 
# 19
do { count8 += (-21); } while (0); 
# 20
__attribute__((unused)) static unsigned long sh_12[12][14]; 
# 21
} 
# 22
} 
#endif
# 23 "v002379.cu"
enum class State13 { Off14, On15, High16 = 7}; 
# 24
__attribute__((visibility("hidden"))) void mix17(const long *src18, int stride19, unsigned long q20) ;
#if 0
# 25
{ 
# 26
int idx21 = __device_builtin_variable_threadIdx.x; 
# 27
if (idx21 >= stride19) { 
# 28
return; }  
# 29
int w22 = 0; 
# 30
while (w22 < idx21) { 
# 31
q20 = (((33L) + q20) + ('\177')); 
# 32
__attribute__((unused)) static int sh_23[8]; 
# 33
++w22; 
# 34
}  
# 35
int k24 = 60; 
# 36
} 
#endif
# 37 "v002379.cu"
int main() 
# 38
{ 
# 39
int len25 = 1092; 
# 40
do { g_bump4 += ((13.5F) - ((static_cast< unsigned>(g_bump4)) << (len25 & 50UL))); } while (0); 
# 41
len25++; 
# 42
dim3 u26 = dim3(32, 256); 
# 43
do { len25 += (static_cast< int>((36UL | len25) - (sizeof(float) >> len25))); } while (0); 
# 44
(__cudaPushCallConfiguration(256, 256, sizeof(float) * (32), nullptr)) ? (void)0 : mix17(static_cast< const long *>(nullptr), (27) - g_bump4, (728) + g_bump4); 
# 45
(__cudaPushCallConfiguration(1 << 1, ((dim3)((len25 + 31) / 32)))) ? (void)0 : norm5_kernel(nullptr, &len25, g_bump4, 5 - (len25 ^ 18)); 
# 46
return 0; 
# 47
} 

# 1 "v002379.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2267c6d4_10_v002379_cu_g_bump4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002379.cudafe1.stub.c"
#include "v002379.cudafe1.stub.c"
# 1 "v002379.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
