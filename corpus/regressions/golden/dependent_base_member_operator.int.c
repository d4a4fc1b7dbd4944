# 1 "dependent_base_member_operator.cu"
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
struct It { int *p; It &operator++() { ++(p); return *this; } It operator++(int) { It t = *this; ++(p); return t; } It &operator+=(long n) { (p) += n; return *this; } It &operator--() { return *this; } }; 
# 5
template< class A> struct Base { 
# 6
typedef A *ptr; 
# 7
struct Data { 
# 8
It s; It f; ptr e; 
# 9
Data() { } 
# 10
Data &operator=(const Data &) = default;
# 11
void mv(Data &x) { (*this) = x; } 
# 12
void rs() { (*this) = Data(); } 
# 13
}; 
# 14
struct Impl : public Data { }; 
# 15
Impl m; 
# 16
}; 
# 17
template< class T, class A> struct V; 
# 18
template< class A> struct V< bool, A>  : protected Base< A>  { 
# 19
void pb(int x) { ((this->m).f)++; --((this->m).f); ((this->m).f) += ((long)x); } 
# 20
}; 
# 21
template< class A> struct W : protected Base< A>  { 
# 22
void pb(int x) { ((this->m).f)++; --((this->m).f); ((this->m).f) += ((long)x); } 
# 23
}; 
# 24
int main() { V< bool, int>  v; v.pb(1); W< int>  w; w.pb(1); return 0; } 

# 1 "dependent_base_member_operator.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eeb73b70_33_dependent_base_member_operator_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_base_member_operator.cudafe1.stub.c"
#include "dependent_base_member_operator.cudafe1.stub.c"
# 1 "dependent_base_member_operator.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
