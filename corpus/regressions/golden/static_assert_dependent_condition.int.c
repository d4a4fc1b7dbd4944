# 1 "static_assert_dependent_condition.cu"
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
# 4
template< class T> struct IC { static constexpr inline bool value = true; constexpr operator bool() const { return true; } }; 
# 5
static_assert(IC< int> ::value, "d");
# 6
template< class T> constexpr bool f() { return true; } 
# 7
template< class T, class ...A> void g() { 
# 8
static_assert((IC< T> {}), "1");
# 9
static_assert((IC< T> ()), "2");
# 10
static_assert((T{}), "3");
# 11
static_assert((T()), "4");
# 12
static_assert(((sizeof(A) && ... )), "5");
# 13
static_assert((sizeof...(A) < (100)), "6");
# 14
static_assert((__is_same(T, int) || true), "7");
# 15
static_assert((f< T> ()), "8");
# 16
static_assert(__is_class(T), "10");
# 17
static_assert((IC< T> ::value), "11");
# 18
static_assert(((!IC< T> ::value) || true), "12");
# 19
static_assert(true, "13");
# 20
static_assert((sizeof(T)), "14");
# 21
} 

# 1 "static_assert_dependent_condition.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0dd9c5f8_36_static_assert_dependent_condition_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "static_assert_dependent_condition.cudafe1.stub.c"
#include "static_assert_dependent_condition.cudafe1.stub.c"
# 1 "static_assert_dependent_condition.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
