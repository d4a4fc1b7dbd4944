# 1 "redeclaration_by_signature.cu"
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
namespace std { 
# 3
inline long abs(long i) { return (i < (0)) ? -i : i; } 
# 4
inline long long abs(long long i) { return (i < (0)) ? -i : i; } 
# 5
constexpr float abs(float x) { return (x < (0)) ? -x : x; } 
# 6
}
# 7
namespace std { 
# 8
extern inline long long abs(long long); 
# 9
extern inline long abs(long a); 
# 10
extern constexpr float abs(float); 
# 11
}
# 12
int main() { return (int)std::abs(-1L); } 

# 1 "redeclaration_by_signature.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1375f698_29_redeclaration_by_signature_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "redeclaration_by_signature.cudafe1.stub.c"
#include "redeclaration_by_signature.cudafe1.stub.c"
# 1 "redeclaration_by_signature.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
