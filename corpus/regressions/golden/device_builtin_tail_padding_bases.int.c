# 1 "device_builtin_tail_padding_bases.cu"
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
#if 0
# 4
enum Err { eA, eB}; 
#endif
# 5 "device_builtin_tail_padding_bases.cu"
struct B { void *p; }; 
# 6
struct D1 : public B { Err e; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 7
struct E { }; 
# 8
struct D2 : public E { void *p; Err e; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 9
struct V { virtual ~V(); void *q; }; 
# 10
struct D3 : public V { Err e; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 11
struct D4 : public V { Err e; int k; }; 
# 12
struct D5 : public B { Err e; char c; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 13
struct D7 : public V { virtual void f(); Err e; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 14
int main() { D1 a; D2 b; D3 c; D4 d; D5 e; return 0; } 

# 1 "device_builtin_tail_padding_bases.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2461f18f_36_device_builtin_tail_padding_bases_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "device_builtin_tail_padding_bases.cudafe1.stub.c"
#include "device_builtin_tail_padding_bases.cudafe1.stub.c"
# 1 "device_builtin_tail_padding_bases.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
