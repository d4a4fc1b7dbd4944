# 1 "using_directive_namespace_path.cu"
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
namespace A { inline namespace L { namespace CL { int z; }}namespace M { namespace N { int y; }}}
# 2
namespace B { using namespace ::A::L::CL;using namespace ::A::M::N;namespace A { namespace M { }}using namespace ::A::M;}
# 3
using namespace A::L;
# 4
namespace _GLOBAL__N__3347ad36_33_using_directive_namespace_path_cu__Z1fv __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__3347ad36_33_using_directive_namespace_path_cu__Z1fv; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__3347ad36_33_using_directive_namespace_path_cu__Z1fv __attribute__((visibility("hidden")))  { namespace P { int w; }}
# 5
using namespace P;
# 6
namespace A { namespace M { using namespace N;using namespace N;}}
# 7
void f() { using namespace A::L::CL;using namespace A::M;} 
# 8
struct S { void g() { using namespace A::M::N;} }; 
# 9
namespace C = A::M;
# 10
using namespace C;
# 11
using namespace A::M::N;

# 1 "using_directive_namespace_path.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3347ad36_33_using_directive_namespace_path_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "using_directive_namespace_path.cudafe1.stub.c"
#include "using_directive_namespace_path.cudafe1.stub.c"
# 1 "using_directive_namespace_path.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
