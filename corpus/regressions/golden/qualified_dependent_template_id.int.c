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
# 5
namespace a { 
# 6
template< class T> struct L { static T m(); static const bool is = true; template< class U> static U cv(); }; 
# 7
struct P { template< class T> struct I { static T m(); }; }; 
# 8
namespace b { template< class T> struct M { template< class U> static U cv(); }; }
# 9
template< class T> T f1() { return (a::template L< T> ::m() + L< T> ::m()) + a::L< int> ::m(); } 
# 10
template< class T> T f2() { return b::M< T> ::template cv< int> (); } 
# 11
}
# 12
template< class T> struct G { static T m(); template< class U> struct In { static U k(); }; int x; void f(); }; 
# 13
template< class T> T g1() { return (::G< T> ::m() + a::P::template I< T> ::m()) + G< int> ::template In< T> ::k(); } 
# 14
template< class T> bool g2() { return a::template L< T> ::is && a::template L< G< T> > ::is; } 
# 15
template< class T> T g3() { T (*p)(void) = (&a::template L< T> ::m); return p() + a::L< T> ::template cv< int> (); } 
# 16
template< int N> int g4() { return a::template L< int [N]> ::m() + sizeof(a::L< int [N]> ); } 
# 17
namespace a { namespace b { template< class T> T g5() { return M< T> ::template cv< int> (); } }}
# 18
namespace ns { template< class T> struct A { static int x; void f(); struct N { static int y; }; }; }
# 19
template< class T> int ns::A< T> ::x = 1; 
# 20
template< class T> void ns::A< T> ::f() { } 
# 21
template< class T> int ns::A< T> ::N::y = 2; 
# 22
namespace a { template< class T> struct K { static const bool is = true; enum { v = 1}; }; }
# 23
template< bool B, class T> struct EI { typedef T type; }; 
# 24
template< bool B> int h(); 
# 25
template< class T> struct S { 
# 26
typedef EI< a::K< T> ::is, T>  t1; typedef typename EI< a::K< T> ::v, T> ::type t2; 
# 27
int f() { return h< a::K< T> ::is> () + a::template K< T> ::v; } 
# 28
static const bool c = (a::template K< T> ::is); int arr[a::template K< T> ::v]; 
# 29
}; 
# 30
template< class T> EI< a::K< T> ::is, T>  g6() { EI< a::K< T> ::is, T>  x; return x; } 

# 1 "qualified_dependent_template_id.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6df50346_34_qualified_dependent_template_id_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "qualified_dependent_template_id.cudafe1.stub.c"
#include "qualified_dependent_template_id.cudafe1.stub.c"
# 1 "qualified_dependent_template_id.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
