# 1 "friend_template_written_key.cu"
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
struct X { }; 
# 5
template< class A> struct Y { }; 
# 6
template< class A> class Z; 
# 7
class W { friend struct X; template< class > friend struct Y; template< class > friend class Z; friend struct Y< int> ; friend struct Y< char> ; }; 
# 8
template< class T> struct V { friend struct X; template< class > friend class Y; template< class > friend struct Z; friend struct Y< T> ; }; 
# 9
template< class A> class Z { }; 
# 10
int main() { W w; V< int>  v; (void)w; (void)v; return 0; } 

# 1 "friend_template_written_key.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8c2b4068_30_friend_template_written_key_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "friend_template_written_key.cudafe1.stub.c"
#include "friend_template_written_key.cudafe1.stub.c"
# 1 "friend_template_written_key.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
