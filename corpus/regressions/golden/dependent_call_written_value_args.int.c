# 1 "dependent_call_written_value_args.cu"
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

# 3 "dependent_call_written_value_args.cu"
template< class T, int B> static void __wrapper__device_stub_kern(T *&p) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 3
{ } 
#endif

#pragma GCC diagnostic pop

# 3 "dependent_call_written_value_args.cu"
template< class T, int B> static void kern(T *p) {__wrapper__device_stub_kern<T,B>(p);return;}
#if 0
# 3
{ } 
#endif
# 4 "dependent_call_written_value_args.cu"
template< class T, int B> void host_fn(T *p) { } 
# 5
struct Limits { static const int cap = 3; }; 
# 6
const int global_width = 7; 
# 7
template< class T> void 
# 8
launch(T *p) 
# 9
{ 
# 10
constexpr int block = 128, grid = 64; 
# 11
const int width = 5; 
# 12
(__cudaPushCallConfiguration(grid, block)) ? (void)0 : kern< T, block> (p); 
# 13
host_fn< T, block> (p); 
# 14
host_fn< T, width> (p); 
# 15
host_fn< T, global_width> (p); 
# 16
host_fn< T, Limits::cap> (p); 
# 17
host_fn< T, 3 + 4> (p); 
# 18
host_fn< T, sizeof(int)> (p); 
# 19
host_fn< int, 128> (0); 
# 20
if (p) { 
# 21
(__cudaPushCallConfiguration(grid, block)) ? (void)0 : kern< T, block> (p); 
# 22
}  
# 23
} 
# 24
void run_all(int *p) { launch(p); } 

# 1 "dependent_call_written_value_args.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__db471d10_36_dependent_call_written_value_args_cu_230a4664
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_call_written_value_args.cudafe1.stub.c"
#include "dependent_call_written_value_args.cudafe1.stub.c"
# 1 "dependent_call_written_value_args.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
