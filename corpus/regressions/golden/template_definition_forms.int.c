# 1 "template_definition_forms.cu"
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
template< bool > struct tt { typedef int type; }; 
# 6
template< class T> struct S { 
# 7
enum { v = sizeof(T) > (4)}; 
# 8
typedef typename tt< (v)> ::type type; 
# 9
enum { w = (sizeof(T) > (4)) ? sizeof(T) * (8) : (0)}; 
# 10
static const int d = (w - v); 
# 11
template< class U> friend struct S; 
# 12
template< class U> friend class Q; 
# 13
}; 
# 14
template< int ...> struct IT; 
# 15
template< int ...I> struct IT { }; 
# 16
template< class T, bool , bool > struct Sel; 
# 17
template< class T> struct Sel< T, true, true>  { typedef unsigned type; }; 
# 18
template< class It> struct tr { typedef It value_type; }; 
# 19
template< class It> using key_t = typename tr< It> ::value_type::first_type; 
# 20
template< class ...Ts> struct V { static constexpr inline bool f[sizeof...(Ts)] = {__is_same(int, Ts)...}; }; 
# 21
template< class D, class V, template< class ...>  class Op, class ...A> struct det { }; 
# 22
template< class D, template< class ...>  class Op, class ...A> struct det< D, void, Op, A...>  { }; 
# 23
template< class F> struct ro; 
# 24
template< class F, class ...A> struct ro< F (A ...)>  { }; 
# 25
template< class T> T &&dv2(); 
# 26
template< bool B> struct bc2 { static const bool value = B; }; 
# 27
template< class T> struct NS { 
# 28
template< class U> static bc2< noexcept(dv2< U &> ().~U())>  t1(int); 
# 29
template< class U> static bc2< noexcept(dv2< U &> ().f())>  t2(int); 
# 30
static bc2< true>  t3(int); 
# 31
static constexpr inline bool b = noexcept(dv2< T> ()); 
# 32
}; 
# 33
template< class T> struct R { typedef T type; }; 
# 34
template< class T> struct I { typedef T type; }; 
# 35
template< class T> struct DB : public I< typename R< T> ::type> ::type { }; 

# 1 "template_definition_forms.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4a8321d3_28_template_definition_forms_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_definition_forms.cudafe1.stub.c"
#include "template_definition_forms.cudafe1.stub.c"
# 1 "template_definition_forms.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
