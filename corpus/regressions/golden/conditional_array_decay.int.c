# 1 "conditional_array_decay.cu"
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
extern "C" int printf(const char *, ...); 
# 4
void take(const char *); 
# 5
struct S { int a[3]; int b[3]; } s; 
# 6
struct M { const char *s; M(bool ok) : s(ok ? "yes" : ("nop")) { } }; 
# 7
const char *r1(bool ok) { return ok ? "yes" : ("nop"); } 
# 8
void f(bool ok, int bad) { 
# 9
printf("%s\n", ok ? "PASS" : ("FAIL")); 
# 10
printf("%s\n", (bad == 0) ? "PASS" : ("FAIL")); 
# 11
take(ok ? "PASS" : ("FAIL")); 
# 12
const char *p = ok ? "PASS" : ("FAIL"); 
# 13
const char *q(ok ? "PASS" : ("FAIL")); 
# 14
auto r = ok ? "PASS" : ("FAIL"); 
# 15
bool b = ok ? "PASS" : ("FAIL"); 
# 16
char c = (ok ? "PASS" : ("FAIL"))[1]; 
# 17
const char (&ref)[5] = ok ? "PASS" : "FAIL"; 
# 18
unsigned long n = sizeof (ok ? "PASS" : "FAIL"); 
# 19
int *ip = ok ? s.a : (s.b); 
# 20
p = (ok ? "PASS" : ("FAIL")); 
# 21
} 

# 1 "conditional_array_decay.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bb7438c1_26_conditional_array_decay_cu__Z2r1b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "conditional_array_decay.cudafe1.stub.c"
#include "conditional_array_decay.cudafe1.stub.c"
# 1 "conditional_array_decay.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
