# 1 "unbound_condition_operand.cu"
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
# 5 "unbound_condition_operand.cu"
struct V { V(); V(int, double); bool empty() const; int size() const; }; 
# 6
template< class I> struct D { 
# 7
struct P { V _M_prob; V probs() const { return ((_M_prob).empty() ? V(1, (1.0)) : (_M_prob)); } }; 
# 8
P _M_param; 
# 9
V _M_v; 
# 10
V probs() const { return (((_M_param)._M_prob).empty()) ? V(1, (1.0)) : ((_M_param)._M_prob); } 
# 11
V probs2() const { return ((_M_v).empty() ? V(1, (1.0)) : (_M_v)); } 
# 12
I mx() const { return (((_M_param)._M_prob).empty()) ? (I)0 : ((I)(((_M_param)._M_prob).size() - 1)); } 
# 13
int mx2() const { return (((_M_param)._M_prob).empty()) ? 0 : 1; } 
# 14
int mx3() const { return ((_M_param)._M_prob).size() + 1; } 
# 15
}; 
# 16
struct N { V _M_prob; V probs() const { return ((_M_prob).empty() ? V(1, (1.0)) : (_M_prob)); } }; 

# 1 "unbound_condition_operand.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5049efaf_28_unbound_condition_operand_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "unbound_condition_operand.cudafe1.stub.c"
#include "unbound_condition_operand.cudafe1.stub.c"
# 1 "unbound_condition_operand.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
