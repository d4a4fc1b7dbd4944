# 1 "specialization_static_member_type.cu"
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
# 5
typedef long diff_t; 
# 6
typedef unsigned long usize_t; 
# 7
template< class V> struct base_traits { 
# 8
static const bool is_signed = (((V)(-1)) < 0); 
# 9
static const V top = (is_signed ? (V)100 : (~((V)0))); 
# 10
}; 
# 11
template< class V> struct traits : public base_traits< V>  { }; 
# 12
template< class V> struct plain { static const V top = (5); }; 
# 13
template< class A> struct Bits { 
# 14
typedef diff_t difference_type; 
# 15
typedef usize_t size_type; 
# 16
enum { word_bit = (int)((8) * sizeof(long))}; 
# 17
size_type max_size() const { 
# 18
const size_type a = ((traits< diff_t> ::top - ((int)word_bit)) + (1)); 
# 19
const size_type b = (base_traits< diff_t> ::top + (1)); 
# 20
const size_type c = (plain< diff_t> ::top + (1)); 
# 21
return (a + b) + c; 
# 22
} 
# 23
}; 
# 24
usize_t limit() { 
# 25
const usize_t a = (traits< long> ::top + (1)); 
# 26
const int b = (plain< short> ::top + 1); 
# 27
const long c = (plain< int> ::top + 1L); 
# 28
return (a + b) + c; 
# 29
} 

# 1 "specialization_static_member_type.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f04ce913_36_specialization_static_member_type_cu_e2349265
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "specialization_static_member_type.cudafe1.stub.c"
#include "specialization_static_member_type.cudafe1.stub.c"
# 1 "specialization_static_member_type.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
