# 1 "explicit_specialization_decl_one_line.cu"
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
# 4
template< class T> struct Coll { 
# 5
int compare(const T *, const T *) const; 
# 6
~Coll(); 
# 7
}; 
# 10
template<> int Coll< char> ::compare(const char *, const char *) const; 
# 12
template<> Coll< char> ::~Coll(); 
# 13
template< class T> Coll< T> ::~Coll() { } 
# 14
template< class T> void convert(const char *, T &); 
# 17
template<> void convert(const char *, float &); 
# 20
template<> void convert(const char *, double &) { } 
# 21
struct Holder { template< class T> T &get(T * p, long n); }; 
# 24
template<> int &Holder::get(int * p, long n); 
# 25
int main() { return 0; } 

# 1 "explicit_specialization_decl_one_line.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1f748d0a_40_explicit_specialization_decl_one_line_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_specialization_decl_one_line.cudafe1.stub.c"
#include "explicit_specialization_decl_one_line.cudafe1.stub.c"
# 1 "explicit_specialization_decl_one_line.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
