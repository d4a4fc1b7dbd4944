# 1 "typeid_operand_bare.cu"
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
namespace std { class type_info { public: const char *name() const; bool before(const type_info &) const; }; }
# 4
struct V { virtual ~V(); }; 
# 5
bool f(V &v) { const void *p = (&typeid(int)); bool b = typeid(v).before(typeid(int)); const char *n = typeid(v).name(); return b && p && n; } 
# 6
template< class T> const void *tid() { return &typeid(T); } 
# 7
template< class T> const void *tid2() { return const_cast< std::type_info *>(&typeid(T)); } 
# 8
template< class T> const char *tn() { return typeid(T).name(); } 
# 9
int main() { return tid< int> () != (0); } 

# 1 "typeid_operand_bare.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8cf36c66_22_typeid_operand_bare_cu__Z1fR1V
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "typeid_operand_bare.cudafe1.stub.c"
#include "typeid_operand_bare.cudafe1.stub.c"
# 1 "typeid_operand_bare.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
