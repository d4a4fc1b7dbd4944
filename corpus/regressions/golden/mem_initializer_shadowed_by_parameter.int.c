# 1 "mem_initializer_shadowed_by_parameter.cu"
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
# 2
template< class T, int N> struct impl { T v; constexpr impl(T x) : v(x) { } void store(T x) { (v) = x; } }; 
# 3
template< int S, int K> class sem { impl< long, S>  count; public: sem(long count) : count(count) { } }; 
# 4
template< int S> class sem< S, 1>  { impl< int, S>  available; public: constexpr sem(long available) : available(available) { } }; 
# 5
struct P { int count; P(int count) : count(count) { } }; 
# 6
sem< 1, 1>  s1(3); 
# 8
template< class V> struct iter { V *ptr; template< class Q> iter(Q *ptr) : ptr(const_cast< V *>(ptr)) { } }; 
# 9
iter< const int>  it1((int *)0); 

# 1 "mem_initializer_shadowed_by_parameter.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a49db8a9_40_mem_initializer_shadowed_by_parameter_cu_s1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "mem_initializer_shadowed_by_parameter.cudafe1.stub.c"
#include "mem_initializer_shadowed_by_parameter.cudafe1.stub.c"
# 1 "mem_initializer_shadowed_by_parameter.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
