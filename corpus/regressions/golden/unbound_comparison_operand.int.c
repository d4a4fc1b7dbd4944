# 1 "unbound_comparison_operand.cu"
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
struct NB { NB *r; int color; }; 
# 6
enum Color { red, black}; 
# 7
struct Hdr { unsigned long node_count; }; 
# 8
template< class V> struct Node : public NB { V v; }; 
# 9
template< class K> 
# 10
struct Tree { 
# 11
typedef NB *Base; 
# 12
typedef const NB *CBase; 
# 13
typedef const Node< K>  *CLink; 
# 14
template< class C> struct Impl : public Hdr { C cmp; }; 
# 15
Impl< K>  impl; 
# 16
Base root; 
# 17
Base &_M_root() { return root; } 
# 18
CBase _M_root() const { return root; } 
# 19
Base single() { return root; } 
# 20
long cnt; 
# 21
bool f1(Tree &x) { return x._M_root() != 0; } 
# 22
bool f2(const Tree &x) { return (x._M_root() != nullptr) && (0 != x._M_root()); } 
# 23
bool f3(Tree &x) { return x.single() != (0); } 
# 24
bool f4() { return ((impl).node_count) == 0; } 
# 25
bool f5(CLink x) { return ((x->color) == red) || (red != (x->color)); } 
# 26
bool f6(NB *x) { return (x->color) == (red); } 
# 27
bool f7() { return (cnt) == (0); } 
# 28
}; 
# 29
int main() { return 0; } 

# 1 "unbound_comparison_operand.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8a902985_29_unbound_comparison_operand_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "unbound_comparison_operand.cudafe1.stub.c"
#include "unbound_comparison_operand.cudafe1.stub.c"
# 1 "unbound_comparison_operand.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
