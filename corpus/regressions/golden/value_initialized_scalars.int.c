# 1 "value_initialized_scalars.cu"
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
enum class K { X, Y}; 
# 6
enum E { A = 1}; 
# 7
struct S { int a; }; 
# 8
float f1{(0.0F)}; float f2 = (0.0F); 
# 9
unsigned u = 0U; long l{0L}; 
# 10
int *p = ((int *)0LL); K k{K::X}; K k2 = K::X; 
# 11
short s{((short)0)}; unsigned char uc{((unsigned char)'\000')}; long double ld{(0.0L)}; 
# 12
void *vp{((void *)0LL)}; int (S::*mp){((int (S::*))0)}; 
# 13
E e{((E)0)}; 
# 14
void g(int * = 0, float = (0.0F), K = K::X, unsigned long = 0UL, double = 5, S = {}) { } 
# 15
template< class T> void t(T = {}, int = 0, double = (0.0)) { int a{0}; int b = 0; T c{}; long d = ((long)0L); } 
# 16
void h() { long b = ((long)0L); unsigned c = ((unsigned)0U); auto a = ((short)0); auto ch = ((char)'\000'); char c2{'\000'}; g(); t< int> (); } 
# 17
template< class A, class B> struct M { 
# 18
typedef unsigned long size_type; 
# 19
template< class I> M(I, I, size_type = 0) { } 
# 20
}; 
# 21
template< class I> 
# 22
M(I, I, M< int, int> ::size_type = 0UL)->M< int, I> ; 
# 23
void use() { int a[2]; M m(a, a + 1); } 

# 1 "value_initialized_scalars.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1afac211_28_value_initialized_scalars_cu_f1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "value_initialized_scalars.cudafe1.stub.c"
#include "value_initialized_scalars.cudafe1.stub.c"
# 1 "value_initialized_scalars.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
