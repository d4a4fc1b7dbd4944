# 1 "member_variable_template_inline.cu"
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
namespace N { 
# 4
template< class A, class B> struct Helper { }; 
# 5
struct Header { int h; }; 
# 6
template< class T> struct Tree { 
# 7
template< class , class > friend class Helper; 
# 8
struct Impl : public Header { }; 
# 9
template< class U> static constexpr inline bool usable = (sizeof(U) > (1)); 
# 10
static constexpr inline bool plain = true; 
# 11
struct Al { alignas(__alignof__(T)) unsigned char s[sizeof(T)]; }; 
# 12
}; 
# 13
}
# 14
int main() { N::Tree< int>  t; (void)t; return N::Tree< int> ::usable< double>  ? 0 : 1; } 

# 1 "member_variable_template_inline.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__97b0328c_34_member_variable_template_inline_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "member_variable_template_inline.cudafe1.stub.c"
#include "member_variable_template_inline.cudafe1.stub.c"
# 1 "member_variable_template_inline.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
