# 1 "out_of_class_member_qualifier.cu"
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
int first_entity(int x) { return x; } 
# 5
namespace a { 
# 6
typedef int pt; 
# 7
inline namespace v1 { 
# 8
struct I { void f(); }; 
# 9
}
# 10
namespace b { 
# 11
struct C { 
# 12
struct pt { int p; }; 
# 13
void f(); void g(); void h(); void m(); void n(); 
# 14
template< class F> void gi(F f, const pt & p); 
# 15
static int s; 
# 16
struct D { void f(); }; 
# 17
struct E; 
# 18
struct FF; 
# 19
}; 
# 20
template< class T> struct G { 
# 21
static int s; 
# 22
void f(); 
# 23
struct E; 
# 24
}; 
# 25
}
# 26
void b::C::f() { } 
# 27
void b::C::g() { } 
# 28
void b::C::D::f() { } 
# 29
template< class F> void b::C::gi(F f, const pt &p) { pt q = p; } 
# 30
int a::b::C::s = 1; 
# 31
struct b::C::E { int x; }; 
# 32
template< class T> int b::G< T> ::s = 2; 
# 33
template< class T> void b::G< T> ::f() { } 
# 34
template< class T> struct b::G< T> ::E { int y; }; 
# 35
void v1::I::f() { } 
# 36
}
# 37
void a::b::C::h() { } 
# 38
typedef a::b::C CC; 
# 39
void a::b::C::m() { } 
# 40
void a::b::C::n() { } 
# 41
struct a::b::C::FF { int z; }; 
# 42
int main() { return 0; } 

# 1 "out_of_class_member_qualifier.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ae702690_32_out_of_class_member_qualifier_cu_ff876ba8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "out_of_class_member_qualifier.cudafe1.stub.c"
#include "out_of_class_member_qualifier.cudafe1.stub.c"
# 1 "out_of_class_member_qualifier.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
