# 1 "block_scope_unnamed_enum_fixed_type.cu"
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
typedef unsigned u32; 
# 5
int plain() { enum: u32 { A, B, C}; return ((A) + (B)) + (C); } 
# 7
template< class T> 
# 8
struct Dispatch { 
# 9
template< class P> int 
# 10
invoke() 
# 11
{ 
# 12
enum: u32 { SRCS, DSTS, NUM_ALLOCATIONS}; 
# 13
enum: int { first} e = first; 
# 14
return ((static_cast< int>(NUM_ALLOCATIONS)) + DSTS) + e; 
# 15
} 
# 16
}; 
# 18
int main() { return plain() + Dispatch< int> ().invoke< int> (); } 

# 1 "block_scope_unnamed_enum_fixed_type.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9e8ff50c_38_block_scope_unnamed_enum_fixed_type_cu_a43b9a96
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "block_scope_unnamed_enum_fixed_type.cudafe1.stub.c"
#include "block_scope_unnamed_enum_fixed_type.cudafe1.stub.c"
# 1 "block_scope_unnamed_enum_fixed_type.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
