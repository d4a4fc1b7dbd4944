# 1 "v000569.cu"
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
# 8 "v000569.cu"
__attribute__((visibility("hidden"))) void grow3_kernel(const double *coef4, unsigned *data5, const int *coef6) ;
#if 0
# 9
{ 
# 10
int i7 = __device_builtin_variable_threadIdx.x; 
# 11
int t8{(42UL)}; 
# 12
t8 = ((unsigned long)(coef6[i7])); 
# 13
} 
#endif
# 15 "v000569.cu"
static void stencil9_kernel(float *dst10, const double *coef11, float b12, float *acc13) ;
#if 0
# 16
{ 
# 17
int gid14 = __device_builtin_variable_threadIdx.x; 
# 18
unsigned long long u15 = 6 >> ((long)((*coef11) + (4))); 
# 19
float stride16 = (12.75F); 
# 20
int base17 = *acc13; 
# 21
} 
#endif
# 23 "v000569.cu"
struct Particle18 { 
# 24
float w19; 
# 25
float val20; 
# 26
double vel21; 
# 27
}; 
# 30
__attribute__((unused)) short lerp22(unsigned q23, float b24, int lane25) 
# 31
{int volatile ___ = 1;(void)q23;(void)b24;(void)lane25;
# 35
::exit(___);}
#if 0
# 31
{ 
# 32
b24 = ((q23 += b24), (lane25 * lane25)); 
# 33
lane25 = ((((double)b24) * b24) - q23); 
# 34
return b24; 
# 35
} 
#endif
# 37 "v000569.cu"
double count26(Particle18 alpha27, float beta28, float beta29) 
# 38
{ 
# 39
(__cudaPushCallConfiguration(2, 64, 0, nullptr)) ? (void)0 : stencil9_kernel(&beta29, nullptr, 64, &beta29); 
# 40
(__cudaPushCallConfiguration(dim3(1 << 4, 8, 1 << 3), dim3(sizeof(float) * (128), sizeof(float) * (8)))) ? (void)0 : grow3_kernel(nullptr, nullptr, nullptr); 
# 41
beta28 = (-(10.125F)); 
# 42
beta29 += (2UL); 
# 43
beta28 -= (0.5F); 
# 44
(__cudaPushCallConfiguration(sizeof(float) * (32), 128)) ? (void)0 : stencil9_kernel(&beta28, static_cast< const double *>(nullptr), beta29, nullptr); 
# 45
return (12.0); 
# 46
} 
# 48
int main() 
# 49
{ 
# 50
int n30 = 847; 
# 51
n30 >>= n30; 
# 52
int mid31 = 4 * ((int)n30); 
# 53
return 0; 
# 54
} 

# 1 "v000569.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5ec11d50_10_v000569_cu_5bdedc51
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000569.cudafe1.stub.c"
#include "v000569.cudafe1.stub.c"
# 1 "v000569.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
