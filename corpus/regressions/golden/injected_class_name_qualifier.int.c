# 1 "injected_class_name_qualifier.cu"
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
namespace ns { template< class T> struct agg { static int go(T *) { return 0; } }; template< class T> int fr(T *); }
# 2
template< class T> struct V { 
# 3
int shrink() { return (ns::template agg< V> ::go(this) + ns::template agg< V *> ::go(0)) + ns::fr< V> (this); } 
# 4
}; 
# 5
template< class T> struct RW { static int fun(T &); static void fun(T &&) = delete;
# 6
template< class U, class  = __decltype((RW< T> ::fun(*((U *)0))))> RW(U &&u) noexcept(noexcept(RW< T> ::fun(*((U *)0)))) : d(RW< T> ::fun(u)) { } 
# 7
int d; void m() { RW< T> ::fun(*((T *)0)); RW< T> ::fun(*((T *)0)); } }; 
# 8
template< class T> struct S { typedef int type; static const int c = 1; static int fun(T &); 
# 9
type a; int arr[S< T> ::c]; 
# 10
void m(); static int k() { return sizeof(type) + S< T> ::c; } 
# 11
struct In { static int q(); void z() { (fun)(*((T *)0)); (q)(); } }; 
# 12
}; 
# 13
template< class T> void S< T> ::m() { (fun)(*((T *)0)); type x = S< T> ::c; } 

# 1 "injected_class_name_qualifier.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c09cd3ba_32_injected_class_name_qualifier_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "injected_class_name_qualifier.cudafe1.stub.c"
#include "injected_class_name_qualifier.cudafe1.stub.c"
# 1 "injected_class_name_qualifier.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
