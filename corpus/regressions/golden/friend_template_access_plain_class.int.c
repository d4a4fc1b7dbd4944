# 1 "friend_template_access_plain_class.cu"
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
template< class C> struct UC; 
# 5
class L { 
# 7
public: class Im; 
# 8
friend class Im; 
# 9
template< class C> friend struct UC; 
# 10
static const int none = 0; 
# 12
private: Im *im; 
# 13
}; 
# 14
class L::Im { 
# 16
friend class L; 
# 17
template< class C> friend struct UC; 
# 19
int r; 
# 20
}; 
# 21
}
# 22
int main() { return 0; } 

# 1 "friend_template_access_plain_class.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ec2567fc_37_friend_template_access_plain_class_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "friend_template_access_plain_class.cudafe1.stub.c"
#include "friend_template_access_plain_class.cudafe1.stub.c"
# 1 "friend_template_access_plain_class.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
