# 1 "lambda_p2.cu"
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
# 2 "lambda_p2.cu"
auto gl = [](int a) { return a + 1; } ; typedef decltype(gl) __T0;
# 3
namespace ns { auto nl = [](int a) { return a * 2; } ; typedef decltype(nl) __T1;}
# 4
__attribute__((unused)) int dev2(int a) 
# 5
{int volatile ___ = 1;(void)a;
# 13
::exit(___);}
#if 0
# 5
{ 
# 6
auto l = []
{ }
#if 0
# 6
{ return 7; } 
#endif
; typedef decltype(l) __T2;
# 7 "lambda_p2.cu"
auto outer = [=](int x) 
{ }
#if 0
# 7
{ 
# 8
auto inner = [x](int y) 
{ }
#if 0
# 8
{ return (x) + y; } 
#endif
; typedef decltype(inner) __T3;
# 9 "lambda_p2.cu"
return inner(a); 
# 10
} 
#endif
; typedef decltype(outer) __T4;
# 11 "lambda_p2.cu"
int r = ([](int q) 
{ }
#if 0
# 11
{ return q; } 
#endif
)(a); 
# 12 "lambda_p2.cu"
return (l() + outer(1)) + r; 
# 13
} 
#endif
# 14 "lambda_p2.cu"
template< class F> int call(F f) { return f(1); } 
# 15
template< class T> T tl(T t) { auto l = [](T v) { return v; } ; auto m = [&]{ return t; } ; return l(t) + m(); } 
# 16
int host2(int n) 
# 17
{ 
# 18
int r = call([](int z) { return z + 1; } ); 
# 19
r += call([&](int z) { 
# 20
return z + (n); 
# 21
} ); 
# 22
auto mk = [](int a) { return [a](int b) { return (a) + b; } ; } ; typedef decltype(mk) __T5;
# 23
auto add = mk(3); typedef decltype(add) __T6;
# 24
if (auto c = [](int x) { return x > 0; } ; c(n)) { r++; }  
# 25
for (auto f = [](int i) { return i + 1; } ; r < 10; r = f(r)) { }  
# 26
auto multi = [](int a, int 
# 27
b) { 
# 28
return a - b; 
# 29
} ; typedef decltype(multi) __T7;
# 30
auto g2 = [](auto &&x, auto ...rest) { return x; } ; typedef decltype(g2) __T8;
# 31
return (((r + add(1)) + tl(2)) + multi(1, 2)) + g2(1, 2, 3); 
# 32
} 
# 33
__attribute__((visibility("hidden"))) void kk(int *p) ;
#if 0
# 33
{ (p[0]) = dev2(p[1]); } 
#endif
# 34 "lambda_p2.cu"
int main() 
# 35
{ 
# 36
return (host2(1) + gl(2)) + ns::nl(3); 
# 37
} 

# 1 "lambda_p2.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8ca2b30f_12_lambda_p2_cu__Z4dev2i
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_p2.cudafe1.stub.c"
#include "lambda_p2.cudafe1.stub.c"
# 1 "lambda_p2.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
