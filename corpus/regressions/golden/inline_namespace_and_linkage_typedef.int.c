# 1 "inline_namespace_and_linkage_typedef.cu"
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
# 2
namespace std { inline namespace __cxx11 __attribute((__abi_tag__("cxx11"))) { }}
# 3
namespace std { inline namespace __cxx11 { struct s { }; }}
# 4
namespace a { inline namespace v1 { int x; }inline namespace v1 { int y; }}
# 5
typedef struct { int c; } __mbs_t; 
# 6
typedef __mbs_t mbs_t; 
# 7
template< class A, class B, class C> class cvt { }; 
# 8
template<> class cvt< char, char, __mbs_t> ; 
# 9
template<> class cvt< wchar_t, char, __mbs_t>  { }; 
# 10
cvt< wchar_t, char, __mbs_t>  *p; 
# 11
typedef struct { int c; } anon2_t; 
# 12
anon2_t v2; 
# 13
anon2_t *f2(anon2_t *a) { return a; } 
# 14
template< class T> struct W2 { T t; }; 
# 15
W2< anon2_t>  w2; 

# 1 "inline_namespace_and_linkage_typedef.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f55afcb9_39_inline_namespace_and_linkage_typedef_cu_d0de669b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "inline_namespace_and_linkage_typedef.cudafe1.stub.c"
#include "inline_namespace_and_linkage_typedef.cudafe1.stub.c"
# 1 "inline_namespace_and_linkage_typedef.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
