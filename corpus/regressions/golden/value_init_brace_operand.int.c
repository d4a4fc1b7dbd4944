# 1 "value_init_brace_operand.cu"
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
typedef unsigned long my_size; 
# 6
typedef int I; 
# 7
enum E { e0}; 
# 8
typedef E TE; 
# 9
template< class T> T &&declval(); 
# 10
template< class T, class U = void> struct isa { }; 
# 11
template< class T> struct isa< T, __decltype((declval< T &> ().allocate((unsigned long)0UL), ((void)0)))>  { int x; }; 
# 12
my_size a1 = ((my_size)0UL); int a4 = ((int)0); I a6 = ((I)0); E a7 = ((E)e0); 
# 13
long take(long); 
# 14
long f(int x) { return (((((((unsigned long)0UL) + (0)) + (0)) + ((E)e0)) + x) + (take((unsigned long)0UL))) + (take(0)); } 
# 15
template< class T> long g(T x) { return (((unsigned long)0UL) + (0)) + x; } 
# 16
template< class T> struct S { 
# 17
static const long v = (sizeof ((unsigned long)0UL) + sizeof 0); 
# 18
void h(long = (unsigned long)0UL, long = 0); 
# 19
}; 
# 21
void vf() { (void)0; return (void)0; } 
# 22
template< class T> void vg(T x) { ((void)x), ((void)0); } 
# 23
int vh(int x) { return (((void)0), x); } 

# 1 "value_init_brace_operand.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__651fc9c3_27_value_init_brace_operand_cu_a1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "value_init_brace_operand.cudafe1.stub.c"
#include "value_init_brace_operand.cudafe1.stub.c"
# 1 "value_init_brace_operand.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
