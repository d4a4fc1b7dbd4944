# 1 "unbound_operand_no_conversion.cu"
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
# 7 "unbound_operand_no_conversion.cu"
template< class T> void f(T t) { 
# 8
const double d = t + (1.0); 
# 9
const double e = (d + (1)); 
# 10
double e2 = (d + (1)); 
# 11
const float fl = t; 
# 12
float e3 = (fl + (1)); 
# 13
double nd = t + (1.0); 
# 14
double e4 = nd + (1); 
# 15
(void)e; (void)e2; (void)e3; (void)e4; 
# 16
} 
# 17
struct P { double m; double g() const; }; 
# 18
template< class T> struct Q { 
# 19
struct N { double m; double g() const; }; 
# 20
struct G { int flag; }; 
# 21
N n; P p; double x; 
# 22
void k(const N &a, G &g) { 
# 23
double r1 = (a.m) + 1; 
# 24
double r2 = a.g() + 1; 
# 25
bool r3 = a.g() >= 12; 
# 26
double r4 = 2 * ((a.m) + (x)); 
# 27
double r5 = ((p).m) + (1); 
# 28
double r6 = (p).g() + (1); 
# 29
double r7 = ((n).m) * 2; 
# 30
double r8 = (x) + (1); 
# 31
double r9 = ((-(a.m)) + 1); 
# 32
double r10 = ((a.m) + 1) + 2; 
# 33
bool r11 = (a.m) && 1; 
# 34
double r12 = (a.m) ? 1 : (2.0); 
# 35
const double c2 = (a.m) + (x); 
# 36
const double c3 = (c2 + (1)); 
# 37
(g.flag) = 0; 
# 38
if (a.g() >= 12) { (x) = ((((((((((((r1 + r2) + r3) + r4) + r5) + r6) + r7) + r8) + r9) + r10) + r11) + r12) + c3); }  
# 39
} 
# 40
}; 

# 1 "unbound_operand_no_conversion.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__87a4ca46_32_unbound_operand_no_conversion_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "unbound_operand_no_conversion.cudafe1.stub.c"
#include "unbound_operand_no_conversion.cudafe1.stub.c"
# 1 "unbound_operand_no_conversion.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
