# 1 "namespace_typedef_attributes.cu"
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
namespace std __attribute((__visibility__("default"))) { 
# 2
int a; 
# 3
}
# 4
namespace __attribute((__visibility__("default"))) n2 { 
# 5
int b; 
# 6
}
# 7
namespace n3 __attribute((deprecated)) { int c; }
# 8
inline namespace n5 __attribute((__abi_tag__("x", "y"))) { int f; }
# 9
typedef int I __attribute((deprecated)); 
# 10
__attribute((deprecated)) typedef int J; 
# 11
__attribute((deprecated("x"))) typedef int K; 
# 12
__attribute((deprecated)) typedef int L; 
# 14
__attribute((deprecated("y"))) typedef int 
# 15
M; 
# 16
__attribute((aligned(8))) typedef int N, __attribute((aligned(8))) *PN; 
# 17
struct S { int x; }; 
# 18
__attribute((deprecated("z"))) typedef S St; 
#if 0
# 19
struct V4 { int x, y, z, w; }; 
#endif
# 20 "namespace_typedef_attributes.cu"
#pragma GCC diagnostic push
#if 0
# 21
__attribute((deprecated("use V4a"))) typedef V4 v4; 
#endif
# 22 "namespace_typedef_attributes.cu"
#pragma GCC diagnostic pop
#if 0
typedef V4 
# 23
v4b; 
#endif

# 1 "namespace_typedef_attributes.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__633b9ecf_31_namespace_typedef_attributes_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "namespace_typedef_attributes.cudafe1.stub.c"
#include "namespace_typedef_attributes.cudafe1.stub.c"
# 1 "namespace_typedef_attributes.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
