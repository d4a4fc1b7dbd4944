# 1 "noexcept_member_pointer_operands.cu"
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
# 8
struct X { int m; int f(); int cf() const; }; 
# 9
X &h(); 
# 10
template< class T> T &&dv(); 
# 11
int calls(X x, X &r, X *p, int (X::*q)(void)) { return (((((x.*q)()) + ((r.*q)())) + ((p->*q)())) + ((h().*q)())) + (((*p).*q)()); } 
# 12
int consts(X *p, X &r, const X *cp, int (X::*c)(void) const) { return ((((p)->*c)()) + (((r).*c)())) + ((cp->*c)()); } 
# 13
bool folded(X x, int (X::*q), int i) { bool b = (noexcept(i + 1)); return (noexcept(x.*q)) && (noexcept(h())) && (!(noexcept(-i))); } 
# 14
template< class T, class F> struct S { 
# 15
static constexpr inline bool a = noexcept((dv< T> () + dv< F> ())); 
# 16
static constexpr inline bool b = noexcept(dv< T> ()); 
# 17
static constexpr inline bool c = noexcept((-dv< T> ())); 
# 18
static constexpr inline bool d = noexcept((dv< T> ().*dv< F> ())); 
# 19
static constexpr inline bool e = noexcept((dv< T> ().*dv< F> ())()); 
# 20
static constexpr inline bool g = noexcept(((*dv< T> ()).*dv< F> ())); 
# 21
static constexpr inline bool k = noexcept((dv< T> ()->*dv< F> ())(1)); 
# 22
using t = __decltype(((dv< T> ().*dv< F> ())())); 
# 23
static int f(T x, F q) { int a = x.*q; return (x.*q) + 1; } 
# 24
}; 

# 1 "noexcept_member_pointer_operands.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__79d27623_35_noexcept_member_pointer_operands_cu_37864406
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "noexcept_member_pointer_operands.cudafe1.stub.c"
#include "noexcept_member_pointer_operands.cudafe1.stub.c"
# 1 "noexcept_member_pointer_operands.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
