# 1 "kernel_unnamed_parameter_temps.cu"
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

# 5 "kernel_unnamed_parameter_temps.cu"
template< class T> static void __wrapper__device_stub_kt(T &__T0, int &__T1) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 5
{ } 
#endif

#pragma GCC diagnostic pop

# 5 "kernel_unnamed_parameter_temps.cu"
template< class T> static void kt(T __T0, int __T1) {__wrapper__device_stub_kt<T>(__T0,__T1);return;}
#if 0
# 5
{ } 
#endif
# 6 "kernel_unnamed_parameter_temps.cu"
__attribute__((visibility("hidden"))) void k(int *__restrict__ p, int __T2) ;
#if 0
# 6
{ } 
#endif
# 7 "kernel_unnamed_parameter_temps.cu"
__attribute__((visibility("hidden"))) void k2(int a, float __T3, char __T4) ;
#if 0
# 7
{ } 
#endif
# 8 "kernel_unnamed_parameter_temps.cu"
__attribute__((unused)) int f(int, int b) {int volatile ___ = 1;(void)b;::exit(___);}
#if 0
# 8
{ return b; } 
#endif
# 9 "kernel_unnamed_parameter_temps.cu"
__attribute__((visibility("hidden"))) void k3(int *p) ;
#if 0
# 9
{ (*p) = f(1, 2); } 
#endif
# 10 "kernel_unnamed_parameter_temps.cu"
int main() { (__cudaPushCallConfiguration(1, 1)) ? (void)0 : kt((1.0F), 2); return 0; } 

# 1 "kernel_unnamed_parameter_temps.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6f122934_33_kernel_unnamed_parameter_temps_cu__Z1kPii
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_unnamed_parameter_temps.cudafe1.stub.c"
#include "kernel_unnamed_parameter_temps.cudafe1.stub.c"
# 1 "kernel_unnamed_parameter_temps.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
