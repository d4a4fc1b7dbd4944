# 1 "gnu_builtins.cu"
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
typedef __builtin_va_list __gnuc_va_list; 
# 4
constexpr bool ice() { return __builtin_is_constant_evaluated(); } 
# 5
unsigned short sw16(unsigned short x) { return __builtin_bswap16(x); } 
# 6
long la(long i) { return __builtin_labs(i); } 
# 7
double fa(double x) { return __builtin_fabs(x) + (__builtin_sqrtf((2.0F))); } 
# 8
int cz(unsigned x) { return (__builtin_clz(x) + __builtin_isnan((1.0))) + ((int)__builtin_expect(x, 0)); } 
# 9
int vp(const char * f, __gnuc_va_list a); 
# 10
void h(__gnuc_va_list a, int  b[3]); 
# 11
int pr(const char *f, ...) { 
# 12
__gnuc_va_list ap, ap2; 
# 13
__builtin_va_start((ap),f); 
# 14
__builtin_va_copy((ap2),(ap)); 
# 15
int r = (__builtin_va_arg((ap),int)) + vp(f, ap2); 
# 16
__builtin_va_end(ap); 
# 17
return ((r + 0) + 1) + __builtin_isgreater((1.0), (2.0)); 
# 18
} 
# 19
struct S { int a; }; 
# 20
S *ad(S &s) { return __builtin_addressof(s) + 0; } 
# 21
void g(int); 
# 22
int ld(int *p, long *l) { 
# 23
int x = __atomic_load_n(p, 5); 
# 24
g(__atomic_load_n(p, 5)); 
# 25
x = (((__atomic_fetch_add(p, 1, 5)) * 2) - (__atomic_load_n(p, 5))); 
# 26
__atomic_store_n(p, 1, 5); 
# 27
long *q = __builtin_launder(l) + 1; 
# 28
bool b = __atomic_compare_exchange_n(p, &x, 2, false, 5, 5); 
# 29
return (((__sync_fetch_and_add(p, 1)) ? 1 : 2) + b) + (q != (__null)); 
# 30
} 
# 31
void f(int *); 
# 32
int *np = (__null); 
# 33
long nl = __null; 
# 34
void nulls() { f(__null); g(__null); int *q = (__null); if (q == (__null)) { }  auto s = sizeof __null; (void)s; } 
# 35
template< class T> T *tn() { return __null; } 
# 36
__attribute__((unused)) float dv(float x) {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 36
{ return __builtin_fabsf(x) + __builtin_expf(x); } 
#endif

# 1 "gnu_builtins.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eb11b063_15_gnu_builtins_cu__Z4sw16t
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "gnu_builtins.cudafe1.stub.c"
#include "gnu_builtins.cudafe1.stub.c"
# 1 "gnu_builtins.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
