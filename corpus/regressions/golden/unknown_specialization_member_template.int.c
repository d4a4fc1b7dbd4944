# 1 "unknown_specialization_member_template.cu"
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
namespace gx { template< class A> struct at { template< class U> struct rebind { typedef U other; }; }; }
# 3
namespace std { 
# 4
template< class A> struct at2 { typedef A value_type; }; 
# 5
template< class C, class A> struct bs { 
# 6
typedef typename gx::at< A> ::template rebind< C> ::other char_alloc; 
# 7
typedef gx::at< typename gx::at< A> ::template rebind< C> ::other>  traits; 
# 8
}; 
# 9
template< class A> struct vb : public at2< A>  { 
# 10
using at2< A> ::value_type;
# 11
}; 
# 12
}
# 13
namespace std2 { template< class A> struct at { static A *allocate(A &, unsigned long); typedef A value_type; }; }
# 14
namespace gx { 
# 15
template< class A> struct alt : public std2::at< A>  { 
# 16
typedef std2::at< A>  base_type; 
# 17
using std2::at< A> ::allocate;
# 18
using std2::at< A> ::value_type;
# 19
}; 
# 20
}

# 1 "unknown_specialization_member_template.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aa01a707_41_unknown_specialization_member_template_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "unknown_specialization_member_template.cudafe1.stub.c"
#include "unknown_specialization_member_template.cudafe1.stub.c"
# 1 "unknown_specialization_member_template.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
