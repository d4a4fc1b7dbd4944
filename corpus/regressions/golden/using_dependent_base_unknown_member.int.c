# 1 "using_dependent_base_unknown_member.cu"
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
struct nullopt_t { int x; }; 
# 5
template< class T, bool  = true> struct destruct_base; 
# 6
template< class T> struct destruct_base< T, true>  { 
# 7
bool engaged; 
# 8
void reset() noexcept { (engaged) = false; } 
# 9
}; 
# 10
template< class T> class optional : private destruct_base< T>  { 
# 11
using __base = destruct_base< T> ; 
# 13
public: optional &operator=(::nullopt_t) noexcept { reset(); return *this; } 
# 14
void clear() { reset(); } 
# 15
using destruct_base< T> ::reset;
# 16
}; 
# 17
int f() { optional< int>  o; (o = nullopt_t{}); o.reset(); o.clear(); return 0; } 

# 1 "using_dependent_base_unknown_member.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0ffd8d47_38_using_dependent_base_unknown_member_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "using_dependent_base_unknown_member.cudafe1.stub.c"
#include "using_dependent_base_unknown_member.cudafe1.stub.c"
# 1 "using_dependent_base_unknown_member.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
