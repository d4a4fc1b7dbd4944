# 1 "operator_operand_converting_ctor.cu"
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
# 7 "operator_operand_converting_ctor.cu"
typedef struct { unsigned short x; } R; 
# 8
struct S { int v; }; 
# 9
enum E { E0, E1}; 
# 10
struct H { 
# 11
unsigned short u; 
# 12
H() = default;
# 13
constexpr H(const R &r) : u(r.x) { } 
# 14
H(const S &s) : u(s.v) { } 
# 15
H(int i) : u(i) { } 
# 16
}; 
# 17
H &operator+=(H & lh, const H & rh); 
# 18
H operator+(const H & lh, const H & rh); 
# 19
bool operator==(const H & lh, const H & rh); 
# 20
S mk(); 
# 21
struct M { int v; M() = default;M(const S &r) : v(r.v) { } M &operator-=(const M & rh); }; 
# 22
inline H &inc(H &h) { R one; (one.x) = (15360U); (h += one); return h; } 
# 23
inline void f1(H &h, S one, int i, S *p) { (h += (mk())); (h += i); (h += (i + 1)); (h += one); (h + (p[0])); (one + h); } 
# 24
inline void f2(M &m, S one, S *p) { (m -= one); (m -= (mk())); (m -= (*p)); } 
# 25
inline int f3(E e) { if (e == (E1)) { return 1; }  return e != (E0); } 

# 1 "operator_operand_converting_ctor.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__96427af1_35_operator_operand_converting_ctor_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "operator_operand_converting_ctor.cudafe1.stub.c"
#include "operator_operand_converting_ctor.cudafe1.stub.c"
# 1 "operator_operand_converting_ctor.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
