# 1 "template_definition_keeps_typedef_args.cu"
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
typedef unsigned long Size; 
# 5
typedef long Diff; 
# 6
template< class T, class U> struct Same { static const bool value = false; }; 
# 7
template< class T> struct Limits { static const T max = (5); }; 
# 8
template< class A> struct Traits { typedef A *pointer; template< class U> struct rebind { typedef Traits< U>  other; }; }; 
# 9
template< class A> struct Base { typedef typename Traits< A> ::pointer pointer; }; 
# 10
template< class P> using SameSize = Same< unsigned long, P> ; 
# 11
typedef Same< unsigned long, char>  AtNamespace; 
# 12
struct Plain { typedef Same< unsigned long, short>  Member; void f() { Same< unsigned long, long>  z; } }; 
# 13
template< class A> struct Holder { 
# 14
typedef typename Base< A> ::pointer pointer; 
# 15
typedef int local_int; 
# 16
template< class P> using custom = Same< pointer, P> ; 
# 17
template< class P> using sized = Same< Size, P> ; 
# 18
template< class P> using plain = Same< int, P> ; 
# 19
typedef typename Traits< A> ::template rebind< Size> ::other rebound; 
# 20
typedef Same< Size, int>  fixed; 
# 21
Same< Size, int>  member; 
# 22
static const long quota = (Limits< Diff> ::max / sizeof(A)); 
# 23
struct Inner { typedef Same< Size, bool>  nested; }; 
# 24
template< class U> Same< Size, U>  mf(Same< Size, double> , U) { Same< Size, U>  r; return r; } 
# 25
void f() { Same< Size, int>  a; long z = Limits< Diff> ::max; (void)a; (void)z; } 
# 26
}; 
# 27
template< class T> void g(T, Same< unsigned long, int> ) { Same< Size, int>  a; (void)a; } 
# 28
Holder< int>  h; 
# 29
int main() { g(1, Same< unsigned long, int> ()); return 0; } 

# 1 "template_definition_keeps_typedef_args.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1b1f88ba_41_template_definition_keeps_typedef_args_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_definition_keeps_typedef_args.cudafe1.stub.c"
#include "template_definition_keeps_typedef_args.cudafe1.stub.c"
# 1 "template_definition_keeps_typedef_args.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
