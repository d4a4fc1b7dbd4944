# 1 "v000685.cu"
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
# 21 "v000685.cu"
__attribute__((visibility("hidden"))) void sweep7_kernel(float p8, unsigned *acc9, int *buf10) ;
#if 0
# 22
{ 
# 23
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
--(buf10[__device_builtin_variable_blockDim.z]); 
# 25
const float m12 = ((18.0F) - (+tid11)) + (((*buf10) + (*acc9)) - (2)); 
# 26
} 
#endif
# 27 "v000685.cu"
enum Phase13: int { BUSY14 = 3, LOW15, MUL16 = 10, BLUE17}; 
# 28
enum Kind18 { 
# 29
LOW19, 
# 30
OFF20, 
# 31
BUSY21, 
# 32
HIGH22, 
# 33
GREEN23
# 34
}; 
# 36
static void smooth24_kernel(float *dst25) ;
#if 0
# 37
{ 
# 38
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
(dst25[7])++; 
# 40
(dst25[idx26])++; 
# 41
(dst25[1]) = (__device_builtin_variable_threadIdx.x); 
# 42
} 
#endif
# 44 "v000685.cu"
__attribute__((visibility("hidden"))) void kick27_kernel(float *__restrict__ acc28) ;
#if 0
# 45
{ 
# 46
int tid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
float t30{static_cast< float>(__device_builtin_variable_blockIdx.x)}; 
# 48
t30 *= (15L); 
# 49
t30 = t30; 
# 50
if ((tid29 - (__device_builtin_variable_gridDim.x)) > 22U) { 
# 51
return; 
# 52
}  
# 53
(*acc28) += (t30 * (OFF20)); 
# 54
} 
#endif
# 56 "v000685.cu"
__attribute__((visibility("hidden"))) void smooth31(long b32) ;
#if 0
# 57
{ 
# 58
int idx33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
if (idx33 >= b32) { 
# 60
return; 
# 61
}  
# 62
int pass34 = 0; 
# 63
do { 
# 64
b32 = idx33; 
# 65
++pass34; 
# 66
} while (pass34 < ((BUSY14) + 2)); 
# 67
const int y35 = (((b32 += (OFF20)), (pass34 * __device_builtin_variable_warpSize))); 
# 68
const int r36 = idx33 * (47 - y35); 
# 69
switch (r36) { 
# 70
case (BUSY21) * ((BUSY21) + (2 + (OFF20))):  
# 71
b32 = pass34; 
# 72
break; 
# 73
case 2:  
# 74
b32 = (63 + r36); 
# 75
break; 
# 76
case 11:  
# 77
break; 
# 78
}  
# 79
} 
#endif
# 80 "v000685.cu"
enum class Kind37 { Busy38, Mul39, Idle40, Red41}; 
# 82
int main() 
# 83
{ 
# 84
int size42 = 3562; 
# 85
size42 = size42; 
# 86
size42 *= ('A'); 
# 87
(__cudaPushCallConfiguration(256, 128, 0, 0)) ? (void)0 : sweep7_kernel(__alignof__(double), static_cast< unsigned *>(nullptr), nullptr); 
# 88
size42++; 
# 89
(__cudaPushCallConfiguration(2, (GREEN23) + (63 + ((HIGH22) + 442)))) ? (void)0 : smooth24_kernel(static_cast< float *>(nullptr)); 
# 90
(__cudaPushCallConfiguration((size42 + 255) / 256, 2 + 126, sizeof(unsigned) * (1024))) ? (void)0 : kick27_kernel(nullptr); 
# 91
(__cudaPushCallConfiguration((size42 + 127) / 128, (BLUE17) + 117, sizeof(double) * (256))) ? (void)0 : smooth31(5); 
# 92
return 0; 
# 93
} 

# 1 "v000685.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2db36e27_10_v000685_cu_044a3dab
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000685.cudafe1.stub.c"
#include "v000685.cudafe1.stub.c"
# 1 "v000685.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
