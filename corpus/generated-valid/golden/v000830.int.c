# 1 "v000830.cu"
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
# 20 "v000830.cu"
namespace math9 { namespace inner10 { 
# 21
static unsigned char d_stencil11; 
# 22
}}
# 23
typedef double *ptr12_t; 
# 26
struct Stats13 { 
# 27
int sum14; 
# 28
float mass15, sum16; 
# 29
int sum17; 
# 30
}; 
# 37
__attribute__((visibility("hidden"))) void map_update19(double *data, int n) ;
#if 0
# 37
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 38 "v000830.cu"
__attribute__((visibility("hidden"))) void map_accum20(double *data, int n) ;
#if 0
# 38
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 40 "v000830.cu"
static void combine21(Stats13 a22) { 
# 41
a22 = a22; 
# 42
(__cudaPushCallConfiguration(64, 256, sizeof(int) * (128), nullptr)) ? (void)0 : map_accum20(nullptr, sizeof(unsigned)); 
# 43
} 
# 45
int main() { 
# 46
int size23 = 396; 
# 47
dim3 sum24 = ((dim3)(2)); 
# 48
auto op27 = [=](auto m25) { 
# 49
--m25; 
# 50
Stats13 x26 = Stats13{size23, (1.0F), (16.75F), 2}; 
# 51
return m25 * 2; 
# 52
} ; typedef decltype(op27) __T0;
# 53
op27(size23); 
# 54
size23--; 
# 55
size23 = (size23 + ((4368 & size23) + (size23 / size23))); 
# 56
size23 -= ((((size23 > size23) ? size23 : size23) > (size23 - size23)) ? (size23 > size23) ? size23 : size23 : (size23 - size23)); 
# 57
size23 |= size23; 
# 58
(__cudaPushCallConfiguration(2, ((dim3)((size23 + 255) / 256)))) ? (void)0 : map_update19(nullptr, size23 * size23); 
# 59
return 0; 
# 60
} 

# 1 "v000830.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__57b7ce74_10_v000830_cu_beae9ffe
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000830.cudafe1.stub.c"
#include "v000830.cudafe1.stub.c"
# 1 "v000830.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
