# 1 "module_id_inline_redecl.cu"
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
namespace t { inline namespace v1 { namespace s { 
# 5
class code { 
# 7
public: inline virtual ~code(); 
# 8
inline bool operator==(const code &) const; 
# 9
inline explicit operator bool() const; 
# 10
int value; 
# 11
}; 
# 12
inline bool operator<(const code &, const code &); 
# 13
}}}
# 14
namespace t { inline namespace v1 { namespace s { 
# 15
inline code::~code() { ; } 
# 16
inline bool code::operator==(const code &o) const { return (value) == (o.value); } 
# 17
inline code::operator bool() const { return (value) != 0; } 
# 18
inline bool operator<(const code &a, const code &b) { return (a.value) < (b.value); } 
# 19
}}}
# 20
int main() { return 0; } 

# 1 "module_id_inline_redecl.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9411de4a_26_module_id_inline_redecl_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "module_id_inline_redecl.cudafe1.stub.c"
#include "module_id_inline_redecl.cudafe1.stub.c"
# 1 "module_id_inline_redecl.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
