# 1 "v000217.cu"
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
# 21 "v000217.cu"
__attribute__((visibility("hidden"))) void trace10_kernel(float *__restrict__ out11, unsigned *__restrict__ buf12, int *acc13) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern float dyn_14[]; 
# 23
unsigned i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
(acc13[i15]) |= ((((5) - i15) + (*buf12)) + (buf12[__device_builtin_variable_gridDim.z])); 
# 25
(*buf12) = (out11[__device_builtin_variable_blockIdx.y]); 
# 26
int off16 = ((dyn_14[3]) / (acc13[__device_builtin_variable_gridDim.x])) - (out11[__device_builtin_variable_threadIdx.z]); 
# 27
} 
#endif
# 28 "v000217.cu"
int main() { 
# 29
int n17 = 2295; 
# 30
int res18[3] = {n17, 3, (-162)}; 
# 31
(res18[n17]) *= (+(res18[n17])); 
# 32
(__cudaPushCallConfiguration((n17 + 63) / 64, 8 * 16, 12 + 1012)) ? (void)0 : trace10_kernel(nullptr, nullptr, res18); 
# 33
(__cudaPushCallConfiguration((n17 + 31) / 32, (1 << 6) + ((1 << 6) + (64 + (12 + (5 + (12 + (64 + (29 + ((1 << 6) + 134)))))))))) ? (void)0 : trace10_kernel(nullptr, nullptr, &n17); 
# 34
(res18[1]) = (((((((res18[n17]) > n17) ? res18[n17] : n17) > ((long)n17)) ? ((res18[n17]) > n17) ? res18[n17] : n17 : ((long)n17)) > ((35UL * n17) >> (res18[0]))) ? ((((res18[n17]) > n17) ? res18[n17] : n17) > ((long)n17)) ? ((res18[n17]) > n17) ? res18[n17] : n17 : ((long)n17) : ((35UL * n17) >> (res18[0]))); 
# 35
return 0; 
# 36
} 

# 1 "v000217.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__113b86cb_10_v000217_cu_ce9d179d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000217.cudafe1.stub.c"
#include "v000217.cudafe1.stub.c"
# 1 "v000217.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
