# 1 "v000622.cu"
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
# 25 "v000622.cu"
__attribute((always_inline)) __attribute__((unused)) inline float warp9(float alpha10, const float *__restrict__ input11) 
# 26
{int volatile ___ = 1;(void)alpha10;(void)input11;
# 37
::exit(___);}
#if 0
# 26
{ 
# 27
float prod12[3] = {}; 
# 28
if ((input11 == (nullptr)) || ((__device_builtin_variable_blockDim.x) <= (44))) { 
# 29
return (((input11[__device_builtin_variable_gridDim.z]) > (((__device_builtin_variable_threadIdx.x) <= (prod12[2])) ? alpha10 : (__device_builtin_variable_gridDim.y))) ? input11[__device_builtin_variable_gridDim.z] : (((__device_builtin_variable_threadIdx.x) <= (prod12[2])) ? alpha10 : (__device_builtin_variable_gridDim.y))); 
# 30
}  
# 31
(prod12[2]) = (prod12[__device_builtin_variable_threadIdx.y]); 
# 32
(prod12[__device_builtin_variable_blockIdx.y]) = ((((alpha10 > (prod12[__device_builtin_variable_blockIdx.x])) ? alpha10 : (prod12[__device_builtin_variable_blockIdx.x])) > alpha10) ? (alpha10 > (prod12[__device_builtin_variable_blockIdx.x])) ? alpha10 : (prod12[__device_builtin_variable_blockIdx.x]) : alpha10); 
# 33
if ((((prod12[1]) != (input11[__device_builtin_variable_blockDim.x])) ? sizeof(size_t) : sizeof(unsigned)) >= alpha10) { 
# 34
return (input11 == (nullptr)) ? (4) - (prod12[2]) : (+alpha10); 
# 35
}  
# 36
return (int)((input11[__device_builtin_variable_blockIdx.x]) * (__device_builtin_variable_threadIdx.x)); 
# 37
} 
#endif
# 39 "v000622.cu"
__attribute__((visibility("hidden"))) void stencil13(int *out14, int *__restrict__ buf15, int n16, float b17) ;
#if 0
# 40
{ 
# 41
unsigned i18 = __device_builtin_variable_threadIdx.x; 
# 42
if (i18 >= n16) { 
# 43
return; 
# 44
}  
# 45
b17 = (*out14); 
# 46
if ((out14[5]) >= 5) { 
# 47
return; 
# 48
}  
# 49
for (int it19 = 5; it19 > 0; --it19) { 
# 50
int t20 = ((unsigned char)'a') % (n16 + (*buf15)); 
# 51
}  
# 52
{ 
# 53
int e21[6] = {(-56), static_cast< int>(i18)}; 
# 54
(buf15[__device_builtin_variable_threadIdx.x]) = b17; 
# 55
} 
# 56
} 
#endif
# 58 "v000622.cu"
int main() 
# 59
{ 
# 60
int len22 = 1703; 
# 61
for (int n23 = 0; n23 < len22; ++n23) { 
# 62
len22 = (((len22 | 64) + 1) * (((float)n23) * n23)); 
# 63
}  
# 64
len22 = (17U); 
# 65
const char *z24 = ("AB"); 
# 66
(__cudaPushCallConfiguration(512, sizeof(float) * (8))) ? (void)0 : stencil13(static_cast< int *>(nullptr), (int *)nullptr, ~(z24[0]), len22 * (33 * len22)); 
# 67
return 0; 
# 68
} 

# 1 "v000622.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fad44e3f_10_v000622_cu_df2af4f6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000622.cudafe1.stub.c"
#include "v000622.cudafe1.stub.c"
# 1 "v000622.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
