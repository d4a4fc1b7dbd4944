# 1 "v001881.cu"
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
# 11 "v001881.cu"
enum Mode7: short { FAST8 = 1, BLUE9}; 
# 13
__attribute__((visibility("hidden"))) void rank10_kernel(float *acc11, int count12, int n13, int n14) ;
#if 0
# 14
{ 
# 15
int i15 = __device_builtin_variable_threadIdx.x; 
# 16
--n13; 
# 17
if (count12 & 1) { 
# 18
return; 
# 19
}  
# 20
float z16[7] = {}; 
# 21
Mode7 stride17 = FAST8; 
# 22
} 
#endif
# 24 "v001881.cu"
__attribute__((visibility("hidden"))) void combine18_kernel(int *__restrict__ dst19) ;
#if 0
# 25
{ 
# 26
int idx20 = __device_builtin_variable_threadIdx.x; 
# 27
(dst19[idx20]) = 14; 
# 28
--(dst19[__device_builtin_variable_blockDim.x]); 
# 29
--(dst19[idx20]); 
# 30
long v21 = ((*dst19) - idx20) * (dst19[__device_builtin_variable_threadIdx.x]); 
# 31
v21--; 
# 32
} 
#endif
# 34 "v001881.cu"
int main() 
# 35
{ 
# 36
int size22 = 4010; 
# 37
size22 = (-49); 
# 38
size22--; 
# 39
double k23 = (size22 + 31ULL) | (59UL); 
# 40
(__cudaPushCallConfiguration((size22 + 255) / 256, 64, sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : rank10_kernel((float *)nullptr, size22, 42UL, k23); 
# 41
(__cudaPushCallConfiguration((size22 + 31) / 32, sizeof(unsigned) * (8 + ((BLUE9) + ((FAST8) + ((FAST8) + ((BLUE9) + 2))))), sizeof(int) * (256), nullptr)) ? (void)0 : combine18_kernel(&size22); 
# 42
return 0; 
# 43
} 

# 1 "v001881.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3eac93b4_10_v001881_cu_baf35f90
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001881.cudafe1.stub.c"
#include "v001881.cudafe1.stub.c"
# 1 "v001881.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
