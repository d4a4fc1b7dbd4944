# 1 "namespace_alias_target_scope.cu"
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
namespace a { 
# 4
namespace b { 
# 5
inline namespace v { 
# 6
int x; 
# 7
}
# 8
}
# 9
}
# 10
namespace A = a::b::v;
# 11
namespace B = a;
# 12
namespace C = a::b;
# 13
namespace D = a::b;
# 14
namespace n { 
# 15
namespace a { 
# 16
int y; 
# 17
}
# 18
namespace E = ::a::b;
# 19
namespace F = a;
# 20
namespace G = ::a;
# 21
}
# 22
namespace a { 
# 23
namespace H = b;
# 24
namespace I = b::v;
# 25
}
# 26
namespace a { 
# 27
namespace b { 
# 28
inline namespace v { 
# 29
template< class T> T id(T t) { return t; } 
# 30
}
# 31
}
# 32
template< class T> T use(T t) 
# 33
{ 
# 34
namespace al = b;
# 35
return b::id(t); 
# 36
} 
# 37
}
# 38
int main() { return ((A::x + n::a::y) + a::H::x) + a::use(0); } 

# 1 "namespace_alias_target_scope.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5ba2795a_31_namespace_alias_target_scope_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "namespace_alias_target_scope.cudafe1.stub.c"
#include "namespace_alias_target_scope.cudafe1.stub.c"
# 1 "namespace_alias_target_scope.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
