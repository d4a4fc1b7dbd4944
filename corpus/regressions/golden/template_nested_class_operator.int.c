# 1 "template_nested_class_operator.cu"
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
struct vec { 
# 6
int *p; 
# 7
vec &operator=(const vec &o) { (p) = (o.p); return *this; } 
# 8
}; 
# 9
template< class T> class ud { 
# 11
public: struct pt { 
# 12
T a; 
# 13
vec v; 
# 14
pt() { } 
# 15
pt &operator=(const pt &) = default;
# 16
bool operator==(const pt &y) const { return (a) == (y.a); } 
# 17
bool self(const pt &y) const { return (*this) == y; } 
# 18
}; 
# 19
struct qt { 
# 20
int b; 
# 21
friend inline bool operator<(const qt &x, const qt &y) { return (x.b) < (y.b); } 
# 22
}; 
# 23
bool operator!=(const ud &o) const { return false; } 
# 24
friend inline bool operator==(const ud< T>  &d1, const ud< T>  &d2) { return (d1.p) == (d2.p); } 
# 25
bool eq(const ud &d2) const { return (*this) != d2; } 
# 26
bool lt(const qt &a, const qt &b) const { return a < b; } 
# 27
void set(const pt &x) { (p) = x; } 
# 28
pt p; 
# 29
}; 
# 30
struct nn { 
# 31
struct in { 
# 32
bool operator<(const in &o) const { return true; } 
# 33
}; 
# 34
bool f(in a, in b) { return (a < b); } 
# 35
}; 
# 36
int main() { return 0; } 

# 1 "template_nested_class_operator.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f3cf89dd_33_template_nested_class_operator_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_nested_class_operator.cudafe1.stub.c"
#include "template_nested_class_operator.cudafe1.stub.c"
# 1 "template_nested_class_operator.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
