# 1 "v000911.cu"
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
# 24 "v000911.cu"
__attribute__((unused)) long tile9(const float *__restrict__ coef10, int len11) 
# 25
{int volatile ___ = 1;(void)coef10;(void)len11;
# 30
::exit(___);}
#if 0
# 25
{ 
# 26
len11 += (coef10[len11]); 
# 27
if ((len11 + 15) <= 30L) { 
# 28
return coef10[4]; }  
# 29
return -12L; 
# 30
} 
#endif
# 32 "v000911.cu"
__attribute__((visibility("hidden"))) void tally12(unsigned *out13, float cfg14) ;
#if 0
# 33
{ 
# 34
if (cfg14 >= (tile9(&cfg14, 6UL))) { 
# 35
cfg14 = (__device_builtin_variable_gridDim.y); 
# 36
cfg14 *= (out13[4]); 
# 37
constexpr float lim15 = (21.5F); 
# 38
}  
# 39
} 
#endif
# 41 "v000911.cu"
int main() 
# 42
{ 
# 43
int size16 = 1622; 
# 44
if ((size16 - 6) != size16) { 
# 45
return ((float)(9.5F)) - size16; }  
# 46
size16--; 
# 47
size16 += 46; 
# 48
if (size16 >= (16ULL + size16)) { 
# 49
(--size16), (size16 = (__alignof__(double))); 
# 50
size16 = 3299; 
# 51
}  
# 52
(__cudaPushCallConfiguration(8, 47 + 17, 16 + (5 + (16 + 987)), (cudaStream_t)0)) ? (void)0 : tally12((unsigned *)nullptr, (1.375F)); 
# 53
return 0; 
# 54
} 

# 1 "v000911.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5e9729d4_10_v000911_cu_4b0ffc56
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000911.cudafe1.stub.c"
#include "v000911.cudafe1.stub.c"
# 1 "v000911.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
