# 1 "enum_compound_assignment_operator.cu"
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
namespace std { 
# 3
enum _Ios_Iostate { _S_goodbit, _S_eofbit = (1 << 1), _S_ios_iostate_end = (1L << 16)}; 
# 4
constexpr _Ios_Iostate operator|(_Ios_Iostate __a, _Ios_Iostate __b) { return (_Ios_Iostate)((static_cast< int>(__a)) | (static_cast< int>(__b))); } 
# 5
inline const _Ios_Iostate &operator|=(_Ios_Iostate &__a, _Ios_Iostate __b) { return __a = (__a | __b); } 
# 6
struct ios_base { typedef _Ios_Iostate iostate; static const iostate eofbit = _S_eofbit; static const iostate goodbit = _S_goodbit; }; 
# 7
template< class C> struct is { void f() { ios_base::iostate __err = ios_base::goodbit; (__err |= ios_base::eofbit); } }; 
# 8
void g() { ios_base::iostate __err = ios_base::goodbit; (__err |= ios_base::eofbit); } 
# 9
}

# 1 "enum_compound_assignment_operator.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c35fb787_36_enum_compound_assignment_operator_cu__ZSt1gv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "enum_compound_assignment_operator.cudafe1.stub.c"
#include "enum_compound_assignment_operator.cudafe1.stub.c"
# 1 "enum_compound_assignment_operator.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
