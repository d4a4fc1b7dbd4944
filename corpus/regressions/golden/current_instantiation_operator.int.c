# 1 "current_instantiation_operator.cu"
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
template< class X> struct W { 
# 5
typedef W _Self; 
# 6
X *p; 
# 7
W &operator+=(long) { return *this; } 
# 8
W &operator++() { return *this; } 
# 9
W &operator-=(long n) { return (*this) += (-n); } 
# 10
W &inc() { ++(*this); return *this; } 
# 11
_Self &inc2() { ++(*this); return *this; } 
# 12
friend inline _Self add(const typename W< X> ::_Self &a, long n) { _Self t = a; t += n; return t; } 
# 13
}; 
# 14
int main() { 
# 15
W< int>  x; 
# 16
x.inc(); 
# 17
x.inc2(); 
# 18
add(x, 2); 
# 19
return 0; 
# 20
} 

# 1 "current_instantiation_operator.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7e2e3fc7_33_current_instantiation_operator_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "current_instantiation_operator.cudafe1.stub.c"
#include "current_instantiation_operator.cudafe1.stub.c"
# 1 "current_instantiation_operator.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
