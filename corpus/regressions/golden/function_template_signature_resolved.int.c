# 1 "function_template_signature_resolved.cu"
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
# 6
typedef unsigned long Size; 
# 7
template< class T, class U> struct Same { static const bool value = false; }; 
# 8
struct Clock { }; 
# 9
struct FileClock { 
# 10
using SysClock = Clock; 
# 11
template< class D> static Same< Clock, D>  to(const Same< Clock, D>  &, Same< unsigned long, int> ) { using SysTime = Same< SysClock, D> ; return SysTime(); } 
# 12
}; 
# 13
template< class T> Same< unsigned long, T>  g(Same< unsigned long, T> , Same< unsigned long, int> ) { Same< Size, int>  a; (void)a; Same< Size, T>  b; return b; } 
# 14
template< class A> struct Holder { 
# 15
typedef int local_int; 
# 16
template< class P> using plain = Same< int, P> ; 
# 17
template< class P> using outside = Same< FileClock::SysClock, P> ; 
# 18
template< class U> Same< Size, U>  mf(Same< Size, double> , U); 
# 19
void h(Same< Size, A> ); 
# 20
}; 
# 21
template< class A> template< class U> Same< unsigned long, U>  Holder< A> ::mf(Same< Size, double> , U) { Same< Size, U>  r; return r; } 
# 22
template< class A> void Holder< A> ::h(Same< Size, A> ) { } 
# 23
namespace ns { template< class T> void k(Same< unsigned long, T> ) { } }
# 24
int main() { return 0; } 

# 1 "function_template_signature_resolved.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8b2d5930_39_function_template_signature_resolved_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "function_template_signature_resolved.cudafe1.stub.c"
#include "function_template_signature_resolved.cudafe1.stub.c"
# 1 "function_template_signature_resolved.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
