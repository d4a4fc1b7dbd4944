# 1 "dependent_using_typename.cu"
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
template< bool B, class T, class F> struct cond { using type = T; }; 
# 4
template< class T, class F> struct cond< false, T, F>  { using type = F; }; 
# 5
template< class D> struct base_a { using diff_type = D; }; 
# 6
template< class D> struct base_b { using diff_type = D; }; 
# 7
template< class I, class D = long> using base_t = typename cond< sizeof(I) == (1), base_a< D> , base_b< D> > ::type; 
# 9
template< class I> 
# 10
class searcher : private base_t< I>  { 
# 11
using Base = ::base_t< I> ; 
# 12
using typename cond< sizeof(I) == (1), ::base_a< long> , ::base_b< long> > ::type::diff_type;
# 13
bool is_prefix(I w, typename ::base_t< I> ::diff_type len, typename ::base_t< I> ::diff_type pos) { return len == pos; } 
# 15
public: bool run(I w) { return is_prefix(w, 1, 2); } 
# 16
}; 
# 17
bool use() { return searcher< char> ().run('a'); } 

# 1 "dependent_using_typename.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2edb6e81_27_dependent_using_typename_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_using_typename.cudafe1.stub.c"
#include "dependent_using_typename.cudafe1.stub.c"
# 1 "dependent_using_typename.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
