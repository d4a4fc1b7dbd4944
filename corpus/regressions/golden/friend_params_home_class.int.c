# 1 "friend_params_home_class.cu"
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
namespace std { 
# 6
namespace __ep { class ep; struct Z { }; }
# 7
using __ep::ep;
# 8
void rethrow(__ep::ep); 
# 9
void r2(__ep::Z); 
# 10
namespace __ep { 
# 11
class ep { void *p; friend void std::rethrow(ep); friend void std::r2(std::__ep::Z); friend void r3(ep, std::__ep::Z); }; 
# 12
class ep2 { friend void std::rethrow(std::__ep::ep); friend void std::r2(std::__ep::Z); }; 
# 13
}
# 14
}
# 15
namespace N { 
# 16
class L { 
# 18
public: class Id; 
# 19
template< class F> friend const F &uf(const L &); 
# 21
private: class In { template< class F> friend const F &uf(const N::L &); void g(const L &); }; 
# 22
}; 
# 23
class L::Id { 
# 24
friend class L; 
# 25
template< class F> friend const F &uf(const N::L &); 
# 26
int k; 
# 27
}; 
# 28
}
# 29
int main() { return 0; } 

# 1 "friend_params_home_class.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fde67fe5_27_friend_params_home_class_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "friend_params_home_class.cudafe1.stub.c"
#include "friend_params_home_class.cudafe1.stub.c"
# 1 "friend_params_home_class.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
