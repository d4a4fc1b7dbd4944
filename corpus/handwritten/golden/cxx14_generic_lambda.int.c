# 1 "cxx14_generic_lambda.cu"
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
# 6 "cxx14_generic_lambda.cu"
template< class T> constexpr T kMask = ((T)240); 
# 8
constexpr int bit_reverse8(int v) 
# 9
{ 
# 10
int r = 0; 
# 11
for (int i = 0; i < 8; ++i) { 
# 12
r = ((r << 1) | (v & 1)); 
# 13
v >>= 1; 
# 14
}  
# 15
return r; 
# 16
} 
# 17
static_assert((bit_reverse8(1) == 128), "reverse");
# 19
auto deduced_sum(int a, long b) { return a + b; } 
# 21
[[deprecated("use scale_v2")]] void scale_v1(float *, int); 
# 23
__attribute__((visibility("hidden"))) void mask_bytes(unsigned char *p, int n) ;
#if 0
# 24
{ 
# 25
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
if (i < n) { (p[i]) &= kMask< unsigned char> ; }  
# 27
} 
#endif
# 29 "cxx14_generic_lambda.cu"
template< class F> void 
# 30
twice(F f) { f(1); f(2); } 
# 32
int main() 
# 33
{ 
# 34
int total = 0; 
# 35
auto add = [&total](auto v) { (total) += (static_cast< int>(v)); } ; typedef decltype(add) __T0;
# 36
twice(add); 
# 37
add((2.5)); 
# 38
auto make_adder = [](auto base) { return [base](auto v) { return (base) + v; } ; } ; typedef decltype(make_adder) __T1;
# 39
auto plus10 = make_adder(10); typedef decltype(plus10) __T2;
# 40
(__cudaPushCallConfiguration(4, 256)) ? (void)0 : mask_bytes(nullptr, 1024); 
# 41
return ((total + plus10(5)) + ((int)deduced_sum(1, 2L))) + bit_reverse8(3); 
# 42
} 

# 1 "cxx14_generic_lambda.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__77e2dce7_23_cxx14_generic_lambda_cu_183d31f4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx14_generic_lambda.cudafe1.stub.c"
#include "cxx14_generic_lambda.cudafe1.stub.c"
# 1 "cxx14_generic_lambda.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
