# 1 "cxx_gnu_attributes.cu"
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
# 6 "cxx_gnu_attributes.cu"
struct __attribute((aligned(16))) float4_t { float x, y, z, w; }; 
# 7
struct alignas(8) int2_t { int x, y; }; 
# 9
struct __attribute((packed)) WireHeader { 
# 10
unsigned char kind; 
# 11
unsigned length; 
# 12
unsigned short crc; 
# 13
}; 
# 15
static_assert((sizeof(WireHeader) == (7)), "packed header");
# 16
static_assert((__alignof__(float4_t) == (16)), "aligned vector");
# 18
__attribute((noinline)) int slow_path(int x) { return (x * 31) + 7; } 
# 19
__attribute((always_inline)) static inline int fast_path(int x) { return x << 1; } 
# 20
__attribute((const)) int square(int x) { return x * x; } 
# 21
__attribute((pure)) int first_byte(const WireHeader *h) { return h->kind; } 
# 22
__attribute((visibility("default"))) int exported_counter = 0; 
# 23
__attribute((weak)) int tunable_threshold = 64; 
# 24
__attribute((unused)) static int debug_level = 0; 
# 26
[[nodiscard]] int checked_len(const WireHeader &h) { return (int)(h.length); } 
# 28
__attribute((noinline)) __attribute__((unused)) float4_t madd(float4_t a, float4_t b, float s) 
# 29
{int volatile ___ = 1;(void)a;(void)b;(void)s;
# 31
::exit(___);}
#if 0
# 29
{ 
# 30
return float4_t{(a.x) + (s * (b.x)), (a.y) + (s * (b.y)), (a.z) + (s * (b.z)), (a.w) + (s * (b.w))}; 
# 31
} 
#endif
# 33 "cxx_gnu_attributes.cu"
__attribute__((visibility("hidden"))) void axpy4(const float4_t *__restrict__ x, float4_t *__restrict__ y, int n) ;
#if 0
# 34
{ 
# 35
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
if (i < n) { (y[i]) = madd(y[i], x[i], (2.0F)); }  
# 37
} 
#endif
# 39 "cxx_gnu_attributes.cu"
int main([[maybe_unused]] int argc, char **argv) 
# 40
{ 
# 41
WireHeader h = {(1), 128U, (48879)}; 
# 42
int len = checked_len(h); 
# 43
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : axpy4(nullptr, nullptr, 64); 
# 44
return (((slow_path(fast_path(len)) + square(first_byte(&h))) + exported_counter) + tunable_threshold) + (argv != (nullptr)); 
# 45
} 

# 1 "cxx_gnu_attributes.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b7e8d9b8_21_cxx_gnu_attributes_cu_6eea41ff
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx_gnu_attributes.cudafe1.stub.c"
#include "cxx_gnu_attributes.cudafe1.stub.c"
# 1 "cxx_gnu_attributes.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
