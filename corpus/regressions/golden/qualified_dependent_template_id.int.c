# 1 "qualified_dependent_template_id.cu"
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
namespace a { 
# 5
template< class T> struct L { static T m(); static const bool is = true; template< class U> static U cv(); }; 
# 6
struct P { template< class T> struct I { static T m(); }; }; 
# 7
namespace b { template< class T> struct M { template< class U> static U cv(); }; }
# 8
template< class T> T f1() { return (a::template L< T> ::m() + L< T> ::m()) + a::L< int> ::m(); } 
# 9
template< class T> T f2() { return b::M< T> ::template cv< int> (); } 
# 10
}
# 11
template< class T> struct G { static T m(); template< class U> struct In { static U k(); }; int x; void f(); }; 
# 12
template< class T> T g1() { return (::G< T> ::m() + a::P::template I< T> ::m()) + G< int> ::template In< T> ::k(); } 
# 13
template< class T> bool g2() { return a::template L< T> ::is && a::template L< G< T> > ::is; } 
# 14
template< class T> T g3() { T (*p)(void) = (&a::template L< T> ::m); return p() + a::L< T> ::template cv< int> (); } 
# 15
template< int N> int g4() { return a::template L< int [N]> ::m() + sizeof(a::L< int [N]> ); } 
# 16
namespace a { namespace b { template< class T> T g5() { return M< T> ::template cv< int> (); } }}
# 17
namespace ns { template< class T> struct A { static int x; void f(); struct N { static int y; }; }; }
# 18
template< class T> int ns::A< T> ::x = 1; 
# 19
template< class T> void ns::A< T> ::f() { } 
# 20
template< class T> int ns::A< T> ::N::y = 2; 

# 1 "qualified_dependent_template_id.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6df50346_34_qualified_dependent_template_id_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "qualified_dependent_template_id.cudafe1.stub.c"
#include "qualified_dependent_template_id.cudafe1.stub.c"
# 1 "qualified_dependent_template_id.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
