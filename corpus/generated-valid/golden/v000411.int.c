# 1 "v000411.cu"
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
# 18 "v000411.cu"
enum Phase7 { MUL8, IDLE9, HIGH10, FAST11 = 5}; 
# 21
struct alignas(16) Bounds12 { 
# 22
int z13; 
# 23
float x14; 
# 24
float id15; 
# 25
}; 
# 27
__attribute__((visibility("hidden"))) void sweep16_kernel(unsigned *out17) ;
#if 0
# 27
{ 
# 28
unsigned tid18 = __device_builtin_variable_threadIdx.x; 
# 29
if ((out17[tid18 & (7)]) > (__device_builtin_variable_warpSize & sizeof(Bounds12))) { 
# 30
return; 
# 31
}  
# 32
__attribute__((unused)) static float sh_19[12][5]; 
# 33
static_assert((33 > 32));
# 34
} 
#endif
# 36 "v000411.cu"
static void march20(float *acc21) ;
#if 0
# 36
{ 
# 37
int i22 = __device_builtin_variable_threadIdx.x; 
# 38
(*acc21) = (18 ^ (i22 & i22)); 
# 39
(acc21[1]) = (58); 
# 40
Phase7 t23 = FAST11; 
# 41
} 
#endif
# 43 "v000411.cu"
int fold24(int n25) { 
# 44
unsigned sum26 = (((n25 += n25), (n25 - (MUL8)))); 
# 45
(__cudaPushCallConfiguration(((dim3)(256)), ((dim3)((sum26 + (63)) / (64))), sizeof(float) * (256), nullptr)) ? (void)0 : march20((float *)nullptr); 
# 46
Phase7 s27 = IDLE9; 
# 47
dim3 m28 = dim3((n25 + 63) / 64, 1); 
# 48
(__cudaPushCallConfiguration((n25 + 31) / 32, 16 * ((IDLE9) + (IDLE9)))) ? (void)0 : sweep16_kernel(&sum26); 
# 49
Phase7 diff29 = HIGH10; 
# 50
return ((((short)s27) + 3560) % 8); 
# 51
} 
# 53
int main() { 
# 54
int n30 = 1554; 
# 55
n30 = (n30 / 44); 
# 56
(__cudaPushCallConfiguration(2, 128, 0, (cudaStream_t)0)) ? (void)0 : sweep16_kernel((unsigned *)nullptr); 
# 57
float tmp31[2]{(22.5F), (55U)}; 
# 58
return 0; 
# 59
} 

# 1 "v000411.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e2093a0a_10_v000411_cu_48919bc2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000411.cudafe1.stub.c"
#include "v000411.cudafe1.stub.c"
# 1 "v000411.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
