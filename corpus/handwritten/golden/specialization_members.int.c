# 1 "specialization_members.cu"
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
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 2 "specialization_members.cu"
namespace n1 { 
# 3
template< class T, T v> struct integral_constant { static constexpr inline T value = (v); typedef T value_type; }; 
# 4
template< bool B> using bool_constant = integral_constant< bool, B> ; 
# 5
template< class T> struct is_enum : public bool_constant< __is_enum(T)>  { }; 
# 6
template< class _Tp, bool  = is_enum< _Tp> ::value> struct __underlying_type_impl; 
# 7
template< class _Tp> struct __underlying_type_impl< _Tp, false>  { }; 
# 8
template< class _Tp> struct __underlying_type_impl< _Tp, true>  { using type = __underlying_type(_Tp); }; 
# 9
template< class _Tp> struct underlying_type : public __underlying_type_impl< _Tp, is_enum< _Tp> ::value>  { }; 
# 10
enum E: short { a, b}; 
# 11
using U = underlying_type< E> ::type; 
# 12
U u = (1); 
# 13
static_assert(is_enum< E> ::value, "");
# 14
static_assert((!is_enum< int> ::value), "");
# 15
}
# 16
namespace n2 { 
# 17
template< bool , class Then, class Else> struct eval_if { }; 
# 18
template< class Then, class Else> struct eval_if< true, Then, Else>  { typedef typename Then::type type; }; 
# 19
template< class Then, class Else> struct eval_if< false, Then, Else>  { typedef typename Else::type type; }; 
# 20
template< class T> struct identity_ { typedef T type; }; 
# 21
template< class T> struct add_lvalue_reference { typedef T &type; }; 
# 22
template< class T, T v> struct integral_constant { static constexpr inline T value = (v); }; 
# 23
template< class T> struct is_void : public integral_constant< bool, false>  { }; 
# 24
template<> struct is_void< void>  : public integral_constant< bool, true>  { }; 
# 25
template< class T> struct P : public eval_if< is_void< T> ::value, identity_< T> , add_lvalue_reference< T> >  { }; 
# 26
P< int> ::type g(int &x) { return x; } 
# 27
template< class T> struct Q : public eval_if< false, identity_< T> , add_lvalue_reference< T> >  { }; 
# 28
Q< int> ::type h(int &x) { return x; } 
# 29
}
# 30
namespace n3 { 
# 31
struct ctype_base { typedef unsigned short mask; }; 
# 32
template< class C> struct abstract_base : public ctype_base { }; 
# 33
template< class C> class ctype; 
# 34
template<> class ctype< char> ; 
# 35
template< class C> class ctype : public abstract_base< C>  { }; 
# 36
template<> class ctype< char>  : public ctype_base { 
# 38
public: bool is(mask m, char c) const; 
# 39
}; 
# 40
bool ctype< char> ::is(mask m, char c) const { return m & c; } 
# 41
}
# 42
namespace n4 { 
# 43
class type_info { 
# 45
public: virtual ~type_info(); 
# 46
}; 
# 47
struct T { 
# 48
static void f() { 
# 49
static constexpr char tag[sizeof(type_info)] = {}; 
# 50
} 
# 51
}; 
# 52
void g() { static constexpr char tag2[sizeof(type_info)] = {}; } 
# 53
}
# 54
namespace n5 { 
# 55
template< class T> struct base { base &operator=(const base &) { return *this; } }; 
# 56
template< class T> struct derived : public base< T>  { 
# 57
derived &operator=(const derived &r) { this->base< T> ::operator=(r); return *this; } 
# 58
}; 
# 59
}

# 1 "specialization_members.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d589ce9c_25_specialization_members_cu_cd403c66
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "specialization_members.cudafe1.stub.c"
#include "specialization_members.cudafe1.stub.c"
# 1 "specialization_members.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
