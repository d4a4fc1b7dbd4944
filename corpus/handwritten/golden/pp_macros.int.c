# 1 "pp_macros.cu"
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
# 20 "pp_macros.cu"
int report(const char *what, int code, const char *hint = "") { return ((what[0]) + code) + (hint[0]); } 
# 29
__attribute__((visibility("hidden"))) void square_kernel(const float *in, float *out, int n) ;
#if 0
# 29
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { float x = in[i]; (out[i]) = (x * x); }  } 
#endif
# 30 "pp_macros.cu"
__attribute__((visibility("hidden"))) void negate_kernel(const int *in, int *out, int n) ;
#if 0
# 30
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { int x = in[i]; (out[i]) = (-x); }  } 
#endif
# 31 "pp_macros.cu"
__attribute__((visibility("hidden"))) void halve_kernel(const double *in, double *out, int n) ;
#if 0
# 31
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { double x = in[i]; (out[i]) = (x / (2.0)); }  } 
#endif
# 35 "pp_macros.cu"
const char *kVersion = ("warp=32 (((1) + (2) - 1) / (2))"); 
# 36
int var_42 = 3; 
# 38
int main() 
# 39
{ 
# 40
float *f = (nullptr); 
# 41
(__cudaPushCallConfiguration(((1000 + 256) - 1) / 256, 256)) ? (void)0 : square_kernel(f, f, 1000); 
# 42
(__cudaPushCallConfiguration(((((500 < 700) ? 500 : 700) + 256) - 1) / 256, 256)) ? (void)0 : negate_kernel((const int *)nullptr, (int *)nullptr, (500 < 700) ? 500 : 700); 
# 43
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : halve_kernel(nullptr, nullptr, 32); 
# 44
do { if (!(var_42 == 3)) { report("var_42 == 3", 1, "count"); }  } while (0); 
# 45
do { if (!((kVersion[0]) == ('w'))) { report("kVersion[0] == \'w\'", 2); }  } while (0); 
# 46
return var_42; 
# 47
} 

# 1 "pp_macros.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fc22a303_12_pp_macros_cu_c6cc95be
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "pp_macros.cudafe1.stub.c"
#include "pp_macros.cudafe1.stub.c"
# 1 "pp_macros.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
