# 1 "global_qualified_type_constraint.cu"
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
namespace lib { 
# 4
template< class T, class U> concept same_as = __is_same(T, U); 
# 5
template< class T> concept integral = __is_same(T, int) || __is_same(T, long); 
# 7
template< class M> concept has_members = requires (M m) {{ m.size()} -> same_as< int> ; { m.count()} -> integral; }; 
# 9
}
# 11
template< class T> concept sized = requires (T t) {{ t.size()} -> lib::same_as< int> ; }; 
# 14
template< lib::integral I> int twice(I i) { return i + i; } 
# 16
struct X { int size() const; long count() const; }; 
# 17
static_assert(lib::has_members< X> );
# 18
static_assert(sized< X> );
# 20
int main() { return twice(1) - 2; } 

# 1 "global_qualified_type_constraint.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b4606e84_35_global_qualified_type_constraint_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "global_qualified_type_constraint.cudafe1.stub.c"
#include "global_qualified_type_constraint.cudafe1.stub.c"
# 1 "global_qualified_type_constraint.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
