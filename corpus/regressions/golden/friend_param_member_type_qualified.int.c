# 1 "friend_param_member_type_qualified.cu"
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
struct B0 { typedef long D0; struct BI { }; }; 
# 4
namespace M { struct MB { typedef int MT; }; }
# 5
struct S : public B0, public M::MB { 
# 6
typedef int T; 
# 7
struct In { }; 
# 8
enum E { e1}; 
# 9
friend inline T f(S, S::T, B0::D0, S::In, S::E, B0::BI, M::MB::MT) { return 0; } 
# 10
friend void g(S::T); 
# 11
}; 
# 12
void g(S::T) { } 
# 13
namespace N { struct S2 { typedef int T; friend inline void h(S2, S2::T x) { } }; }
# 14
struct O { typedef int OT; struct I { typedef int T; friend inline void oi(I, I::T, O::OT) { } }; }; 
# 15
int main() { 
# 16
S s; 
# 17
f(s, 1, 2, S::In(), S::e1, B0::BI(), 3); 
# 18
O::I i; 
# 19
oi(i, 1, 2); 
# 20
return 0; 
# 21
} 

# 1 "friend_param_member_type_qualified.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bcbb4922_37_friend_param_member_type_qualified_cu__Z1gi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "friend_param_member_type_qualified.cudafe1.stub.c"
#include "friend_param_member_type_qualified.cudafe1.stub.c"
# 1 "friend_param_member_type_qualified.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
