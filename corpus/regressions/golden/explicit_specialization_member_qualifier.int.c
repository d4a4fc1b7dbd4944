# 1 "explicit_specialization_member_qualifier.cu"
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
namespace std { 
# 5
inline namespace __cxx11 { template< class C> class collate; }
# 6
template< class C> class __cxx11::collate { public: int _M_compare(const C *, const C *) const throw(); int g() const; static int s; }; 
# 7
template<> int collate< char> ::_M_compare(const char *, const char *) const throw(); 
# 8
template< class C> int __cxx11::collate< C> ::g() const { return 0; } 
# 9
template<> int collate< char> ::g() const { return 1; } 
# 10
template<> int collate< long> ::s = 3; 
# 11
}
# 12
int main() { return 0; } 

# 1 "explicit_specialization_member_qualifier.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__87b6c519_43_explicit_specialization_member_qualifier_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_specialization_member_qualifier.cudafe1.stub.c"
#include "explicit_specialization_member_qualifier.cudafe1.stub.c"
# 1 "explicit_specialization_member_qualifier.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
