# 1 "template_name_overloads.cu"
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
struct D { int x, y, z, w; int f; }; 
# 4
extern "C" D mk(int x, int y, int z, int w, int f); 
# 5
template< class T> D mk() { return mk(0, 0, 0, 0, 1); } 
# 6
template<> D mk< float> () { int e = 4; return mk(e, 0, 0, 0, 2); } 
# 7
int add(int a, int b); 
# 8
template< class T> T add(T a) { return add(a, a); } 
# 9
template< class T> struct S { static int s(int); int f() { return (s)(1); } }; 
# 10
D use() { return mk< int> (); } 
# 11
int use2() { return add(2) + S< int> ().f(); } 

# 1 "template_name_overloads.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9682d3ce_26_template_name_overloads_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_name_overloads.cudafe1.stub.c"
#include "template_name_overloads.cudafe1.stub.c"
# 1 "template_name_overloads.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
