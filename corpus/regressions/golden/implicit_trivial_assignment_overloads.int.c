# 1 "implicit_trivial_assignment_overloads.cu"
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
# 5 "implicit_trivial_assignment_overloads.cu"
struct raw { unsigned short x; }; 
# 6
struct H { 
# 7
unsigned short x; 
# 8
H() = default;
# 9
H(const raw &r) : x(r.x) { } 
# 10
H &operator=(const raw & hr); 
# 11
volatile H &operator=(const raw & hr) volatile; 
# 12
operator raw() const; 
# 13
operator raw() const volatile; 
# 14
H(const float f) { (x) = (1); } 
# 15
operator float() const; 
# 16
}; 
# 17
H mk(float); 
# 18
inline H &operator+=(H &lh, const H &rh) { lh = mk((1.0F)); return lh; } 
# 19
inline void f(H &a, H b, raw r) { a = b; (a = r); a = mk((2.0F)); } 
# 20
struct P { H x; H y; void g(const P &s) { (this->x) = (s.x); (y) = (s.y); (x) = mk((1.0F)); } }; 

# 1 "implicit_trivial_assignment_overloads.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__012c082a_40_implicit_trivial_assignment_overloads_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "implicit_trivial_assignment_overloads.cudafe1.stub.c"
#include "implicit_trivial_assignment_overloads.cudafe1.stub.c"
# 1 "implicit_trivial_assignment_overloads.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
