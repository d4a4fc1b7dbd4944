# 1 "injected.cu"
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
# 2 "injected.cu"
template< class T> struct A { 
# 3
A< T *>  *p1; A< int>  *p2; A< A>  *p3; A< const T>  *p4; A *p5; 
# 4
void f() { A< int>  *x = (0); A< T *>  *y = (0); (void)x; (void)y; } 
# 5
}; 
# 6
template< class T> struct A< T *>  : public ::A< T>  { ::A< T>  *s; ::A< int>  *u; A *v; A *w; }; 
# 7
struct Z { }; 
# 8
typedef int I; 
# 9
enum En { e1}; 
# 10
template< class T> struct G : public A< T>  { ::A< int>  *a; ::Z *z; ::I i; ::En en; ::G< int>  *g; G< T *>  *c; G *d; A< T>  *at; ::A< ::Z>  *az; void f(::Z) { } }; 
# 11
template< class T> struct G2 : public A< T> , public Z { }; 
# 12
namespace ns { template< class T, class U> struct B { }; template< class T> struct B< T, int>  { ns::B< T, T>  *s; B *v; }; }
# 13
template< class ...T> struct Tuple; 
# 14
template<> struct Tuple< >  { }; 
# 15
template< class H, class ...T> struct Tuple< H, T...>  : public ::Tuple< T...>  { Tuple(H h, T ...t) : ::Tuple< T...> (t...), head(h) { } H head; }; 
# 16
template< class T> struct Bs { Bs(int) { } }; 
# 17
struct D : public Bs< int>  { D() : ::Bs< int> (1) { } }; 
# 18
template< class T> struct E : public Bs< T>  { E() : Bs< T> (2) { } }; 
# 19
struct D2 : public Z { D2() : Z() { } }; 
# 20
template<> struct A< char>  { ::A< char>  *v; ::A< char>  *w; ::A< int>  *u; }; 
# 21
A< char>  gac; 

# 1 "injected.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__96340c56_11_injected_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "injected.cudafe1.stub.c"
#include "injected.cudafe1.stub.c"
# 1 "injected.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
