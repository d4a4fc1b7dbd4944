# 1 "cxx_linkage_specifications.cu"
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
extern "C++" {int x1; }
# 4
extern int x2; 
# 5
extern "C++" {void f1(); int x3; }
# 6
extern "C" {extern "C++" {int x4; }}
# 7
extern "C" {extern "C++" {namespace m { int y; }}}
# 8
extern "C++" {namespace n { int c; }int x5; }
# 9
extern "C++" {template< class T> struct W { }; }
# 10
namespace p { extern "C++" {namespace n { int d; }}}
# 11
void f2(); 
# 12
static int s1; 
# 13
typedef int T1; 
# 14
struct Q2 { int a; }; 
# 15
extern int x9; 
# 16
extern "C" int c1; 
# 17
extern "C" int c2; 
# 18
static int c3; 
# 19
extern "C" int c4 = 1; 
# 20
int c5 = 2; 

# 1 "cxx_linkage_specifications.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ce6ac5aa_29_cxx_linkage_specifications_cu_c4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx_linkage_specifications.cudafe1.stub.c"
#include "cxx_linkage_specifications.cudafe1.stub.c"
# 1 "cxx_linkage_specifications.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
