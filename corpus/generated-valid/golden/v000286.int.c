# 1 "v000286.cu"
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
# 9 "v000286.cu"
static bool d_combine5; 
# 11
static int count6(int stride7) { 
# 12
cudaStream_t base8 = (0); 
# 13
if ((stride7 - stride7) < stride7) { 
# 14
return stride7; 
# 15
}  
# 16
return (((stride7 += stride7), stride7) >> 9); 
# 17
} 
# 19
__attribute__((visibility("hidden"))) void shade9(unsigned long long beta10) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern short dyn_11[]; 
# 21
int idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
int *cnt13 = ((int *)nullptr); 
# 23
(dyn_11[__device_builtin_variable_threadIdx.z]) = ((!(d_combine5 && ((cnt13[idx12]) < 44))) ? (((cnt13[6]) += (dyn_11[4])), 24L) * ((__device_builtin_variable_gridDim.z) & idx12) : (__device_builtin_variable_threadIdx.y)); 
# 24
const int off14 = 36; 
# 25
} 
#endif
# 27 "v000286.cu"
static int step15(int stride16, long beta17, int lane18) { 
# 28
(__cudaPushCallConfiguration(2, 1 << 8, 256, (cudaStream_t)0)) ? (void)0 : shade9((int)(beta17 * beta17)); 
# 29
(__cudaPushCallConfiguration((lane18 + 255) / 256, 64)) ? (void)0 : shade9((float)lane18); 
# 30
const int *e19 = (nullptr); 
# 31
unsigned *s20 = (nullptr); 
# 32
if ((stride16 - (s20[stride16])) & (1)) { 
# 33
return (float)((9.75F) - (*s20)); 
# 34
}  
# 35
int diff21 = (((*e19) * (s20[beta17])) << 0) + (s20[1]); 
# 36
return 9 % stride16; 
# 37
} 
# 39
static int stencil22(int lane23) { 
# 40
if (((lane23 | lane23) < lane23) && (lane23 & 1)) { 
# 41
if (lane23 >= lane23) { 
# 42
unsigned v24(((lane23 ^ 16U) | ((lane23) ? 9L : (12))) - lane23); 
# 43
v24 = lane23; 
# 44
}  
# 45
}  
# 46
return (+lane23) - (lane23 + (lane23 / lane23)); 
# 47
} 
# 49
int main() { 
# 50
int n25 = 1510; 
# 51
(__cudaPushCallConfiguration(sizeof(int) * (8), sizeof(unsigned) * (128), sizeof(int) * (32), nullptr)) ? (void)0 : shade9(n25); 
# 52
(__cudaPushCallConfiguration(2, 128, 0, nullptr)) ? (void)0 : shade9(n25 ^ 48); 
# 53
return 0; 
# 54
} 

# 1 "v000286.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a49783df_10_v000286_cu_4f3b1060
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000286.cudafe1.stub.c"
#include "v000286.cudafe1.stub.c"
# 1 "v000286.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
