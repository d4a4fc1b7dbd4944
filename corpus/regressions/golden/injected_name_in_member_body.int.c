# 1 "injected_name_in_member_body.cu"
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
inline void *operator new(unsigned long, void *p) noexcept { return p; } 
# 4
inline void operator delete(void *, void *) noexcept { } 
# 5
struct Plain { 
# 6
Plain(long e) : n(e) { } 
# 7
static Plain *make(long e) { return new Plain(e); } 
# 8
static void place(Plain *b, long e) { new (b) Plain(e); } 
# 9
friend inline void reset(Plain *b, long e) { new (b) Plain(e); } 
# 10
long n; 
# 11
}; 
# 12
template< class F> 
# 13
class barrier { 
# 15
public: barrier(long e) : n(e) { } 
# 16
static void init(barrier *b, long e) { new (b) barrier(e); } 
# 17
barrier copy() const { return ((barrier)(n)); } 
# 18
long n; 
# 19
}; 
# 20
void use(barrier< int>  *b, Plain *p) { barrier< int> ::init(b, 3); reset(p, 2); } 

# 1 "injected_name_in_member_body.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b59e8aa6_31_injected_name_in_member_body_cu_646f03ed
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "injected_name_in_member_body.cudafe1.stub.c"
#include "injected_name_in_member_body.cudafe1.stub.c"
# 1 "injected_name_in_member_body.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
