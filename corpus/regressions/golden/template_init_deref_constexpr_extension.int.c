# 1 "template_init_deref_constexpr_extension.cu"
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
# 4 "template_init_deref_constexpr_extension.cu"
template< class T> struct tr { typedef T value_type; }; 
# 5
template< class It> void f1(It first) { typename tr< It> ::value_type v = (*first); (void)v; } 
# 6
template< class T> void f2(T *p) { T v = *p; T *q = p; T w = *q; (void)v; (void)w; } 
# 7
template< class G> struct mx { typedef unsigned long type; }; 
# 8
template< class G> unsigned long f3(G g) { 
# 9
typedef typename mx< G> ::type uc; 
# 10
constexpr uc a = G::min(); 
# 11
constexpr uc b = G::max(); 
# 12
constexpr uc r = (b - a); 
# 13
constexpr uc r1 = (r + 1); 
# 14
return r1; 
# 15
} 
# 17
template< class T> T nde(T a) { return a; } 
# 18
int ge(int a) { return a; } 
# 19
extern "C" void afe(const char *, const char *); 
# 20
void ue1() { int r; r = ge(1); r = nde< int> (2); int k = __extension__ 3; afe("x", __extension__ "y"); (void)r; (void)k; } 
# 21
template< class T> void ue2(T x) { T r; r = nde< unsigned> (x); r = ge(1); int k = __extension__ 3; afe("x", __extension__ "y"); (void)r; (void)k; } 

# 1 "template_init_deref_constexpr_extension.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b50a32e1_42_template_init_deref_constexpr_extension_cu__Z2gei
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_init_deref_constexpr_extension.cudafe1.stub.c"
#include "template_init_deref_constexpr_extension.cudafe1.stub.c"
# 1 "template_init_deref_constexpr_extension.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
