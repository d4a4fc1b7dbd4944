# 1 "unbound_member_calls.cu"
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
struct Less { bool operator()(int a, int b) const { return a < b; } }; 
# 6
template< class C> struct Impl { C cmp; int count; }; 
# 7
struct NB { NB *r; }; 
# 8
template< class V> struct Node : public NB { V v; }; 
# 9
template< class V> struct Iter { NB *node; }; 
# 10
template< class K, class C> 
# 11
struct Tree { 
# 12
typedef NB *Base; 
# 13
typedef const NB *CBase; 
# 14
typedef Node< K>  *Link; 
# 15
typedef Iter< K>  iterator; 
# 16
Impl< C>  impl; 
# 17
Less less; 
# 18
static const K &key(CBase x) { return *((const K *)x); } 
# 19
static int a1(Base x) { return 0; } 
# 20
static int a1(Link x) { return 1; } 
# 21
static int b1(Base x) { return 0; } 
# 22
static int b1(int x) { return 1; } 
# 23
static int c1(Base x) { return 0; } 
# 24
static int c1(CBase x) { return 1; } 
# 25
static int d1(Base x) { return 0; } 
# 26
int f(Base p, Link l, iterator it, NB n, Iter< int>  ii) { 
# 27
return (((((((((a1(p) + a1(l)) + (b1)(p)) + (b1)(3)) + c1((it.node))) + (c1)(n.r)) + (c1)(ii.node)) + Tree< K, C> ::c1((it.node))) + Tree< K, C> ::a1(p)) + (d1)((it.node))) + (d1)(p); 
# 29
} 
# 30
bool g(const K &k, Base p, int a) { 
# 31
return (impl).cmp(k, (key)(p)) && (!(impl).cmp((key)(p), k)) && (less)(a, a) && (this->impl).cmp(k, k); 
# 32
} 
# 33
}; 
# 34
int main() { return 0; } 

# 1 "unbound_member_calls.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__95f92351_23_unbound_member_calls_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "unbound_member_calls.cudafe1.stub.c"
#include "unbound_member_calls.cudafe1.stub.c"
# 1 "unbound_member_calls.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
