# 1 "v000494.cu"
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
# 10 "v000494.cu"
__attribute__((visibility("hidden"))) void stencil6_kernel(int n7) ;
#if 0
# 11
{ 
# 12
int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if (i8 >= n7) { 
# 14
return; 
# 15
}  
# 16
if ((((__device_builtin_variable_blockIdx.y) + (8)) + i8) >= n7) { 
# 17
return; 
# 18
}  
# 19
int t9 = (sizeof(int)); 
# 20
(--t9), (t9 = ((3) + ((t9 * (__device_builtin_variable_blockDim.y)) | i8))); 
# 21
n7--; 
# 22
--t9; 
# 23
} 
#endif
# 24 "v000494.cu"
__attribute__((visibility("hidden"))) void trace10(const unsigned *src11, double *buf12) ;
#if 0
# 25
{ 
# 26
int idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
(buf12[(__device_builtin_variable_blockIdx.x) & (7)])++; 
# 28
if (((*buf12) * idx13) != (55L)) { 
# 29
return; 
# 30
}  
# 31
(*buf12) = idx13; 
# 32
(buf12[1]) = ((22.125F)); 
# 33
if (!src11) { 
# 34
return; 
# 35
}  
# 36
(buf12[idx13 & 7])--; 
# 37
} 
#endif
# 38 "v000494.cu"
constexpr inline float kT14 = (0.25F); 
# 39
using idx15_t = unsigned; 
# 40
constexpr long STEPS16 = (256); 
# 41
__attribute__((visibility("hidden"))) void step17_kernel(int *dst18, int count19, double *out20, const long long *input21) ;
#if 0
# 42
{ 
# 43
int gid22 = __device_builtin_variable_threadIdx.x; 
# 44
if (gid22 >= count19) { 
# 45
return; 
# 46
}  
# 47
__attribute__((unused)) static unsigned sh_23[16]; 
# 48
++count19; 
# 49
} 
#endif
# 50 "v000494.cu"
int main() 
# 51
{ 
# 52
int count24 = 1911; 
# 53
++count24; 
# 54
(__cudaPushCallConfiguration(sizeof(float) * (64), sizeof(unsigned) * (16), sizeof(int) * (128))) ? (void)0 : step17_kernel(&count24, kT14, (double *)nullptr, (const long long *)nullptr); 
# 55
(__cudaPushCallConfiguration(64, sizeof(float) * (64), sizeof(int) * (64))) ? (void)0 : stencil6_kernel(7LL); 
# 56
(__cudaPushCallConfiguration(dim3((count24 + 127) / 128, sizeof(float)), 1 << 9, 128 * 8)) ? (void)0 : trace10((const unsigned *)nullptr, static_cast< double *>(nullptr)); 
# 57
return 0; 
# 58
} 

# 1 "v000494.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e5a781f9_10_v000494_cu_06df5df9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000494.cudafe1.stub.c"
#include "v000494.cudafe1.stub.c"
# 1 "v000494.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
