# 1 "template_dependent_operator_forms.cu"
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
# 6 "template_dependent_operator_forms.cu"
template< class D> constexpr int adv(D n) { if (__builtin_constant_p(n) && (n == 1)) { return 1; }  return 0; } 
# 7
template< class D> int adv2(D n) { int x = 3; return (0 + 1) + __builtin_constant_p(n + 1); } 
# 8
int adv3(int n) { return 0 + 1; } 
# 9
int u1 = adv(1) + adv2(2); 
# 11
template< class T> T hr1(T a, T b, int d) { 
# 12
T y1 = ((-a) / ((T)2)); 
# 13
T y2 = ((-a) / ((T)2)); 
# 14
T y3 = a / ((T)2); 
# 15
T y4 = (-a) / b; 
# 16
T y5 = ((-a) + ((T)2)); 
# 17
T y6 = (((T)2) / (-a)); 
# 18
T y7 = ((d % 2) == 1) ? -((T)1) : ((T)1); 
# 19
T y8 = (d) ? -((T)1) : ((T)1); 
# 20
T y9 = (d) ? (T)1 : ((T)2); 
# 21
T y10 = (-((T)1)); 
# 22
T y11 = ((~a) + 1); 
# 23
return y1; 
# 24
} 
# 26
template< class I> struct RI { 
# 27
I cur; 
# 28
constexpr RI() noexcept(noexcept((I()))) : cur() { } 
# 29
constexpr RI(int) noexcept(noexcept(((I)1))) : cur() { } 
# 30
constexpr RI(char) noexcept(noexcept((I{}))) : cur() { } 
# 31
constexpr RI(long) noexcept(noexcept((cur).f())) : cur() { } 
# 32
}; 
# 33
template< class T> struct P { T *_M_array; unsigned long _M_len; constexpr P() noexcept : _M_array((0)), _M_len((0)) { } }; 
# 34
template< class T> T g1(T xi) { T p = ((-xi) / ((T)2)); return p; } 
# 35
template< class T> T g2(int d) { const T s = ((d % 2) == 1) ? -((T)1) : ((T)1); return s; } 
# 37
struct Q2 { Q2(int) { } }; 
# 38
template< class T> struct PS { 
# 39
T *a; T b; int c; T *d; Q2 e; T *f; const char *g; T h; 
# 40
PS(int i) : a((0)), b(0), c(0), d((nullptr)), e(0), f((__null)), g("x"), h(i) { } 
# 41
PS(long) : a(), b(), c((1 + 2)), d(((T *)0)), e(1), f((0L)), g((0)), h(sizeof(T)) { } 
# 42
}; 
# 43
struct NP { int *a; long b; NP() : a((0)), b((0)) { } }; 

# 1 "template_dependent_operator_forms.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c0a0e1d5_36_template_dependent_operator_forms_cu__Z4adv3i
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_dependent_operator_forms.cudafe1.stub.c"
#include "template_dependent_operator_forms.cudafe1.stub.c"
# 1 "template_dependent_operator_forms.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
