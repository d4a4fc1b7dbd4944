# 1 "gnu_complex.cu"
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
typedef float __complex__ cfloat; 
# 6
cfloat scale(cfloat a) { 
# 7
(__real(a)) = (1.0F); 
# 8
(__imag(a)) += (2.0F); 
# 9
return a * a; 
# 10
} 
# 12
double parts(double __complex__ z) { return (__real(z)) + (__imag(z)); } 
# 14
double __complex__ mix(double x) { 
# 15
double __complex__ z = x; 
# 16
z = (z + x); 
# 17
return z; 
# 18
} 
# 20
float magnitude(float __complex__ z) { return __builtin_cabsf(z); } 
# 21
double __complex__ root(double __complex__ z) { return __builtin_csqrt(z); } 
# 22
long double magnitude_l(const long double __complex__ &z) { return __builtin_cabsl(z); } 
# 24
template< class T> struct pair_value { 
# 25
typedef double __complex__ rep_type; 
# 26
rep_type value; 
# 27
pair_value(T r, T i) : value{r, i} { } 
# 28
pair_value(rep_type z) : value(z) { } 
# 29
T re() const { return __real(value); } 
# 30
void im(T x) { (__imag(value)) = x; } 
# 31
rep_type rep() const { return value; } 
# 32
pair_value &operator/=(const pair_value &o) { 
# 33
const rep_type t = o.rep(); 
# 34
(value) /= t; 
# 35
return *this; 
# 36
} 
# 37
}; 
# 38
template struct pair_value< double> ;
# 40
struct holder { 
# 41
float __complex__ m; 
# 42
long double __complex__ n; 
# 43
holder(float r, float i) : m{r, i}, n{i} { } 
# 44
}; 
# 45
holder h((1.0F), (2.0F)); 
# 47
int sizes = ((sizeof(double __complex__) + __alignof__(float __complex__)) + sizeof(long double __complex__)); 
# 49
double casts(double __complex__ z) { 
# 50
double __complex__ w = ((double __complex__)(3.0)); 
# 51
double r = (double)z; 
# 52
return (r + (__real(w))) + (__imag(z * w)); 
# 53
} 
# 55
bool same(double __complex__ a, double __complex__ b) { return a == b; } 
# 56
float __complex__ negate(float __complex__ a) { return (-a) + (~a); } 

# 1 "gnu_complex.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__68942b49_14_gnu_complex_cu_361f5326
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "gnu_complex.cudafe1.stub.c"
#include "gnu_complex.cudafe1.stub.c"
# 1 "gnu_complex.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
