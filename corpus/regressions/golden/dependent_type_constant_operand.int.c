# 1 "dependent_type_constant_operand.cu"
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
# 5 "dependent_type_constant_operand.cu"
template< class G> struct mx { typedef unsigned long type; }; 
# 6
template< class G> unsigned long f3(G g) { 
# 7
typedef typename mx< G> ::type uc; 
# 8
constexpr uc a = G::min(); 
# 9
constexpr int ai = G::min(); 
# 10
const int ci = G::min(); 
# 11
constexpr uc r = (5 - 2); 
# 12
const uc e1 = a + 1; 
# 13
const int e2 = a + 1; 
# 14
const uc e3 = (ai + 1); 
# 15
const int e5 = (ci + 1); 
# 16
const uc e6 = r + 1; 
# 17
int e8 = (ai + 1); 
# 18
int e9 = a + 1; 
# 19
unsigned long e11 = a + 1; 
# 20
constexpr uc e12 = (a + 1); 
# 21
const uc e16 = a; 
# 22
if (a < e1) { const uc e17 = a + 1; return e17; }  
# 23
return (((((((e2 + e3) + e5) + e6) + e8) + e9) + e11) + e12) + e16; 
# 24
} 
# 25
template< class T> struct nt { static const T m = ((T)((sizeof(T) * (8)) - (1))); }; 
# 26
template< class T> struct W { 
# 27
static T g() { const long x = (nt< long> ::m / sizeof(T)); const T y = (nt< T> ::m / 2); return x + y; } 
# 28
}; 

# 1 "dependent_type_constant_operand.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4c221ed4_34_dependent_type_constant_operand_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_type_constant_operand.cudafe1.stub.c"
#include "dependent_type_constant_operand.cudafe1.stub.c"
# 1 "dependent_type_constant_operand.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
