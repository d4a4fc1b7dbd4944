# 1 "requires_clause_later_line.cu"
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
template< class T> concept C = sizeof(T) > (1); 
# 2
template< class T> struct S { 
# 3
void f() const
# 4
 requires (C< T> ) 
# 5
{ } 
# 6
void g() requires (C< T> ) { } 
# 7
void h()
# 8
 requires (C< T> ); 
# 9
template< class U> void 
# 10
k(U) noexcept(true)
# 12
 requires (C< U> ) 
# 13
{ } 
# 14
}; 
# 15
template< class T> void 
# 16
m(T) requires (C< T> ) 
# 18
{ } 
# 19
int main() { return 0; } 
# 20
template< class T> struct F { 
# 21
friend inline bool operator==(const F< T>  &, const F< T>  &) requires (C< T> ) 
# 23
{ return true; } 
# 24
}; 

# 1 "requires_clause_later_line.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__affa96ef_29_requires_clause_later_line_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "requires_clause_later_line.cudafe1.stub.c"
#include "requires_clause_later_line.cudafe1.stub.c"
# 1 "requires_clause_later_line.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
