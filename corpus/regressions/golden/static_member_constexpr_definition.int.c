# 1 "static_member_constexpr_definition.cu"
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
struct P { int v; constexpr P(int x) : v(x) { } static const P less; static const P more; static const int k; }; 
# 2
constexpr inline const P P::less(1); 
# 3
constexpr const P P::more{2}; 
# 4
constexpr const int P::k = 3; 
# 5
struct Q { int v; static const Q z; }; 
# 6
constexpr const Q Q::z = {4}; 
# 7
constexpr int g = 5; 
# 8
constexpr P h(6); 
# 9
int main() { return ((((P::less.v) + P::k) + g) + (h.v)) + (Q::z.v); } 
# 10
struct R { static constexpr inline int a = 1; static const int b; }; 
# 11
constexpr inline int R::a; 
# 12
const int R::b = 2; 
# 13
int use() { return R::a + R::b; } 

# 1 "static_member_constexpr_definition.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7300ddf0_37_static_member_constexpr_definition_cu_86506b9f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "static_member_constexpr_definition.cudafe1.stub.c"
#include "static_member_constexpr_definition.cudafe1.stub.c"
# 1 "static_member_constexpr_definition.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
