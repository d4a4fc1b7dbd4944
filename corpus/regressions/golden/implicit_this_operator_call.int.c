# 1 "implicit_this_operator_call.cu"
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
struct A { bool operator==(const A &) const; int operator()(int) const; A &operator=(const A & o); 
# 5
bool ne(const A &a) const { return !this->operator==(a); } 
# 6
int call() const { return this->operator()(3); } 
# 7
void as(const A &o) { this->operator=(o); } 
# 8
}; 
# 9
struct D : public A { bool ne2(const A &a) const { return !this->operator==(a); } }; 
# 10
template< class T> struct B { bool operator==(const B &) const; T t; 
# 11
bool ne(const B &a) const { return !operator==(a); } 
# 12
int call(int x) const { return operator()(x); } int operator()(int) const; 
# 13
}; 
# 14
int main() { B< int>  b; return (b.ne(b)) + b.call(1); } 

# 1 "implicit_this_operator_call.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a00243a4_30_implicit_this_operator_call_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "implicit_this_operator_call.cudafe1.stub.c"
#include "implicit_this_operator_call.cudafe1.stub.c"
# 1 "implicit_this_operator_call.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
