# 1 "static_constant_chain_call.cu"
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
constexpr int width(unsigned long x) { return (int)(x & (63)); } 
# 7
template< unsigned long D> 
# 8
struct Chain { 
# 9
static constexpr inline unsigned long m0 = (D + (1)); 
# 10
static constexpr inline unsigned long m1 = (m0 + (1)); 
# 11
static constexpr inline unsigned long m2 = (m1 * (2)); 
# 12
static constexpr inline unsigned long m3 = (m2 - (1)); 
# 13
static constexpr inline unsigned long m4 = (m3 % (7)); 
# 14
static constexpr inline unsigned long m5 = (m4 + m0); 
# 15
static constexpr inline unsigned long m6 = (m5 ^ (3)); 
# 16
static constexpr inline unsigned long m7 = (m6 | (1)); 
# 17
static constexpr inline unsigned long m8 = (m7 + (8)); 
# 18
static constexpr inline unsigned long m9 = (m8 + (9)); 
# 19
static constexpr inline unsigned long m10 = ((m9 < (100)) ? m9 : m8); 
# 20
static constexpr inline int shift = __builtin_clzll(D); 
# 21
static constexpr inline int w = width(D); 
# 22
static constexpr inline int coshift = (64 - shift); 
# 23
static constexpr inline int cow = (64 - w); 
# 24
static constexpr inline int direct = (64 - width(D)); 
# 25
static constexpr inline unsigned long c1 = (((unsigned long)1) << shift); 
# 26
}; 
# 28
Chain< 40UL>  chain; 
# 29
unsigned long use() { return Chain< 40UL> ::m10 + Chain< 40UL> ::c1; } 

# 1 "static_constant_chain_call.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__78483b5c_29_static_constant_chain_call_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "static_constant_chain_call.cudafe1.stub.c"
#include "static_constant_chain_call.cudafe1.stub.c"
# 1 "static_constant_chain_call.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
