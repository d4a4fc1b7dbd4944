# 1 "braced_mem_init_element.cu"
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
template< class T> struct SV { 
# 5
unsigned long len; const T *str; int k; T v; double d; 
# 6
constexpr SV() noexcept : len{(0)}, str{(nullptr)}, k{0}, v{0}, d{(1)} { } 
# 7
constexpr SV(const T *s, unsigned long n, long q) noexcept : len{n}, str{s}, k{(int)q}, v{n}, d{(double)n} { } 
# 8
}; 
# 9
struct NV { 
# 10
unsigned long len; const char *str; int k; double d; 
# 11
constexpr NV() noexcept : len{(0)}, str{(nullptr)}, k{0}, d{(1)} { } 
# 12
NV(const char *s, unsigned long n, long q) noexcept : len{n}, str{s}, k{(int)q}, d{(double)n} { } 
# 13
}; 

# 1 "braced_mem_init_element.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fa752c1a_26_braced_mem_init_element_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "braced_mem_init_element.cudafe1.stub.c"
#include "braced_mem_init_element.cudafe1.stub.c"
# 1 "braced_mem_init_element.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
