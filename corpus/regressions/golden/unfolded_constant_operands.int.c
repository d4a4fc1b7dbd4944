# 1 "unfolded_constant_operands.cu"
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
constexpr int g(unsigned long x) { return (int)x; } 
# 6
int h(int); 
# 7
struct N { 
# 8
static constexpr inline int c = g(3); 
# 9
static constexpr inline int uc = (64 - c); 
# 10
}; 
# 11
template< unsigned long d> struct S { 
# 12
static constexpr inline int a = __builtin_clzll(d); 
# 13
static constexpr inline int b = g(d); 
# 14
static constexpr inline int c = g(3); 
# 15
static constexpr inline int ua = (64 - a); 
# 16
static constexpr inline int ub = (64 - b); 
# 17
static constexpr inline int uc = (64 - c); 
# 18
static const int w = h(3); 
# 19
static const int uw = (64 - w); 
# 20
static constexpr inline unsigned long f = (1UL << a); 
# 21
static const int z = 7; 
# 22
static constexpr inline int uz = (64 - z); 
# 23
int m() { const int j = h(3); int y = 64 - j; const int q = __builtin_clzll(d); return y + (64 - q); } 
# 24
void k() { const int j = g(3); int y = (64 - j); const int q = __builtin_clzll(d); int yq = (64 - q); } 
# 25
}; 
# 26
template< class T> int t() { const int j = g(3); int y = (64 - j); return y; } 
# 27
void n() { const int j = __builtin_clzll(8); int y = (64 - j); const int i = g(2); int x = (1 + i); } 

# 1 "unfolded_constant_operands.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6cfc0e4a_29_unfolded_constant_operands_cu__Z1nv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "unfolded_constant_operands.cudafe1.stub.c"
#include "unfolded_constant_operands.cudafe1.stub.c"
# 1 "unfolded_constant_operands.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
