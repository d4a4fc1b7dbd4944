# 1 "dependent_initializer_parens.cu"
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
const double tab[3] = {(1), (2), (3)}; 
# 3
template< class T> T f(T x) { 
# 4
T a = tab[0]; 
# 5
T b = (-x); 
# 6
T c = x; 
# 7
const T d = (x > 1) ? x : ((T)1); 
# 8
int e = tab[1]; 
# 9
int g = -e; 
# 10
auto h = (-x); 
# 11
T i(-x); 
# 12
T j = (1); 
# 13
T k{(-x)}; 
# 14
double l = (-x); 
# 15
return (((((((((a + b) + c) + d) + e) + g) + h) + i) + j) + k) + l; 
# 16
} 
# 17
double lg(double); 
# 18
float lg(float); 
# 19
template< class T> T f2(T x, int n) { 
# 20
static const T tab[3] = {(1), (2), (3)}; 
# 21
T a = (tab[0]); 
# 22
T b = (-lg(x)); 
# 23
T c = x / ((T)2); 
# 24
T d = x + 1; 
# 25
T e = ((n % 2) == 1) ? -((T)1) : ((T)1); 
# 26
T g = lg(x); 
# 27
T h = (!x); 
# 28
T i = x * x; 
# 29
T j = tab[n]; 
# 30
T k = (x++); 
# 31
T l = x; 
# 32
return (((((((((a + b) + c) + d) + e) + g) + h) + i) + j) + k) + l; 
# 33
} 
# 34
template< class T> T f3(T x) { 
# 35
T k{(-x)}; 
# 36
T k2{1}; 
# 37
T k3{x + 1}; 
# 38
T k4{x}; 
# 39
T k5 = {(-x)}; 
# 40
T k6{(-x), 1}; 
# 41
return k; 
# 42
} 
# 43
template< class T> T g4(T); 
# 44
template< class T> T f4(T x) { 
# 45
g4(-x); 
# 46
x = (-x); 
# 47
-x; 
# 48
if (-x) { return !x; }  
# 49
return -x; 
# 50
} 

# 1 "dependent_initializer_parens.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d2fdc048_31_dependent_initializer_parens_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_initializer_parens.cudafe1.stub.c"
#include "dependent_initializer_parens.cudafe1.stub.c"
# 1 "dependent_initializer_parens.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
