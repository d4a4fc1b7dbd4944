# 1 "operator_template_specialization.cu"
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
namespace lib { 
# 4
inline namespace v1 { 
# 5
template< class C, class A = C *> struct Str { 
# 6
Str(const C *); 
# 7
C *d; 
# 8
}; 
# 9
template< class C> struct Other { C c; }; 
# 10
}
# 11
template< class C, class A> v1::Str< C, A>  operator+(const v1::Str< C, A>  &l, const C *r) { return l; } 
# 12
template< class C, class A> v1::Str< C, A>  operator+(v1::Str< C, A>  &&l, const C *r) { return l; } 
# 13
template< class C, class A> v1::Str< C, A>  operator+(const C *l, const v1::Str< C, A>  &r) { return r; } 
# 14
template< class C, class A> v1::Str< C, A>  operator+(const v1::Str< C, A>  &l, const v1::Str< C, A>  &r) { return l; } 
# 15
template< class C, class A> v1::Str< C, A>  operator+(v1::Str< C, A>  &&l, v1::Str< C, A>  &&r) { return l; } 
# 16
template< class C, class A> v1::Str< C, A>  operator+(const v1::Str< C, A>  &l, C r) { return l; } 
# 17
template< class C> v1::Other< C>  operator+(const v1::Other< C>  &l, const C *r) { return l; } 
# 18
template< class C, class A> bool operator==(const v1::Str< C, A>  &l, const C *r) { return true; } 
# 19
typedef v1::Str< char>  str; 
# 20
}
# 21
const char *describe(int); 
# 22
lib::str number(int); 
# 23
struct Code { lib::str message() const; }; 
# 24
struct Failure { Failure(const lib::str &); }; 
# 25
struct SysFailure : public Failure { 
# 26
SysFailure(Code c, const char *what) : Failure((what + (((": ") + (c.message()))))) { } 
# 27
}; 
# 28
lib::str report(const lib::str &where, int code) { 
# 29
lib::str a = (where + (": ")); 
# 30
lib::str b = (((((((where + (": "))) + (describe(code)))) + (" ("))) + a); 
# 31
lib::str c = (((((lib::str)("call")) + (" @"))) + (number(44))); 
# 32
bool same = (((lib::str)(describe(code))) == ("ok")); 
# 33
lib::str d = (where + ('x')); 
# 34
if (same) { return b; }  
# 35
return (c + d); 
# 36
} 

# 1 "operator_template_specialization.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__acfbc1fe_35_operator_template_specialization_cu_70b8fd5f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "operator_template_specialization.cudafe1.stub.c"
#include "operator_template_specialization.cudafe1.stub.c"
# 1 "operator_template_specialization.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
