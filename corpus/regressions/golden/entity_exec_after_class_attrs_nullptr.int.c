# 1 "entity_exec_after_class_attrs_nullptr.cu"
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
# 4 "entity_exec_after_class_attrs_nullptr.cu"
template< class T> static inline int dm1(T ** p, int n); 
# 5
template< class T> __attribute__((unused)) static inline int dm2(T ** p, int n); 
# 6
void other(); 
# 7
template< class T> inline int dm1(T **p, int n) { return n; } 
# 8
template< class T> static inline int hm1(T ** p, int n); 
# 9
template< class T> inline int hm1(T **p, int n) { return n; } 
# 10
template< class T> int dm3(T n); 
# 11
template< class T> int dm3(T n); 
# 12
namespace std { typedef __decltype((nullptr)) nullptr_t; }
# 13
template< class T> struct H { }; 
# 14
template<> struct H< __decltype((nullptr))>  { int x; }; 
# 15
H< __decltype((nullptr))>  h1; 
# 16
H< __decltype((nullptr))>  h2; 
# 17
void f(std::nullptr_t p, __decltype((nullptr)) q) { } 
# 18
template< class T> struct D1 { } __attribute((__deprecated__("use \'X\' instead"))); 
# 19
struct D2 { } __attribute((__deprecated__("use Y"))); 
# 20
template< class T> struct D3 : public H< T>  { int z; } __attribute((__deprecated__)); 
# 21
struct P1 { char c; int i; } __attribute((packed)); 
# 22
struct P2 { char c; } __attribute((aligned(16), deprecated)); 
# 23
struct __attribute((packed)) P4 { char c; int i; } __attribute((deprecated("x"))); 

# 1 "entity_exec_after_class_attrs_nullptr.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fdf56ce7_40_entity_exec_after_class_attrs_nullptr_cu__Z1fDnDn
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "entity_exec_after_class_attrs_nullptr.cudafe1.stub.c"
#include "entity_exec_after_class_attrs_nullptr.cudafe1.stub.c"
# 1 "entity_exec_after_class_attrs_nullptr.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
