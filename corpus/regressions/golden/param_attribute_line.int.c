# 1 "param_attribute_line.cu"
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
template< class T> struct al { }; 
# 6
template< class T, class U> inline T *
# 8
rel(T *first, T *last, T *
# 9
result, 
# 10
[[maybe_unused]] al< U>  &alloc) noexcept 
# 11
{ return result; } 
# 12
int f(int a, 
# 13
[[maybe_unused]] int b, 
# 14
[[maybe_unused]] int 
# 15
c, 
# 16
__attribute((unused)) int d) 
# 17
{ return a; } 
# 18
int g(int a, 
# 19
__attribute((unused)) int b, [[maybe_unused]] int c, 
# 20
[[maybe_unused]] [[deprecated]] int d); 
# 22
struct S { 
# 23
void m(int a, 
# 24
[[maybe_unused]] int b); 
# 25
S(int a, 
# 26
[[maybe_unused]] int b) { } 
# 27
}; 
# 28
int main() { 
# 29
auto l = [](int x, 
# 30
[[maybe_unused]] int y) { return x; } ; typedef decltype(l) __T0;
# 31
int v = 0; 
# 32
al< int>  a; return ((*rel(&v, &v, &v, a)) + f(1, 2, 3, 4)) + l(1, 2); 
# 33
} 

# 1 "param_attribute_line.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__baa5866f_23_param_attribute_line_cu__Z1fiiii
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "param_attribute_line.cudafe1.stub.c"
#include "param_attribute_line.cudafe1.stub.c"
# 1 "param_attribute_line.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
