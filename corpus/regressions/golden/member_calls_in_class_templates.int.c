# 1 "member_calls_in_class_templates.cu"
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
struct P { int v; int g() { return (this->v) + this->h(); } int h() { return 1; } }; 
# 3
template< class T> struct Q { int v; T t; int g() { return ((this->v) + h()) + ((int)(this->t)); } int h() { return 1; } }; 
# 4
template< class T> struct R { 
# 5
T *b; 
# 6
T *end() { return b; } 
# 7
const T *end() const { return b; } 
# 8
int size() const { return 1; } 
# 9
const T *rb() const { return this->end(); } 
# 10
int s2() const { return size() + size(); } 
# 11
}; 
# 12
struct bit_it { int *p; int &operator*() const { return *(p); } int &operator[](long n) const { return (p)[n]; } long operator-(const bit_it &o) const { return (p) - (o.p); } }; 
# 13
template< class T> struct w { 
# 14
bit_it begin() { return bit_it{(0)}; } 
# 15
bit_it end() { return bit_it{(0)}; } 
# 16
static bit_it sb(); 
# 17
bit_it mem; 
# 18
int &front() { return *begin(); } 
# 19
int &at(long n) { return begin()[n]; } 
# 20
long size() { return (long)(end() - begin()); } 
# 21
int &f2() { return (*(begin())); } 
# 22
int &f3() { return (*((sb)())); } 
# 23
int &f4() { return (*(mem)); } 
# 24
}; 
# 25
bit_it gb(); 
# 26
template< class T> int &g1() { return (*(gb())); } 
# 27
int &nf() { return (*(gb())); } 

# 1 "member_calls_in_class_templates.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__965a60f0_34_member_calls_in_class_templates_cu__Z2nfv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "member_calls_in_class_templates.cudafe1.stub.c"
#include "member_calls_in_class_templates.cudafe1.stub.c"
# 1 "member_calls_in_class_templates.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
