# 1 "static_member_of_dependent_specialization.cu"
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
# 3
template< bool B> struct bc { static constexpr inline bool value = B; }; 
# 4
template< long N, long D> struct rat { static constexpr inline long num = N; static constexpr inline long den = D; }; 
# 5
template< class A, class B> struct dv { static constexpr inline long den = (A::den * B::num); }; 
# 6
template< class P> struct X { 
# 7
template< class Q> using h = bc< dv< Q, P> ::den == 1> ; 
# 8
using g = bc< dv< rat< 1L, 1L> , P> ::den == 1> ; 
# 9
static constexpr inline bool k = (dv< rat< 1L, 1L> , P> ::den == 1); 
# 10
}; 
# 11
template< class P> bool f() { return dv< P, P> ::den != 2; } 
# 12
X< rat< 1L, 2L> >  x; 

# 1 "static_member_of_dependent_specialization.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8d57de6a_44_static_member_of_dependent_specialization_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "static_member_of_dependent_specialization.cudafe1.stub.c"
#include "static_member_of_dependent_specialization.cudafe1.stub.c"
# 1 "static_member_of_dependent_specialization.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
