# 1 "dependent_enumerators.cu"
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
template< bool > struct tt { typedef int type; }; 
# 5
template< int > struct ti { typedef int type; }; 
# 6
template< class T> struct S { 
# 7
enum { v = sizeof(T) > (4)}; 
# 8
enum { v2 = ((bool)T::x) || ((bool)T::y)}; 
# 9
enum { v3 = T::x}; 
# 10
enum { v4 = sizeof(T)}; 
# 11
typedef typename tt< (v)> ::type a1; 
# 12
typedef typename tt< v2> ::type a2; 
# 13
typedef typename tt< v3> ::type a3; 
# 14
typedef typename ti< (v)> ::type a4; 
# 15
typedef typename ti< v4> ::type a5; 
# 16
typedef typename ti< v2> ::type a6; 
# 17
enum { w = (sizeof(T) > (4)) ? 1 : 0, w2 = (((bool)T::x) || ((bool)T::y)) ? 1 : 0, w3 = (T::x) + 1, w4 = (sizeof(T)) + 1}; 
# 18
static const int d = (w - v); 
# 19
static const int d2 = (sizeof(T)); 
# 20
static const int d3 = (T::x); 
# 21
static const int d4 = (T::x + 1); 
# 22
static constexpr inline int d5 = (T::x + 1); 
# 23
static const bool d6 = (T::x); 
# 24
}; 
# 25
template< class T> struct UB { enum { v}; }; 
# 26
template< class T> struct UD : public UB< T>  { 
# 27
using UB< T> ::v;
# 28
enum { w = (v) ? sizeof(T) * (8) : (0)}; 
# 29
static const int k = (v + 1); 
# 30
}; 
# 31
template< class T> struct V { 
# 32
static const bool s = (((T)(-1)) < 0); 
# 33
static const int d = (sizeof(T) - s); 
# 34
static const int e = (s ? 1 : 2); 
# 35
}; 
# 36
template< bool > struct tt2 { typedef int type; }; 
# 37
template< int > struct ti2 { typedef int type; }; 
# 38
template< class T> struct S2 { 
# 39
typedef typename tt2< (sizeof(T) > (4))> ::type a1; 
# 40
typedef typename tt2< sizeof(T) < (4)> ::type a2; 
# 41
typedef typename ti2< sizeof(T) + (4)> ::type a3; 
# 42
typedef typename ti2< (sizeof(T) >> 1)> ::type a4; 
# 43
typedef typename tt2< ((sizeof(T) > (4)) && true)> ::type a5; 
# 44
typedef typename tt2< sizeof(T) >= (4)> ::type a6; 
# 45
typedef typename tt2< !(sizeof(T) > (4))> ::type a7; 
# 46
}; 

# 1 "dependent_enumerators.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a0a3c34c_24_dependent_enumerators_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_enumerators.cudafe1.stub.c"
#include "dependent_enumerators.cudafe1.stub.c"
# 1 "dependent_enumerators.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
