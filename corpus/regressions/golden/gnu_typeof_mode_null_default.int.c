# 1 "gnu_typeof_mode_null_default.cu"
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
# 5 "gnu_typeof_mode_null_default.cu"
struct Q { }; 
# 6
extern int d1(Q * q = 0, Q * q2 = 0, Q * q3 = 0, void * v = 0, Q * q4 = 0, int (Q::* m) = __null, long l = __null); 
# 7
template< class T> int d2(T * p = 0, T * p2 = (T *)0, void * v = 0); 
# 8
void f() { Q *p = (__null); d1(__null); } 
# 9
inline int t1(float v) { return (((void)((__typeof__(v))v)), 1); } 
# 10
inline int t2(float v) { __typeof__(v + (1)) a = v; __typeof__(v) b = v; __typeof__(v) c = v; __typeof__(int) d = 0; return ((a + b) + c) + d; } 
# 11
int g1; __typeof__(g1) g2; __typeof__(g1 * 2) g3; 
# 12
template< class T> void t3(T x) { __typeof__(x) y = x; __typeof__(x + 1) z = x; } 
# 13
void t4() { t3(1); } 
# 14
typedef long reg_t __attribute((__mode__(__word__))); 
# 15
typedef signed char qi_t __attribute((__mode__(__QI__))); 
# 16
typedef unsigned long u64_t __attribute((__mode__(__DI__))); 
# 17
typedef short hi_t __attribute((mode(HI))); 

# 1 "gnu_typeof_mode_null_default.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__31fdecf8_31_gnu_typeof_mode_null_default_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "gnu_typeof_mode_null_default.cudafe1.stub.c"
#include "gnu_typeof_mode_null_default.cudafe1.stub.c"
# 1 "gnu_typeof_mode_null_default.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
