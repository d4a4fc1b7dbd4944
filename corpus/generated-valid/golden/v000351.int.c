# 1 "v000351.cu"
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
# 10 "v000351.cu"
namespace math5 { 
# 11
static float c_spread6; 
# 13
constexpr int host_reduce7(int count8, long a9) { 
# 14
a9 = (sizeof(double)); 
# 15
a9 = (((29U * count8) * (3883)) * (33UL + (count8 | count8))); 
# 16
return count8; 
# 17
} 
# 18
static bool d_drift10; 
# 19
}
# 21
template< class T> float 
# 22
smooth11(T alpha12) { 
# 23
if ((alpha12 * alpha12) == (' ' + alpha12)) { 
# 24
alpha12 = (((3.25) * alpha12) - (alpha12 - alpha12)); 
# 25
auto hi13 = 62U; 
# 26
} else { 
# 27
alpha12 = ((static_cast< T>(alpha12 + alpha12)) - (4888L + alpha12)); 
# 28
alpha12 = 7; 
# 29
}  
# 30
return 38; 
# 31
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33
template< class T, int N> static void 
# 34
__wrapper__device_stub_score14_kernel(T *&data15, const double *&src16, const T *&src17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
int tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
auto w19 = (((data15[tid18 & 7]) + (__device_builtin_variable_blockIdx.x)) * (static_cast< signed char>(18))) + (1.5F); 
# 37
T k20 = (((17.125) * (src17[__device_builtin_variable_gridDim.x])) * (math5::d_drift10 + math5::d_drift10)) * ((0.375) - (__device_builtin_variable_gridDim.x)); 
# 38
if (math5::d_drift10) { 
# 39
(data15[tid18 & 7]) = (static_cast< T>(-((src16[(__device_builtin_variable_gridDim.z) & (7)]) * __device_builtin_variable_warpSize))); 
# 40
} else { if ((((*src16) - (3)) + (3)) >= (static_cast< double>((0.25)))) { 
# 41
unsigned k21 = (((__device_builtin_variable_threadIdx.y) + math5::d_drift10) & (N)) - (((src16[tid18 & 7]) / math5::c_spread6) * ((__device_builtin_variable_blockDim.x) * 23UL)); 
# 42
} else { 
# 43
}  }  
# 44
} 
#endif

#pragma GCC diagnostic pop

# 33 "v000351.cu"
template< class T, int N> static void 
# 34
score14_kernel(T *data15, const double *src16, const T *src17) {__wrapper__device_stub_score14_kernel<T,N>(data15,src16,src17);
# 44
return;}
#if 0
# 34
{ 
# 35
int tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
auto w19 = (((data15[tid18 & 7]) + (__device_builtin_variable_blockIdx.x)) * (static_cast< signed char>(18))) + (1.5F); 
# 37
T k20 = (((17.125) * (src17[__device_builtin_variable_gridDim.x])) * (math5::d_drift10 + math5::d_drift10)) * ((0.375) - (__device_builtin_variable_gridDim.x)); 
# 38
if (math5::d_drift10) { 
# 39
(data15[tid18 & 7]) = (static_cast< T>(-((src16[(__device_builtin_variable_gridDim.z) & (7)]) * __device_builtin_variable_warpSize))); 
# 40
} else { if ((((*src16) - (3)) + (3)) >= (static_cast< double>((0.25)))) { 
# 41
unsigned k21 = (((__device_builtin_variable_threadIdx.y) + math5::d_drift10) & (N)) - (((src16[tid18 & 7]) / math5::c_spread6) * ((__device_builtin_variable_blockDim.x) * 23UL)); 
# 42
} else { 
# 43
}  }  
# 44
} 
#endif
# 46 "v000351.cu"
constexpr int host_sift22(int len23) { 
# 47
(--len23), (len23 = len23); 
# 48
return -39; 
# 49
} 
# 51
int main() { 
# 52
int count24 = 1070; 
# 53
float mid25{(static_cast< float>((17.625F)))}; 
# 54
(__cudaPushCallConfiguration(dim3(3 + 5, (count24 + 255) / 256), 32 * (3 + 5))) ? (void)0 : score14_kernel< unsigned, 7> ((unsigned *)nullptr, nullptr, nullptr); 
# 55
return 0; 
# 56
} 

# 1 "v000351.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0a8cac72_10_v000351_cu_55ddad95
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000351.cudafe1.stub.c"
#include "v000351.cudafe1.stub.c"
# 1 "v000351.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
