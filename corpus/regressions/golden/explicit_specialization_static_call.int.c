# 1 "explicit_specialization_static_call.cu"
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
template< class T> struct NL { static constexpr T min() { return T(); } static constexpr T lowest() { return (min)(); } }; 
# 5
template<> struct NL< int>  { static constexpr int min() noexcept { return 0; } static constexpr int lowest() noexcept { return min(); } }; 
# 6
template<> struct NL< char16_t>  { static constexpr char16_t min() noexcept { return 0; } static constexpr char16_t lowest() noexcept { return min(); } }; 

# 1 "explicit_specialization_static_call.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__52b48f61_38_explicit_specialization_static_call_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_specialization_static_call.cudafe1.stub.c"
#include "explicit_specialization_static_call.cudafe1.stub.c"
# 1 "explicit_specialization_static_call.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
