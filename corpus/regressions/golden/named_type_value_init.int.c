# 1 "named_type_value_init.cu"
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
typedef int myint; typedef myint myint2; enum E { e0, e1}; typedef E TE; typedef int *IP; typedef const int CI; 
# 2
namespace n { typedef long L; }struct S { typedef char C; }; 
# 3
int x; 
# 4
void g() { myint2 a = myint2(); TE b = TE(); IP c = IP(); CI d = ((int)0); long l = n::L(); char ch = S::C(); 
# 5
a = (x + myint()); long long q = ((long long)myint()); 
# 6
E ee = E(); int *ip = ((int *)0); unsigned u = ((unsigned)0); int i = ((int)0); } 
# 7
template< class T> struct tr { static void f() { myint a = myint(); typedef char ct; ct c = ct(); c = (T() + ct()); } }; 
# 8
template< class C> struct ct { typedef C char_type; static bool eq(C a, C b) { return a == b; } 
# 9
static int len(const char_type *s) { int i = 0; while (!(eq)(s[i], char_type())) { ++i; }  return i; } }; 
# 10
template<> struct ct< char>  { typedef char char_type; static bool eq(char a, char b) { return a == b; } 
# 11
static int len(const char_type *s) { int i = 0; while (!eq(s[i], char_type())) { ++i; }  return i; } }; 

# 1 "named_type_value_init.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d0f45d29_24_named_type_value_init_cu__Z1gv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "named_type_value_init.cudafe1.stub.c"
#include "named_type_value_init.cudafe1.stub.c"
# 1 "named_type_value_init.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
