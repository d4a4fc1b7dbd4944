# 1 "cv_after_class_definition.cu"
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
# 6
const 
# 4
struct A { 
# 5
int a; 
# 6
} ga = {1}; 
# 9
volatile 
# 7
struct { 
# 8
int b; 
# 9
} gb; 
# 10
void f() { 
# 14
const 
# 11
struct L { 
# 12
int x; 
# 13
L() : x(0) { } 
# 14
} l; 
# 15
const struct M { int y; } m = {2}, m2 = {3}; 
# 16
const struct K { int z; } k = {4}; 
# 17
} 
# 18
template< class T> void g() { 
# 22
const 
# 19
struct L { 
# 20
int x; 
# 21
L() : x(0) { } 
# 22
} l; 
# 23
} 
# 24
int main() { g< int> (); return 0; } 
# 25
typedef const struct TK { int t; } TKc; 
# 26
const enum CE { ce0, ce1} cev = ce1; 
# 27
const enum DE { de0} dev = de0; 

# 1 "cv_after_class_definition.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0f1d7245_28_cv_after_class_definition_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cv_after_class_definition.cudafe1.stub.c"
#include "cv_after_class_definition.cudafe1.stub.c"
# 1 "cv_after_class_definition.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
