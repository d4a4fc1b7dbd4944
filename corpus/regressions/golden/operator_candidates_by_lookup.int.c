# 1 "operator_candidates_by_lookup.cu"
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
namespace std { 
# 5
template< class A, class B> struct pair { }; 
# 6
template< class A, class B> inline bool operator!=(const pair< A, B>  &, const pair< A, B>  &) { return false; } 
# 7
namespace rel_ops { template< class T> inline bool operator!=(const T &x, const T &y) { return !(x == y); } }
# 8
inline namespace v1 { struct W { }; bool operator==(W, int); }
# 9
}
# 10
enum Err { Ok, Bad}; 
# 11
typedef Err Err_t; 
# 12
Err_t f1() { Err_t status = Bad; if (status != (Ok)) { return status; }  return Ok; } 
# 13
template< class T> Err_t f2(T) { Err_t status = Bad; bool b = status != (Ok); if (status != (Ok)) { return status; }  return b ? Ok : Bad; } 
# 14
namespace m { enum E { A, B}; bool operator|(E, E); bool g(E e) { return (e | (A)); } }
# 15
namespace n { bool operator&(m::E, m::E); bool h(m::E e) { return (e & (m::A)); } }
# 16
namespace p { using namespace n;bool k(m::E e) { return (e & (m::B)); } }
# 17
bool q(m::E e) { return e & (m::B); } 
# 18
bool r(std::v1::W w) { return (w == (1)); } 
# 19
namespace s { using namespace std::rel_ops;bool t(Err e) { return e != (Ok); } }

# 1 "operator_candidates_by_lookup.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__38b1bb2d_32_operator_candidates_by_lookup_cu__Z2f1v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "operator_candidates_by_lookup.cudafe1.stub.c"
#include "operator_candidates_by_lookup.cudafe1.stub.c"
# 1 "operator_candidates_by_lookup.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
