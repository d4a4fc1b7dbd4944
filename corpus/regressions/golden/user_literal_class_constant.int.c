# 1 "user_literal_class_constant.cu"
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
struct D { long r; constexpr D(long x) : r(x) { } }; 
# 4
template< class R> struct DT { R r; constexpr DT(R x) : r(x) { } }; 
# 5
constexpr D operator ""_s(unsigned long long x) { return ((D)((long)x)); } 
# 6
constexpr D operator ""_t(long double x) { return ((D)((long)x)); } 
# 7
constexpr DT< long>  operator ""_u(unsigned long long x) { return ((DT< long> )((long)x)); } 
# 8
D operator ""_n(unsigned long long x) { return ((D)((long)x)); } 
# 9
constexpr long operator ""_l(unsigned long long x) { return (long)x; } 
# 10
D mk(D d) { return d; } 
# 11
D mkr(const D &d) { return d; } 
# 12
DT< long>  mkt(DT< long>  d) { return d; } 
# 13
long tl(long); 
# 14
bool operator<(D, D); 
# 15
struct H { D d; H() : d((2_s)) { } }; 
# 16
D g() { return (2_s); } 
# 17
void f(D q) { 
# 18
mk((2_s)); mkr((2_s)); mk(2_n); mkr(2_n); mk(((2.5_t))); mkt((3_u)); 
# 19
tl(2_l); 
# 20
D x = (2_s); 
# 21
D y((2_s)); 
# 22
bool b = (q < (2_s)); 
# 23
b = ((2_s) < q); 
# 24
q = (2_s); 
# 25
} 
# 26
template< class T> void t(T) { mk(2_s); } 

# 1 "user_literal_class_constant.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4b80a66d_30_user_literal_class_constant_cu__Zli2_ny
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "user_literal_class_constant.cudafe1.stub.c"
#include "user_literal_class_constant.cudafe1.stub.c"
# 1 "user_literal_class_constant.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
