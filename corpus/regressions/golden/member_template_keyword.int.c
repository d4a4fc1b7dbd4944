# 1 "member_template_keyword.cu"
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
# 5
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 6
struct B { template< class T> struct L { typedef T type; }; template< class T> using A = T; }; 
# 7
namespace n { struct C { template< class T> struct M { }; }; template< class T> struct N { }; }
# 8
template< class T> struct D1 : public B::template L< T>  { }; 
# 9
template< class T> struct D2 : public B::template L< int>  { }; 
# 10
template< class T> struct D3 : public n::C::template M< T> , public n::N< T>  { }; 
# 11
struct D4 : public B::L< int>  { }; 
# 12
template< class T> struct S { 
# 13
typename B::template L< T>  a; B::template L< int>  b; typename n::C::template M< T>  c; n::N< T>  d; typename B::template L< T> ::type e; B::template A< T>  f; B::template A< int>  g; 
# 14
}; 
# 15
template< class T> void f() { typename B::template L< T>  a; B::template L< int>  b; n::C::template M< int>  c; } 
# 16
B::L< int>  gl; 
# 17
struct Q : public B { L< int>  q; }; 
# 18
template< class T> struct Q2 : public B { L< T>  q; L< int>  r; }; 
# 19
template< class T> struct S0 { }; 
# 20
template<> struct S0< int>  { B::L< int>  b; }; 
# 21
template<> void f< int> () { B::L< int>  b; } 
# 22
template< class T> struct F { }; 
# 23
template< class T> struct S2 { F< typename B::template L< T> >  a; F< B::template L< int> >  b; int g() { return sizeof(typename B::template L< T> ); } }; 
# 24
struct Z { template< class T> void h() { typename B::template L< T>  a; B::template L< int>  b; } }; 
# 25
template< bool X, class T> struct PCC { 
# 26
template< class U> static constexpr bool cp() { return true; } static const bool v = true; static int f(); 
# 27
}; 
# 28
template< class T> struct P { 
# 29
using PC = PCC< true, T> ; 
# 30
typedef PCC< false, T>  PF; 
# 31
template< class U, bool X = PCC< true, T> ::template cp< U> ()> void g1(); 
# 32
template< class U, bool X = PC::v> void g2(); 
# 33
int h() { return ((PC::f() + PF::f()) + PF::v) + PCC< true, T> ::template cp< int> (); } 
# 34
}; 

# 1 "member_template_keyword.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__276a46f5_26_member_template_keyword_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "member_template_keyword.cudafe1.stub.c"
#include "member_template_keyword.cudafe1.stub.c"
# 1 "member_template_keyword.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
