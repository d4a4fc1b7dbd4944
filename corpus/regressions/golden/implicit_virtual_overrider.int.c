# 1 "implicit_virtual_overrider.cu"
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
struct Base { virtual ~Base(); virtual void f(int); virtual int g() const; void h(); }; 
# 6
struct Mid : public Base { }; 
# 7
struct Leaf : public Mid { virtual ~Leaf() { } virtual void f(int) { } void f(long); virtual int g() const; void h(); }; 
# 8
template< class T> struct TB { virtual void k(T); virtual ~TB() { } }; 
# 9
struct FromSpec : public TB< int>  { virtual void k(int); }; 
# 10
template< class T> struct Dependent : public TB< T>  { void k(T); ~Dependent(); }; 
# 11
template< class T> struct Concrete : public TB< int>  { virtual void k(int); virtual ~Concrete(); }; 
# 12
template< class T> Concrete< T> ::~Concrete() { } 
# 13
struct Deeper : public Leaf { virtual ~Deeper(); virtual void f(int); virtual int g() const; }; 
# 14
int main() { return 0; } 

# 1 "implicit_virtual_overrider.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__47eb7f97_29_implicit_virtual_overrider_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "implicit_virtual_overrider.cudafe1.stub.c"
#include "implicit_virtual_overrider.cudafe1.stub.c"
# 1 "implicit_virtual_overrider.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
