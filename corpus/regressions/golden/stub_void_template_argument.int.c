# 1 "stub_void_template_argument.cu"
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

# 4 "stub_void_template_argument.cu"
template< class T> static void __wrapper__device_stub_empty_kernel() { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 4
{ } 
#endif

#pragma GCC diagnostic pop

# 4 "stub_void_template_argument.cu"
template< class T> static void empty_kernel() {__wrapper__device_stub_empty_kernel<T>();return;}
#if 0
# 4
{ } 
#endif
# 5 "stub_void_template_argument.cu"
template< class T> struct plus { }; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 6
template< class Op> static void __wrapper__device_stub_apply(int *&p, Op &op) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 6
{ (p[0]) = 1; } 
#endif

#pragma GCC diagnostic pop

# 6 "stub_void_template_argument.cu"
template< class Op> static void apply(int *p, Op op) {__wrapper__device_stub_apply<Op>(p,op);return;}
#if 0
# 6
{ (p[0]) = 1; } 
#endif
# 7 "stub_void_template_argument.cu"
int main() { 
# 8
(__cudaPushCallConfiguration(1, 1)) ? (void)0 : empty_kernel< void> (); 
# 9
(__cudaPushCallConfiguration(1, 1)) ? (void)0 : apply((int *)0, plus< void> {}); 
# 10
return 0; 
# 11
} 

# 1 "stub_void_template_argument.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4ce0f1eb_30_stub_void_template_argument_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "stub_void_template_argument.cudafe1.stub.c"
#include "stub_void_template_argument.cudafe1.stub.c"
# 1 "stub_void_template_argument.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
