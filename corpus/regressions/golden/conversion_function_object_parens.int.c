# 1 "conversion_function_object_parens.cu"
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
# 5
struct E { void *p; explicit operator bool() const { return p; } }; 
# 6
struct I { void *p; operator bool() const { return p; } operator int *() const; }; 
# 7
struct S { E m; I n; static I sn; }; 
# 8
I gi(); I arr[3]; I &ri(); 
# 9
void g(bool); 
# 10
struct N { E m; I n; int *q; I *pn; 
# 11
bool f(S s, S *ps) const { if ((s.m)) { }  if ((ps->n)) { }  bool q = (n); g((n)); bool r = (s.n); bool t((m)); if ((n)) { return (n); }  return (ps->n); } 
# 12
void h() const { if ((m)) { }  while ((m)) { }  bool c = !(m); bool d = (m) && (n); if ((this->m)) { }  int a = (n) ? 1 : 2; bool e = (n) || ((pn)[0]); bool l = (n); } 
# 13
}; 
# 14
bool h(S s, I *p, I &r) { if (gi()) { }  if ((*p)) { }  if ((arr[1])) { }  if (r) { }  if (ri()) { }  bool a = (*p); bool b = gi(); if (S::sn) { }  int *ip = (s.n); return (p[0]); } 
# 15
bool k(E e, I i) { if (e) { }  bool b = !e; return i; } 
# 16
int main() { return 0; } 

# 1 "conversion_function_object_parens.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fd0f69b4_36_conversion_function_object_parens_cu_ac89cc96
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "conversion_function_object_parens.cudafe1.stub.c"
#include "conversion_function_object_parens.cudafe1.stub.c"
# 1 "conversion_function_object_parens.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
