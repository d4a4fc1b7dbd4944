# 1 "concepts.cu"
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
# 2 "concepts.cu"
template< class T, class U> constexpr bool same_v = false; 
# 3
template< class T> constexpr bool same_v< T, T>  = true; 
# 4
template< class T> concept A = true; 
# 5
template< class T> concept B = sizeof(T) > (1); 
# 6
template< class T, class U> concept Same = same_v< T, U> ; 
# 7
template< class T> concept D = (A< T>  || B< T> ) && (!same_v< T, int> ); 
# 8
template< class T> concept R1 = requires {typename T::type; }; 
# 9
template< class T> concept R2 = requires (T a, T b) {a + b; { a * b} -> Same< T> ; { a.f()} noexcept; requires B< T> ; }; 
# 10
template< class T> concept R3 = requires (T a) {{ a} noexcept -> A; typename T::template X< int> ; }; 
# 11
template< class T> concept R4 = requires (T a, T b, int i) {a; 
    a + b; 
    a[i]; 
      a.m; 
              T::zero(); 
     a = b; a; 
   a++; 
     (a) ? b : a; 
   { a.w()} -> A; a.x(); 
   typename T::type; 
   requires A< T> ; }; 
# 25
template< class T> concept R5 = A< T>  && requires (T a) {
         a.q(); } && A< T *> ; 
# 29
template< class T> concept R6 = requires (T a) {a.f(); 
      a.g(); }; int q6; 
# 31
template< A T> void f1(T) { } 
# 32
template< Same< int>  T> void f2(T) { } 
# 33
template< A ...Ts> void f3(Ts...) { } 
# 34
template< class T> requires(A< T>  && B< T> ) void f5(T) { } 
# 35
template< class T> requires(A< T>  || B< T> ) void f7(T) { } 
# 36
template< class T> void f8(T) requires (A< T> ) { } 
# 37
template< class T> void f9(T) requires (A< T>  && A< T *> ); 
# 38
template< class T> 
# 39
requires(A< T> ) void 
# 38
f10(T); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 41
template< class C> 
# 42
requires(R6< C> ) static void 
# 43
__wrapper__device_stub_k(C &c) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 43
{ if (c.size() > 1) { (c[0]) = c.size(); }  } 
#endif

#pragma GCC diagnostic pop

# 41 "concepts.cu"
template< class C> 
# 42
requires(R6< C> ) static void 
# 43
k(C c) {__wrapper__device_stub_k<C>(c);return;}
#if 0
# 43
{ if (c.size() > 1) { (c[0]) = c.size(); }  } 
#endif
# 44 "concepts.cu"
void g1(A auto x) { } 
# 45
void g2(const A auto &x) { } 
# 46
auto g4(auto x, auto y) { return x; } 
# 47
template< A T> struct S1 { void m() requires (A< T *> ) { } }; 
# 48
template< class T> requires(A< T> ) struct S2 { }; 
# 49
template< class T> void h(T t, T *p) { t.size(); p->size(); t.f(); (t) ? *p : t; static_assert(requires {t.f(); 
       t.g(); });} 
# 51
A auto v = 1; 
# 52
int main() { return 0; } 

# 1 "concepts.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__68d5c15f_11_concepts_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "concepts.cudafe1.stub.c"
#include "concepts.cudafe1.stub.c"
# 1 "concepts.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
