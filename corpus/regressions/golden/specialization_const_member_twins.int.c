# 1 "specialization_const_member_twins.cu"
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
template< class T> struct D { 
# 5
typedef unsigned long size_type; 
# 6
typedef T &reference; 
# 7
typedef const T &const_reference; 
# 8
T *p; 
# 9
D(size_type n, const T &v) : p((0)) { } 
# 10
reference at(size_type n) { return (p)[n]; } 
# 11
const_reference at(size_type n) const { return (p)[n]; } 
# 12
size_type size() const { return 0; } 
# 13
}; 
# 14
int f() { 
# 15
D< int>  sizes(4, 8); 
# 16
const D< int>  &c = sizes; 
# 17
sizes.at(1) = 3; 
# 18
return ((static_cast< int>(sizes.size())) + sizes.at(2)) + c.at(0); 
# 19
} 
# 20
template< class T> int g(D< int>  &d, T t) { return d.at(t) + d.at(1); } 
# 21
int h(D< int>  &d) { return g(d, 2); } 

# 1 "specialization_const_member_twins.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__44e01466_36_specialization_const_member_twins_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "specialization_const_member_twins.cudafe1.stub.c"
#include "specialization_const_member_twins.cudafe1.stub.c"
# 1 "specialization_const_member_twins.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
