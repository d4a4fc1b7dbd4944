# 1 "alias_qualifier_member_template_expanded.cu"
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
# 4 "alias_qualifier_member_template_expanded.cu"
template< bool B, class T = void> struct EI { typedef T type; }; 
# 5
template< class A, class B> struct same { static constexpr inline bool value = false; }; 
# 6
template< bool C, class T1, class T2> struct PCC { 
# 7
template< class U1, class U2> static constexpr bool CP() { return true; } 
# 8
}; 
# 9
template< class T1, class T2> struct Pair { 
# 10
template< class U1, class U2> using PCCFP = PCC< (!same< T1, U1> ::value) || (!same< T2, U2> ::value), T1, T2> ; 
# 11
template< class U1, class U2, typename EI< PCC< (!same< T1, U1> ::value) || (!same< T2, U2> ::value), T1, T2> ::template CP< U1, U2> (), bool> ::type  = true> 
# 12
Pair(const Pair< U1, U2>  &p) { } 
# 13
template< class U1> using Al = EI< sizeof(U1) == (4), T1> ; 
# 14
template< class U1> typename Al< U1> ::type f(U1); 
# 15
template< class U1> Al< U1>  g(U1); 
# 16
}; 
# 17
template< class U> using NsAl = PCC< true, U, U> ; 
# 18
template< class U, bool b = PCC< true, U, U> ::template CP< U, U> ()> void h(U); 
# 20
template< bool C, class T1, class T2> struct PCW { 
# 21
template< class U1, class U2> static constexpr bool CP() { return true; } 
# 22
static constexpr inline bool V = C; 
# 23
static bool F() { return C; } 
# 24
}; 
# 25
template< class U> using NsAw = PCW< true, U, U> ; 
# 26
template< class U, bool b = NsAw< U> ::V> void hw1(U); 
# 27
template< class U> bool hw2(U) { return NsAw< U> ::F() && NsAw< U> ::V; } 
# 28
template< class U> bool hw3(U) { return PCW< true, U, U> ::template CP< U, U> (); } 
# 29
template< class U> typename PCW< true, U, U> ::template X< int>  hw4(U); 

# 1 "alias_qualifier_member_template_expanded.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__be1cbf77_43_alias_qualifier_member_template_expanded_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "alias_qualifier_member_template_expanded.cudafe1.stub.c"
#include "alias_qualifier_member_template_expanded.cudafe1.stub.c"
# 1 "alias_qualifier_member_template_expanded.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
