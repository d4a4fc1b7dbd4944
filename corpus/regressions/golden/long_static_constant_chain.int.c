# 1 "long_static_constant_chain.cu"
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
# 3
typedef unsigned long u64; 
# 4
template< u64 n1, u64 n0, u64 d> struct div_impl { 
# 5
static constexpr inline u64 c = (((u64)1) << 32); 
# 6
static constexpr inline u64 d1 = (d / c); 
# 7
static constexpr inline u64 d0 = (d % c); 
# 8
static constexpr inline u64 q1x = (n1 / d1); 
# 9
static constexpr inline u64 r1x = (n1 % d1); 
# 10
static constexpr inline u64 m = (q1x * d0); 
# 11
static constexpr inline u64 r1y = ((r1x * c) + (n0 / c)); 
# 12
static constexpr inline u64 r1z = (r1y + d); 
# 13
static constexpr inline u64 r1 = (((r1y < m) ? ((r1z >= d) && (r1z < m)) ? r1z + d : r1z : r1y) - m); 
# 14
static constexpr inline u64 q1 = (q1x - ((r1y < m) ? ((r1z >= d) && (r1z < m)) ? 2 : 1 : 0)); 
# 15
static constexpr inline u64 q0x = (r1 / d1); 
# 16
static constexpr inline u64 r0x = (r1 % d1); 
# 17
static constexpr inline u64 n = (q0x * d0); 
# 18
static constexpr inline u64 r0y = ((r0x * c) + (n0 % c)); 
# 19
static constexpr inline u64 r0z = (r0y + d); 
# 20
static constexpr inline u64 r0 = (((r0y < n) ? ((r0z >= d) && (r0z < n)) ? r0z + d : r0z : r0y) - n); 
# 21
static constexpr inline u64 q0 = (q0x - ((r0y < n) ? ((r0z >= d) && (r0z < n)) ? 2 : 1 : 0)); 
# 22
static constexpr inline u64 quot = ((q1 * c) + q0); 
# 23
}; 
# 24
int main() { return 0; } 

# 1 "long_static_constant_chain.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3fa28794_29_long_static_constant_chain_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "long_static_constant_chain.cudafe1.stub.c"
#include "long_static_constant_chain.cudafe1.stub.c"
# 1 "long_static_constant_chain.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
