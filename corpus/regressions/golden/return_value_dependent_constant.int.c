# 1 "return_value_dependent_constant.cu"
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
typedef unsigned long usize_t; 
# 5
template< class T> struct Bits { 
# 6
enum { word_bit = 64}; 
# 7
usize_t dependent(const T &t) const { 
# 8
const usize_t limit = (1000); 
# 9
const usize_t a = T::max_size(t); 
# 10
return (a <= (limit / ((int)word_bit))) ? a * ((int)word_bit) : limit; 
# 11
} 
# 12
usize_t plain(usize_t n) const { 
# 13
const usize_t a = n; 
# 14
return ((a <= (7)) ? a : (7)); 
# 15
} 
# 16
usize_t other(const T &t) const { 
# 17
const usize_t a = T::max_size(t); 
# 18
usize_t i = (9); 
# 19
return ((a <= i) ? a : i); 
# 20
} 
# 21
}; 
# 22
struct Limits { 
# 23
static constexpr char lo() { return ((((char)(-1)) < 0) ? -1 : 0); } 
# 24
}; 
# 25
usize_t f(usize_t n) { 
# 26
const usize_t a = n; 
# 27
return ((a <= (7)) ? a : (7)); 
# 28
} 

# 1 "return_value_dependent_constant.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__25eebee3_34_return_value_dependent_constant_cu__Z1fm
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "return_value_dependent_constant.cudafe1.stub.c"
#include "return_value_dependent_constant.cudafe1.stub.c"
# 1 "return_value_dependent_constant.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
