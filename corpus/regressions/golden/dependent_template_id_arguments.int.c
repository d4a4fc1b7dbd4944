# 1 "dependent_template_id_arguments.cu"
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
template< class T> T &&fw(T & t); 
# 5
template< class T> struct is_ref { static const bool value = false; }; 
# 6
template< bool , class A, class B> struct cond { typedef A type; }; 
# 7
template< class A, class B> struct pr { 
# 8
typedef A first_type; typedef B second_type; 
# 9
typedef A *ptr; 
# 10
A first; B second; 
# 11
void f(pr &p) { (first) = fw< first_type> (p.first); (second) = fw< const second_type> (p.second); } 
# 12
using ref = typename cond< is_ref< ptr> ::value, ptr, first_type> ::type; 
# 13
typedef typename cond< true, ptr, int> ::type t2; 
# 14
}; 
# 15
typedef int I; 
# 16
template< class T> struct Q { typedef cond< true, I, T>  c; }; 
# 17
typedef unsigned long SZ; 
# 18
typedef int I2; 
# 19
template< class T, T v> struct ic2 { static const T value = (v); }; 
# 20
template< class ...T> struct L2 { }; 
# 21
template< class A, class B> struct cond2 { typedef A type; }; 
# 22
template< class T> struct al : public ic2< unsigned long, sizeof(T)>  { typedef cond2< ::SZ, T>  c1; }; 
# 23
template< class T> struct al2 : public cond2< int, T>  { typedef cond2< ::I2, T>  c1; }; 
# 24
template< class T> struct ms { 
# 25
using U = L2< unsigned char, unsigned short> ; 
# 26
typedef T *P; 
# 27
typedef typename cond2< L2< unsigned char, unsigned short> , T> ::type t1; 
# 28
typedef typename cond2< P, T> ::type t2; 
# 29
}; 
# 30
template< class T> int f2(T x) { typedef T *LP; typedef int LI; typedef __decltype((x + 1)) D; return (sizeof(cond2< T *, T> ) + sizeof(cond2< int, T> )) + sizeof(cond2< __decltype((x + 1)), T> ); } 

# 1 "dependent_template_id_arguments.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__260c568f_34_dependent_template_id_arguments_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_template_id_arguments.cudafe1.stub.c"
#include "dependent_template_id_arguments.cudafe1.stub.c"
# 1 "dependent_template_id_arguments.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
