# 1 "inline_from_out_of_class_definition.cu"
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
template< class T> struct S { 
# 6
inline S &operator=(S &&) noexcept(true); 
# 7
inline void f(); 
# 8
void g(); 
# 9
template< class U> inline S(U, int); 
# 10
static inline int h(); 
# 11
}; 
# 12
template< class T> inline S< T>  &S< T> ::operator=(S &&) noexcept(true) { return *this; } 
# 13
template< class T> inline void S< T> ::f() { } 
# 14
template< class T> void S< T> ::g() { } 
# 15
template< class T> template< class U> inline S< T> ::S(U, int) { } 
# 16
template< class T> inline int S< T> ::h() { return 0; } 
# 17
struct P { inline void a(); void b(); constexpr int c() const; }; 
# 18
inline void P::a() { } 
# 19
void P::b() { } 
# 20
constexpr int P::c() const { return 1; } 
# 21
inline void free1(); 
# 22
inline void free2(); 
# 23
inline void free2() { } 
# 24
template< class T> struct S2 { 
# 25
struct N { inline void f(); }; 
# 26
constexpr int c() const; 
# 27
inline void d(); 
# 28
template< class U> inline void e(U); 
# 29
}; 
# 30
template< class T> inline void S2< T> ::N::f() { } 
# 31
template< class T> constexpr int S2< T> ::c() const { return 1; } 
# 32
template< class T> inline void S2< T> ::d() { } 
# 33
template< class T> template< class U> inline void S2< T> ::e(U) { } 
# 34
struct P2 { template< class U> inline void m(U); }; 
# 35
template< class U> inline void P2::m(U) { } 
# 36
namespace Q2 { template< class T> struct R { inline void f(); }; }
# 37
template< class T> inline void Q2::R< T> ::f() { } 
# 38
template< class T, T v> struct IC { static constexpr inline T value = (v); }; 
# 39
using TT = IC< bool, true> ; using FF = IC< bool, false> ; 
# 40
template< class T> struct R { 
# 41
inline void m(R &, TT); 
# 42
void m(R &, FF); 
# 43
}; 
# 44
template< class T> inline void R< T> ::m(R &, TT) { } 
# 45
template< class T> void R< T> ::m(R &, FF) { } 
# 46
template< unsigned long ...I> struct Idx { }; 
# 47
template< class ...A> struct Tup { }; 
# 48
template< class T1, class T2> struct Pair { 
# 49
template< class ...A1, unsigned long ...I1> inline Pair(Tup< A1...>  &, Idx< I1...> ); 
# 50
template< class ...A1> inline Pair(Tup< A1...>  &); 
# 51
}; 
# 52
template< class T1, class T2> template< class ...A1, unsigned long ...I1> inline 
# 53
Pair< T1, T2> ::Pair(Tup< A1...>  &, Idx< I1...> ) { } 
# 54
template< class T1, class T2> template< class ...A1> inline 
# 55
Pair< T1, T2> ::Pair(Tup< A1...>  &) { } 
# 56
int main() { 
# 57
S< int>  s((1.0), 2); s.f(); s.g(); P p; p.a(); free2(); 
# 58
S2< int>  s2; s2.d(); s2.e(1); P2 p2; p2.m(1); Q2::R< int>  r2; r2.f(); 
# 59
R< int>  r; r.m(r, TT{}); r.m(r, FF{}); 
# 60
Tup< int>  t; Pair< int, int>  pp(t, Idx< 0> {}); Pair< int, int>  q(t); 
# 61
return p.c() + s2.c(); 
# 62
} 

# 1 "inline_from_out_of_class_definition.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__435825a5_38_inline_from_out_of_class_definition_cu_5ba98f23
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "inline_from_out_of_class_definition.cudafe1.stub.c"
#include "inline_from_out_of_class_definition.cudafe1.stub.c"
# 1 "inline_from_out_of_class_definition.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
