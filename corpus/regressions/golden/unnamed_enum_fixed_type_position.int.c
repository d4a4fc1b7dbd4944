# 1 "unnamed_enum_fixed_type_position.cu"
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
enum: unsigned { 
# 5
N1
# 6
}; 
# 8
enum: short { 
# 10
N2
# 11
}; 
# 13
enum: long { 
# 16
N3
# 17
}; 
# 18
int f() { 
# 20
enum: unsigned { 
# 22
A
# 23
}; 
# 24
return A; 
# 25
} 
# 26
int main() { return (((f()) + (N1)) + (N2)) + (N3); } 

# 1 "unnamed_enum_fixed_type_position.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a9168f39_35_unnamed_enum_fixed_type_position_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "unnamed_enum_fixed_type_position.cudafe1.stub.c"
#include "unnamed_enum_fixed_type_position.cudafe1.stub.c"
# 1 "unnamed_enum_fixed_type_position.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
