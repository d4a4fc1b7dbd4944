# 1 "out_of_line_template_members.cu"
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
# 5 "out_of_line_template_members.cu"
template< class ...T> class tuple { }; 
# 6
template< class T1> struct P { 
# 7
P(int); 
# 8
template< class ...A1> P(int, tuple< A1...> ); 
# 9
template< class ...A1> void f(int, tuple< A1...> ); 
# 10
}; 
# 11
template< class T1> P< T1> ::P(int x) { } 
# 12
template< class T1> template< class ...A1> void P< T1> ::f(int, tuple< A1...>  f) { } 
# 13
template< class T1> template< class ...A1> P< T1> ::P(int, tuple< A1...>  f) { } 
# 15
class locale { 
# 17
public: class facet; 
# 18
class id; 
# 20
private: class _Impl; 
# 21
}; 
# 22
class locale::id { int x; }; 
# 23
class locale::_Impl { 
# 25
friend class locale; 
# 26
friend class facet; 
# 28
const facet **_M_facets; 
# 29
static const id *const _S_id_ctype[]; 
# 30
}; 
# 32
__attribute__((visibility("hidden"))) void k(int *out) ;
#if 0
# 32
{ (out[0]) = (sizeof(P< int> )); } 
#endif

# 1 "out_of_line_template_members.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__054f8112_31_out_of_line_template_members_cu__Z1kPi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "out_of_line_template_members.cudafe1.stub.c"
#include "out_of_line_template_members.cudafe1.stub.c"
# 1 "out_of_line_template_members.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
