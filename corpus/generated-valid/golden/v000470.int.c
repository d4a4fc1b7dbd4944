# 1 "v000470.cu"
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
# 12 "v000470.cu"
enum class Color4: unsigned { Off5, Red6, Slow7 = 7U}; 
# 14
__attribute__((visibility("hidden"))) void split8_kernel(int len9, float *buf10, float q11) ;
#if 0
# 14
{ 
# 15
int i12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if (i12 >= len9) { 
# 17
return; 
# 18
}  
# 19
float idx13 = (21.0F); 
# 20
len9 = (((sizeof(unsigned) + len9) / (39)) + (((27) / q11) + (21UL))); 
# 21
float tmp14[2] = {}; 
# 22
(tmp14[1]) = (' '); 
# 23
(buf10[i12]) = (23L); 
# 24
len9 = (tmp14[1]); 
# 25
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28 "v000470.cu"
template< class T, class U> static void 
# 29
__wrapper__device_stub_norm15(T &b16, double &a17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern int dyn_18[]; 
# 31
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if (a17 == (__device_builtin_variable_blockIdx.y)) { 
# 33
return; 
# 34
}  
# 35
if ((b16 / 39) < ((U)(dyn_18[7]))) { 
# 36
(dyn_18[3]) = gid19; 
# 37
}  
# 38
if ((dyn_18[__device_builtin_variable_blockIdx.x]) > 12U) { 
# 39
++a17; 
# 40
if ((dyn_18[0]) <= (__device_builtin_variable_gridDim.z)) { 
# 41
return; 
# 42
}  
# 43
}  
# 44
} 
#endif

#pragma GCC diagnostic pop

# 28 "v000470.cu"
template< class T, class U> static void 
# 29
norm15(T b16, double a17) {__wrapper__device_stub_norm15<T,U>(b16,a17);
# 44
return;}
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern int dyn_18[]; 
# 31
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if (a17 == (__device_builtin_variable_blockIdx.y)) { 
# 33
return; 
# 34
}  
# 35
if ((b16 / 39) < ((U)(dyn_18[7]))) { 
# 36
(dyn_18[3]) = gid19; 
# 37
}  
# 38
if ((dyn_18[__device_builtin_variable_blockIdx.x]) > 12U) { 
# 39
++a17; 
# 40
if ((dyn_18[0]) <= (__device_builtin_variable_gridDim.z)) { 
# 41
return; 
# 42
}  
# 43
}  
# 44
} 
#endif
# 46 "v000470.cu"
float host_norm20(int len21, int stride22) { 
# 47
if (((len21 != 39) && stride22) || (len21 || (38 >= stride22))) { 
# 48
len21 = len21; 
# 49
}  
# 50
{ 
# 51
len21 = (stride22 * len21); 
# 52
if (len21 > 4U) { 
# 53
return (22.0F) - ((len21 >= len21) ? len21 : len21); 
# 54
}  
# 55
} 
# 56
(__cudaPushCallConfiguration(32, 32, 1024, 0)) ? (void)0 : norm15< float, long> (len21, stride22); 
# 57
return 3 * len21; 
# 58
} 
# 60
int main() { 
# 61
int count23 = 2166; 
# 62
if (count23) { 
# 63
(__cudaPushCallConfiguration(16, 256, 39 + (39 + 4018), nullptr)) ? (void)0 : norm15< double, long> (count23 + (12.875F), count23); 
# 64
count23 = count23; 
# 65
}  
# 66
count23 = (-34); 
# 67
(__cudaPushCallConfiguration(dim3(1, 16 * 16), sizeof(int) * (32), (39 + 25) * 4, (cudaStream_t)0)) ? (void)0 : norm15< int, long> (host_norm20(35LL / count23, count23), (count23 + count23) - (39 + count23)); 
# 68
(__cudaPushCallConfiguration(dim3((count23 + 63) / 64, 4, 32), dim3(39 + 217, (count23 + 31) / 32))) ? (void)0 : split8_kernel(33ULL, nullptr, 39); 
# 69
return 0; 
# 70
} 

# 1 "v000470.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d5f5a8cf_10_v000470_cu_b64e8fda
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000470.cudafe1.stub.c"
#include "v000470.cudafe1.stub.c"
# 1 "v000470.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
