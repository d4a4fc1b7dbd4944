# 1 "offsetof_member_designator.cu"
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
struct Vertex { 
# 4
float pos[3]; 
# 5
float normal[3]; 
# 6
unsigned color; 
# 7
}; 
# 8
int f() { 
# 9
static_assert((__builtin_offsetof(Vertex, color) == ((6) * sizeof(float))));
# 10
return __builtin_offsetof(Vertex, normal[1]); 
# 11
} 
# 12
static_assert((__builtin_offsetof(Vertex, color) == (24)), "");
# 13
struct In { int a; int b[4]; }; 
# 14
struct Out { char c; In in[2]; }; 
# 15
template< class T> unsigned long off() { return __builtin_offsetof(T, in[1].b[2]) + __builtin_offsetof(Out, c); } 
# 16
unsigned long g() { unsigned long o = __builtin_offsetof(Out, in[1].b[2]); return o + off< Out> (); } 
# 17
struct M { int x; unsigned long f() { return __builtin_offsetof(M, x); } }; 

# 1 "offsetof_member_designator.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__07ab06d2_29_offsetof_member_designator_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "offsetof_member_designator.cudafe1.stub.c"
#include "offsetof_member_designator.cudafe1.stub.c"
# 1 "offsetof_member_designator.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
