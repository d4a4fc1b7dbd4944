# 1 "deleted_inline_and_dependent_member_calls.cu"
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
inline void launder(void *) = delete;
# 3
namespace n { inline void f(int) = delete;template < class T > void g ( T ) = delete;}
# 4
struct S { static void *allocate(int) = delete;void m() = delete;friend inline void fr(S) = delete;S(const S &) = delete;S() = default;}; 
# 5
namespace std3 { template< class E> struct il { const E *b; unsigned long n; unsigned long size() const { return n; } const E *begin() const { return b; } }; }
# 6
template< class T> struct V { 
# 7
bool empty_of(std3::il< T>  l) { return l.size() == 0; } 
# 8
template< class I> void assign_aux(I a, I b, int) { } 
# 9
template< class I> void assign_aux(I a, I b, long) { } 
# 10
void assign(std3::il< T>  l) { this->assign_aux(l.begin(), l.begin(), 1); assign_aux(l.begin(), l.begin(), 1L); } 
# 11
}; 

# 1 "deleted_inline_and_dependent_member_calls.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6cf23bfd_44_deleted_inline_and_dependent_member_calls_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "deleted_inline_and_dependent_member_calls.cudafe1.stub.c"
#include "deleted_inline_and_dependent_member_calls.cudafe1.stub.c"
# 1 "deleted_inline_and_dependent_member_calls.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
