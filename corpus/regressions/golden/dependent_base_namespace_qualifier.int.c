# 1 "dependent_base_namespace_qualifier.cu"
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
# 6
struct G { }; 
# 7
namespace s { 
# 8
template< bool B, class T = void> struct ei { typedef T type; }; 
# 9
template< bool B, class T = void> using ei_t = typename ei< B, T> ::type; 
# 10
template< bool B, class T, class F> struct cond { typedef T type; }; 
# 11
template< bool B, class T, class F> using cond_t = typename cond< B, T, F> ::type; 
# 12
template< class T, T v> struct ic { static const T value = (v); }; 
# 13
template< class T> struct br { static const bool value = true; }; 
# 14
struct K { static const bool value = true; }; 
# 15
struct O { struct I { }; }; 
# 16
template< class T> struct D0 : public ei_t< br< T> ::value, K>  { s::K m; s::ei_t< true, s::K>  n; }; 
# 17
namespace in { 
# 18
template< class T> struct D1 : public s::ei_t< br< T> ::value, s::K>  { s::K m; s::ei_t< true, s::K>  n; s::O::I i; }; 
# 19
struct L { }; 
# 20
template< class T> struct D2 : public ei< br< T> ::value, s::K> , public L { s::K m; in::L l; ::G gl; }; 
# 21
template< unsigned long long V, class ...Ts> struct SB; 
# 22
template< unsigned long long V, class T, class ...Ts> struct SB< V, T, Ts...>  : public s::cond_t< V <= (sizeof(T)), ic< T, (T)V> , in::SB< V, Ts...> >  { 
# 23
}; 
# 24
}
# 25
}
# 26
template< class T> struct W : public T, public G { ::G g; }; 
# 27
int main() { return 0; } 

# 1 "dependent_base_namespace_qualifier.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cbd81cc2_37_dependent_base_namespace_qualifier_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_base_namespace_qualifier.cudafe1.stub.c"
#include "dependent_base_namespace_qualifier.cudafe1.stub.c"
# 1 "dependent_base_namespace_qualifier.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
