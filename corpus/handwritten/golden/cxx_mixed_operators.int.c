# 1 "cxx_mixed_operators.cu"
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
# 2 "cxx_mixed_operators.cu"
template< class ...Ts> constexpr int count() { return sizeof...(Ts); } 
# 3
template< class ...Ts> constexpr auto sum(Ts ...ts) { return (ts + ... + 0); } 
# 4
template< class T, class  = void> struct has_x { static constexpr inline bool value = false; }; 
# 5
struct WithOps { 
# 6
int v; 
# 7
WithOps &operator+=(const WithOps &o) { (v) += (o.v); return *this; } 
# 8
friend inline WithOps operator+(WithOps a, const WithOps &b) { (a += b); return a; } 
# 9
explicit operator bool() const { return (v) != 0; } 
# 10
int operator[](int i) const { return (v) + i; } 
# 11
int operator()(int a, int b) const { return (a * b) + (v); } 
# 12
}; 
# 13
struct Agg { int a; double b; int c[2]; }; 
# 14
template< class T> T maxv(T a, T b) { return (a > b) ? a : b; } 
# 15
template<> int maxv< int> (int a, int b) { return (a >= b) ? a : b; } 
# 16
template float maxv< float> (float a, float b);
# 17
namespace _GLOBAL__N__dd2c1fc8_22_cxx_mixed_operators_cu__Z2cbi __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__dd2c1fc8_22_cxx_mixed_operators_cu__Z2cbi; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__dd2c1fc8_22_cxx_mixed_operators_cu__Z2cbi __attribute__((visibility("hidden")))  { int hidden = 4; }
# 18
using IntAlias = int; 
# 19
typedef void (*Fn)(int); 
# 20
void cb(int) { } 
# 21
int run() { 
# 22
WithOps w{1}, z{2}; 
# 23
w = (w + z); 
# 24
Agg ag{1, (2.0), {3, 4}}; 
# 25
Agg ag2 = {.a = 1, .b = (2)}; 
# 26
Fn f = cb; f(3); 
# 27
IntAlias ia = (count< int, char> () + sum(1, 2, 3)); 
# 28
if (auto q = w[1]; q > 2) { ia += q; }  
# 29
auto lam = [&ia, w](int k) mutable { ((w).v) += k; return (ia) + (w)(2, 3); } ; typedef decltype(lam) __T0;
# 30
int r = ((((lam(1) + maxv(1, 2)) + ((int)maxv((1.0F), (2.0F)))) + hidden) + ((ag.c)[1])) + (ag2.a); 
# 31
return w ? r : (-r); 
# 32
} 
# 33
__attribute__((visibility("hidden"))) void kern(int *out, Agg a) ;
#if 0
# 33
{ (out[__device_builtin_variable_threadIdx.x]) = ((a.a) + ((a.c)[0])); } 
#endif
# 34 "cxx_mixed_operators.cu"
void launch(int *d) { Agg a{}; (__cudaPushCallConfiguration(dim3(1, 2), 32, 0, 0)) ? (void)0 : kern(d, a); } 

# 1 "cxx_mixed_operators.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dd2c1fc8_22_cxx_mixed_operators_cu__Z2cbi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx_mixed_operators.cudafe1.stub.c"
#include "cxx_mixed_operators.cudafe1.stub.c"
# 1 "cxx_mixed_operators.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
