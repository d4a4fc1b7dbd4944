# 1 "udl2.cu"
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
# 2 "udl2.cu"
typedef unsigned long size_t; 
# 3
constexpr unsigned long long operator ""_k(unsigned long long v) { return v * 1024ULL; } 
# 4
unsigned long long operator ""_n(unsigned long long v) { return v * 1024ULL; } 
# 5
double operator ""_nd(long double v) { return v; } 
# 6
int operator ""_r(const char *s) { return s[0]; } 
# 7
constexpr int operator ""_cr(const char *s) { return s[0]; } 
# 8
template< char ...C> int operator ""_t() { return sizeof...(C); } 
# 9
struct W { int v; }; 
# 10
W operator ""_w(unsigned long long v) { return W{(int)v}; } 
# 11
int h(int); 
# 12
unsigned long long g1() { return 4_k; } 
# 13
unsigned long long g2() { return 4_n; } 
# 14
int main() 
# 15
{ 
# 16
unsigned long long a = 4_n; 
# 17
unsigned long long a2 = 31_n; 
# 18
double b = (0.1_nd); 
# 19
double b2 = (1.0E10_nd); 
# 20
int r = 0x12_r; 
# 21
int r2 = (1.5e3_cr); 
# 22
int t = 0x12_t; 
# 23
W w = 5_w; 
# 24
int k = (7_k); 
# 25
4_n; 
# 26
h(5_r); 
# 27
h(5_cr); 
# 28
static unsigned long long s = (4_k); 
# 29
static unsigned long long s2 = 4_n; 
# 30
return 0; 
# 31
} 

# 1 "udl2.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b60de0b1_7_udl2_cu__Zli2_ny
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "udl2.cudafe1.stub.c"
#include "udl2.cudafe1.stub.c"
# 1 "udl2.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
