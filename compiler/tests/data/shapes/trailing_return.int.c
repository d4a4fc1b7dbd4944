# 1 "trailing_return.cu"
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
auto t1()->int; 
# 2
auto t2(int x)->__decltype(x) { return x; } 
# 3
auto t3()->int { return 1; } 
# 4
typedef int I; 
# 5
auto h1()->I { return 1; } 
# 6
struct S { typedef double dt; auto m() const->int { return 1; } auto n()->S &; }; 
# 7
auto S::n()->S & { return *this; } 
# 8
auto h2()->S::dt { return 1; } 
# 9
template< class T> struct W { typedef T type; }; 
# 10
auto h3()->W< int>  { return {}; } 
# 11
auto h4()->W< int> ::type { return 1; } 
# 12
template< class T> auto tt(T t)->__decltype((t + 1)) { return t + 1; } 
# 13
auto fp()->int (*)(int); 
# 14
auto ne() noexcept->int; 
# 15
auto ar()->int (&)[3]; 
# 16
constexpr auto ce()->int { return 2; } 
# 17
static auto st()->int { return 3; } 
# 18
struct V { virtual auto w()->int { return 0; } virtual auto y()->V * = 0; }; 
# 19
struct VB : public V { virtual auto w()->int override { return 1; } virtual auto y()->VB * final { return this; } }; 

# 1 "trailing_return.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f245373a_18_trailing_return_cu__Z2t2i
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "trailing_return.cudafe1.stub.c"
#include "trailing_return.cudafe1.stub.c"
# 1 "trailing_return.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
