# 1 "base_specialization_member_typedef.cu"
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
typedef long my_diff_t; 
# 6
namespace lib { 
# 7
struct rand_tag { }; 
# 8
template< class Cat, class T, class Dist = my_diff_t, class Ptr = T *, class 
# 9
Ref = T &> 
# 10
struct iter_base { 
# 11
typedef Cat category; 
# 12
typedef T value_type; 
# 13
typedef Dist difference_type; 
# 14
typedef Ptr pointer; 
# 15
typedef Ref reference; 
# 16
}; 
# 17
struct bit_base : public iter_base< rand_tag, bool>  { 
# 18
unsigned *p; 
# 19
void incr(my_diff_t i) { (p) += i; } 
# 20
}; 
# 21
struct bit_it : public bit_base { 
# 22
typedef bit_it iterator; 
# 23
iterator &operator+=(difference_type i) { this->incr(i); return *this; } 
# 24
iterator &operator-=(difference_type i) { ((*this) += (-i)); return *this; } 
# 25
friend inline iterator operator+(const bit_it::iterator &x, lib::iter_base< lib::rand_tag, bool> ::difference_type n) { 
# 26
iterator t = x; 
# 27
(t += n); 
# 28
return t; 
# 29
} 
# 30
}; 
# 31
}
# 32
template< class T, class D = long> struct B1 { typedef D difference_type; }; 
# 33
struct it2 : public B1< int>  { 
# 34
it2 &operator+=(difference_type) { return *this; } 
# 35
it2 &operator-=(difference_type i) { ((*this) += (-i)); return *this; } 
# 36
void f(difference_type a, difference_type b) { } 
# 37
}; 
# 38
int main() { 
# 39
lib::bit_it a; 
# 40
(a -= (1)); 
# 41
a = (a + (2)); 
# 42
it2 b; 
# 43
(b -= (1)); 
# 44
return 0; 
# 45
} 

# 1 "base_specialization_member_typedef.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f32ee683_37_base_specialization_member_typedef_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "base_specialization_member_typedef.cudafe1.stub.c"
#include "base_specialization_member_typedef.cudafe1.stub.c"
# 1 "base_specialization_member_typedef.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
