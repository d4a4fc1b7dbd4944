# 1 "lambda_p1.cu"
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
# 2 "lambda_p1.cu"
__attribute__((unused)) int dev(int a) 
# 3
{int volatile ___ = 1;(void)a;
# 7
::exit(___);}
#if 0
# 3
{ 
# 4
auto l = [](int x) 
{ }
#if 0
# 4
{ return x + 1; } 
#endif
; typedef decltype(l) __T0;
# 5 "lambda_p1.cu"
auto m = [a](int x) 
{ }
#if 0
# 5
{ return x + (a); } 
#endif
; typedef decltype(m) __T1;
# 6 "lambda_p1.cu"
return l(a) + m(2); 
# 7
} 
#endif
# 8 "lambda_p1.cu"
__attribute__((visibility("hidden"))) void kern(int *p) ;
#if 0
# 9
{ 
# 10
auto l = [=](int x) 
{ }
#if 0
# 10
{ return x + ((p)[0]); } 
#endif
; typedef decltype(l) __T2;
# 11 "lambda_p1.cu"
(p[1]) = l(3); 
# 12
} 
#endif
# 13 "lambda_p1.cu"
int hd(int a) 
# 14
{ 
# 15
auto l = [&]() { return (a) * 2; } ; typedef decltype(l) __T3;
# 16
return l(); 
# 17
} 
# 18
struct S { 
# 19
int v; 
# 20
int get() { auto l = [this]() { return v; } ; typedef decltype(l) __T4;return l(); } 
# 21
int get2() { auto l = [=]() { return (v) + 1; } ; typedef decltype(l) __T5;return l(); } 
# 22
int get3() { auto l = [*this]() { return (v) + 1; } ; typedef decltype(l) __T6;return l(); } 
# 23
}; 
# 24
int outer(int q) 
# 25
{ 
# 26
auto a = [q](int x) { 
# 27
auto b = [q, x](int y) { return ((q) + (x)) + y; } ; typedef decltype(b) __T7;
# 28
return b(1); 
# 29
} ; typedef decltype(a) __T8;
# 30
auto a2 = a; 
# 31
static auto s = [](int z) { return z; } ; typedef decltype(s) __T9;
# 32
auto d = [](int x, int y = 3) noexcept { return x + y; } ; typedef decltype(d) __T10;
# 33
auto e = [](int x) { return x; } ; typedef decltype(e) __T11;
# 34
const auto f = [](int x)->int { return x; } ; typedef decltype(f) __T12, __T13;
# 35
auto g = [&q]() mutable->int { (q)++; return q; } ; typedef decltype(g) __T14;
# 36
return (((((a(1) + a2(2)) + s(3)) + d(4)) + e(5)) + f(6)) + g(); 
# 37
} 
# 38
int main() 
# 39
{ 
# 40
int n = outer(3) + hd(2); 
# 41
(__cudaPushCallConfiguration(1, 1)) ? (void)0 : kern(nullptr); 
# 42
return n; 
# 43
} 

# 1 "lambda_p1.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9e171ce1_12_lambda_p1_cu__Z3devi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_p1.cudafe1.stub.c"
#include "lambda_p1.cudafe1.stub.c"
# 1 "lambda_p1.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
