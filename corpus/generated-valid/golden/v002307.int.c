# 1 "v002307.cu"
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
# 24 "v002307.cu"
static double d_sift7[8]; 
# 27
__attribute((noinline)) __attribute__((unused)) void score8(bool beta9) {int volatile ___ = 1;(void)beta9;
# 35
::exit(___);}
#if 0
# 27
{ 
# 28
if (((d_sift7[5]) + beta9) != (__device_builtin_variable_threadIdx.y)) { 
# 29
return; }  
# 30
constexpr float e10 = (22.875F); 
# 31
auto y11 = ((60 * beta9) / (beta9 * 8)) * (e10 / beta9); 
# 32
const double *val12 = (static_cast< const double *>(nullptr)); 
# 33
if (beta9 <= (*val12)) { 
# 34
return; }  
# 35
} 
#endif
# 38 "v002307.cu"
__attribute__((visibility("hidden"))) void split13(unsigned *buf14, int count15, int *data16, int stride17) ;
#if 0
# 38
{ 
# 39
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
if (gid18 >= count15) { 
# 41
return; }  
# 42
(data16[gid18]) |= (-16); 
# 43
constexpr int u19 = 23; 
# 44
(d_sift7[__device_builtin_variable_threadIdx.x]) -= gid18; 
# 45
} 
#endif
# 47 "v002307.cu"
int main() { 
# 48
int count20 = 3242; 
# 49
auto step22 = [&](float tmp21)->float { 
# 50
tmp21 *= (13.0F); 
# 51
(__cudaPushCallConfiguration(((count20) + 63) / 64, 512, sizeof(double) * (128), 0)) ? (void)0 : split13((unsigned *)nullptr, (count20) * (static_cast< char>(44)), nullptr, (48 + (count20)) * (sizeof(int) * (count20))); 
# 52
return count20; 
# 53
} ; typedef decltype(step22) __T0;
# 54
step22(count20); 
# 55
(__cudaPushCallConfiguration((count20 + 255) / 256, 3 + 29)) ? (void)0 : split13((unsigned *)nullptr, step22(count20), &count20, +(5 + count20)); 
# 56
int w23 = 0; 
# 57
do { 
# 58
++count20; 
# 59
++w23; 
# 60
} while (w23 < 3); 
# 61
count20 ^= (w23 + (w23 - (static_cast< int>(w23)))); 
# 62
count20 = (((__alignof__(float) / w23) + (60 * w23)) - w23); 
# 63
return 0; 
# 64
} 

# 1 "v002307.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__70986df7_10_v002307_cu_7cc0ae2c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002307.cudafe1.stub.c"
#include "v002307.cudafe1.stub.c"
# 1 "v002307.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
