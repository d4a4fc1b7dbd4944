# 1 "placement_new_host_device_redeclaration.cu"
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
# 6 "placement_new_host_device_redeclaration.cu"
namespace std { typedef ::size_t size_t; struct nothrow_t { }; enum class align_val_t: size_t { }; }
# 7
void *operator new(std::size_t); 
# 8
void *operator new(std::size_t, const std::nothrow_t &) noexcept; 
# 9
void *operator new(std::size_t, std::align_val_t); 
# 10
inline void *operator new(std::size_t, void *__p) noexcept { return __p; } 
# 11
extern inline void *operator new(std::size_t, void *) throw(); 
# 12
extern void *operator new(std::size_t); 
# 13
template< class T> struct Holder { 
# 14
T *slot; 
# 15
Holder(T *p) : slot(p) { make(slot); } 
# 16
template< class U> void make(U *q) { ::new ((void *)q) U(); } 
# 17
}; 
# 18
__attribute__((visibility("hidden"))) void k(int a) ;
#if 0
# 18
{ } 
#endif
# 19 "placement_new_host_device_redeclaration.cu"
int main() { int x; Holder< int>  h(&x); return 0; } 

# 1 "placement_new_host_device_redeclaration.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6e6554f2_42_placement_new_host_device_redeclaration_cu__Z1ki
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "placement_new_host_device_redeclaration.cudafe1.stub.c"
#include "placement_new_host_device_redeclaration.cudafe1.stub.c"
# 1 "placement_new_host_device_redeclaration.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
