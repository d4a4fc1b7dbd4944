# 1 "v000962.cu"
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
# 16 "v000962.cu"
__attribute__((visibility("hidden"))) void warp6_kernel(float *__restrict__ acc7, int len8, float beta9) ;
#if 0
# 17
{ 
# 18
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (i10 >= len8) { 
# 20
return; 
# 21
}  
# 22
char v11 = (127); 
# 23
auto t12 = __device_builtin_variable_blockIdx.x; 
# 24
} 
#endif
# 26 "v000962.cu"
__attribute__((unused)) float mix13(int stride14, const float *__restrict__ src15) 
# 27
{int volatile ___ = 1;(void)stride14;(void)src15;
# 32
::exit(___);}
#if 0
# 27
{ 
# 28
stride14 = ((10) / (src15[6])); 
# 29
static_assert((sizeof(int) == (4)), "bad config");
# 30
(++stride14), (stride14 |= 50); 
# 31
return __device_builtin_variable_threadIdx.z; 
# 32
} 
#endif
# 33 "v000962.cu"
static float d_accum16; 
# 35
__attribute__((unused)) unsigned clamp17(int *acc18) 
# 36
{int volatile ___ = 1;(void)acc18;
# 40
::exit(___);}
#if 0
# 36
{ 
# 37
mix13(sizeof(int), reinterpret_cast< const float *>(acc18)); 
# 38
unsigned short z19(mix13(mix13((__device_builtin_variable_blockDim.z) / d_accum16, reinterpret_cast< const float *>(acc18)), reinterpret_cast< const float *>(acc18))); 
# 39
return mix13(acc18[3], reinterpret_cast< const float *>(acc18)); 
# 40
} 
#endif
# 43 "v000962.cu"
__attribute__((visibility("hidden"))) void gather20_kernel(const float *in21, float *__restrict__ out22) ;
#if 0
# 44
{ 
# 45
unsigned tid23 = __device_builtin_variable_threadIdx.x; 
# 46
d_accum16 *= (tid23 * mix13((__device_builtin_variable_gridDim.x) * tid23, nullptr)); 
# 47
if (((out22[tid23 & (7)]) * (*out22)) != (23LL)) { 
# 48
if ((*in21) != (__device_builtin_variable_blockIdx.z)) { 
# 49
return; 
# 50
}  
# 51
if ((in21[__device_builtin_variable_blockDim.x]) >= (8)) { 
# 52
--d_accum16; 
# 53
(*out22) = tid23; 
# 54
} else { if (((tid23 * tid23) ^ tid23) > ((*out22) / tid23)) { }  }  
# 55
}  
# 56
} 
#endif
# 58 "v000962.cu"
static void weigh24_kernel(unsigned alpha25, int count26, int lane27) ;
#if 0
# 59
{ 
# 60
int tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 61
if (tid28 >= lane27) { 
# 62
return; 
# 63
}  
# 64
if (__device_builtin_variable_warpSize * alpha25) { 
# 65
return; 
# 66
}  
# 67
alpha25 = clamp17((int *)nullptr); 
# 68
alpha25 = (30); 
# 69
} 
#endif
# 71 "v000962.cu"
int main() 
# 72
{ 
# 73
int n29 = 202; 
# 74
(__cudaPushCallConfiguration(2 * 2, 64 * 8, 0)) ? (void)0 : gather20_kernel((const float *)nullptr, nullptr); 
# 75
double x30{(5.0)}; 
# 76
(__cudaPushCallConfiguration(dim3(32, 2, (n29 + 127) / 128), 10 + 502, 0)) ? (void)0 : warp6_kernel(nullptr, sizeof(int), -(n29 + n29)); 
# 77
(__cudaPushCallConfiguration((n29 + 127) / 128, 128, sizeof(float) * (32))) ? (void)0 : weigh24_kernel(x30, (29L) - x30, 57U); 
# 78
return 0; 
# 79
} 

# 1 "v000962.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fe025a2a_10_v000962_cu_15e21362
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000962.cudafe1.stub.c"
#include "v000962.cudafe1.stub.c"
# 1 "v000962.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
