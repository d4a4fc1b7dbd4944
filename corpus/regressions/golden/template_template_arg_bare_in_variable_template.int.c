# 1 "template_template_arg_bare_in_variable_template.cu"
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
template< class ...T> struct tuple { }; 
# 3
template< class A, class ...B> struct is_inv { static constexpr inline bool value = true; }; 
# 4
template< template< class ...>  class Tr, class T, class Tu> constexpr bool unp = false; 
# 5
template< template< class ...>  class Tr, class T, class ...U> constexpr bool unp< Tr, T, tuple< U...> >  = (Tr< T, U...> ::value); 
# 6
template< class F, class Tu> void apply(F &&f, Tu &&t) noexcept(unp< is_inv, F, Tu> ) { } 
# 7
template< template< class ...>  class Tr> struct holder { }; 
# 8
template< template< class ...>  class Tr> void g(holder< Tr>  *, holder< is_inv>  *) { } 

# 1 "template_template_arg_bare_in_variable_template.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e20e0a87_50_template_template_arg_bare_in_variable_template_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_template_arg_bare_in_variable_template.cudafe1.stub.c"
#include "template_template_arg_bare_in_variable_template.cudafe1.stub.c"
# 1 "template_template_arg_bare_in_variable_template.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
