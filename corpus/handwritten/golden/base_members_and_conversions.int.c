# 1 "base_members_and_conversions.cu"
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
# 6 "base_members_and_conversions.cu"
namespace std { 
# 7
template< class A, class B> struct pair { A a; B b; }; 
# 8
template< class _CharT> class ctype; 
# 9
struct ctype_base { typedef unsigned short mask; }; 
# 10
template< class _CharT> class ctype : public ctype_base { public: bool is(mask m, _CharT c) const; }; 
# 11
template<> class ctype< char>  : public ctype_base { 
# 13
public: bool is(mask __m, char __c) const; 
# 15
protected: const mask *_M_table; 
# 16
}; 
# 19
bool ctype< char> ::is(mask __m, char __c) const 
# 20
{ return ((_M_table)[static_cast< unsigned char>(__c)]) & __m; } 
# 21
}
# 23
template< class T1, class T2> struct P { 
# 24
T1 first; T2 second; 
# 25
constexpr operator std::pair< T1, T2> () const { return {first, second}; } 
# 26
}; 
# 27
struct Q { operator std::pair< int, int> () const; }; 
# 29
struct E { }; 
# 30
inline void fail() { throw E(); } 
# 32
struct id { int x; }; 
# 33
struct Impl { void replace(const Impl *, const id *); }; 
# 34
struct loc { 
# 35
Impl *impl; 
# 36
template< class F> loc combine(const loc & o) const; 
# 37
}; 
# 38
template< class F> loc loc::combine(const loc &o) const { (impl)->replace(o.impl, &F::id); return o; } 
# 40
__attribute__((visibility("hidden"))) void k(int *out) ;
#if 0
# 40
{ (out[0]) = (sizeof(P< int, float> )); } 
#endif

# 1 "base_members_and_conversions.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2bbc8830_31_base_members_and_conversions_cu_ced1ad87
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "base_members_and_conversions.cudafe1.stub.c"
#include "base_members_and_conversions.cudafe1.stub.c"
# 1 "base_members_and_conversions.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
