# 1 "kernel_template_launch.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 5 "kernel_template_launch.cu"
template< class T> static void 
# 6
__wrapper__device_stub_fill(T *&out, T &value, int &n) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 7
{ 
# 8
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
if (i < n) { (out[i]) = value; }  
# 10
} 
#endif

#pragma GCC diagnostic pop

# 5 "kernel_template_launch.cu"
template< class T> static void 
# 6
fill(T *out, T value, int n) 
# 7
{__wrapper__device_stub_fill<T>(out,value,n);
# 10
return;}
#if 0
# 7
{ 
# 8
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
if (i < n) { (out[i]) = value; }  
# 10
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 12 "kernel_template_launch.cu"
template< class T, int Unroll = 4> static void 
# 13
__wrapper__device_stub_scale(T *&data, T &factor, int &n) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 14
{ 
# 15
int base = (((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x)) * (Unroll); 
# 17
#pragma unroll
for (
# 17
int k = 0; k < Unroll; ++k) { 
# 18
int i = base + k; 
# 19
if (i < n) { (data[i]) *= factor; }  
# 20
}  
# 21
} 
#endif

#pragma GCC diagnostic pop

# 12 "kernel_template_launch.cu"
template< class T, int Unroll = 4> static void 
# 13
scale(T *data, T factor, int n) 
# 14
{__wrapper__device_stub_scale<T,Unroll>(data,factor,n);
# 21
return;}
#if 0
# 14
{ 
# 15
int base = (((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x)) * (Unroll); 
# 17
#pragma unroll
for (
# 17
int k = 0; k < Unroll; ++k) { 
# 18
int i = base + k; 
# 19
if (i < n) { (data[i]) *= factor; }  
# 20
}  
# 21
} 
#endif
# 23 "kernel_template_launch.cu"
template< class T> void 
# 24
fill_and_scale(T *buf, int n, T v, T f) 
# 25
{ 
# 26
(__cudaPushCallConfiguration((n + 127) / 128, 128)) ? (void)0 : fill(buf, v, n); 
# 27
(__cudaPushCallConfiguration((n + 255) / 256, 128)) ? (void)0 : scale< T, 2> (buf, f, n); 
# 28
} 
# 30
int main() 
# 31
{ 
# 32
float *f = (nullptr); 
# 33
double *d = (nullptr); 
# 34
int *i = (nullptr); 
# 35
fill_and_scale(f, 1000, (1.0F), (3.0F)); 
# 36
fill_and_scale< double> (d, 500, (2.0), (0.25)); 
# 37
(__cudaPushCallConfiguration(4, 64)) ? (void)0 : fill< int> (i, 7, 256); 
# 38
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : scale(i, 3, 128); 
# 39
return 0; 
# 40
} 

# 1 "kernel_template_launch.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5210c7e3_25_kernel_template_launch_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_template_launch.cudafe1.stub.c"
#include "kernel_template_launch.cudafe1.stub.c"
# 1 "kernel_template_launch.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
