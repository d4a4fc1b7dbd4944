# 1 "v000388.cu"
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
# 23 "v000388.cu"
constexpr int sweep6(int count7, float q8) { 
# 24
return count7 + q8; 
# 25
} 
# 26
__attribute__((section("__nv_managed_data__"))) static char *m_tile9 = 0; 
# 28
__attribute__((visibility("hidden"))) void bump10(float *out11, const double *coef12, float b13, signed char *acc14) ;
#if 0
# 28
{ 
# 29
int idx15 = __device_builtin_variable_threadIdx.x; 
# 30
const short *diff16 = reinterpret_cast< const short *>(acc14); 
# 31
if ((((out11[__device_builtin_variable_threadIdx.x]) += (50)), 38) != 22L) { 
# 32
int s17 = b13; 
# 33
int off18 = static_cast< double>(__device_builtin_variable_blockDim.x); 
# 34
} else { 
# 35
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tile9))) = (diff16[idx15]); 
# 36
}  
# 37
} 
#endif
# 39 "v000388.cu"
int main() { 
# 40
int len19 = 1626; 
# 41
unsigned flag20 = len19; 
# 42
float stride21 = flag20 * (8.125F); 
# 43
if ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tile9))) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tile9)))) + 28) <= flag20) { 
# 44
if ((stride21 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tile9)))) <= (33L)) { 
# 45
return 40; 
# 46
}  
# 47
(__cudaPushCallConfiguration(50 + 206, 512, 4096)) ? (void)0 : bump10(&stride21, nullptr, static_cast< unsigned>(31L), (signed char *)nullptr); 
# 48
}  
# 49
len19 = ((flag20 + stride21) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tile9))) * ((int)30UL))); 
# 50
return 0; 
# 51
} 

# 1 "v000388.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8f142749_10_v000388_cu_m_tile9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000388.cudafe1.stub.c"
#include "v000388.cudafe1.stub.c"
# 1 "v000388.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
