# 1 "v001839.cu"
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
# 10 "v001839.cu"
__attribute__((visibility("hidden"))) void weigh5(char *acc6, const double *in7, int *data8) ;
#if 0
# 11
{ 
# 12
if ((*acc6) <= (*data8)) { 
# 13
if ((12) <= ((((acc6[1]) += (in7[1])), 17ULL) >> (*acc6))) { 
# 14
if ((acc6[6]) + 45) { 
# 15
return; 
# 16
}  
# 17
}  
# 18
} else { if ((*data8) == (((in7[4]) > (data8[4])) ? in7[4] : (data8[4]))) { 
# 19
(acc6[7]) = (*data8); 
# 20
if (acc6[7]) { 
# 21
return; 
# 22
}  
# 23
}  }  
# 24
(acc6[7]) = (data8[0]); 
# 25
} 
#endif
# 26 "v001839.cu"
typedef double real9_t; 
# 33
__attribute__((visibility("hidden"))) void map_probe11(float *data, int n) ;
#if 0
# 33
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 34 "v001839.cu"
__attribute__((visibility("hidden"))) void map_smooth12(int *data, int n) ;
#if 0
# 34
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 35 "v001839.cu"
using idx13_t = int; 
# 42
__attribute__((visibility("hidden"))) void map_tile15(float *data, int n) ;
#if 0
# 42
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 43 "v001839.cu"
__attribute__((visibility("hidden"))) void map_march16(double *data, int n) ;
#if 0
# 43
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 45 "v001839.cu"
namespace math17 { 
# 46
using idx18_t = int; 
# 47
enum Op19 { RED20 = 2, GREEN21, FAST22 = 6, SLOW23 = 12}; 
# 49
__attribute__((visibility("hidden"))) void rank24_kernel(unsigned q25) ;
#if 0
# 50
{ 
# 51
q25 = (+q25); 
# 52
long h26 = (4) * q25; 
# 53
--h26; 
# 54
h26 = h26; 
# 55
h26 = (51); 
# 56
h26++; 
# 57
} 
#endif
# 58 "v001839.cu"
}
# 60
__attribute__((visibility("hidden"))) void decay27(unsigned cfg28, short *buf29) ;
#if 0
# 61
{ 
# 62
int val30{(idx13_t)cfg28}; 
# 63
idx13_t off31((math17::GREEN21)); 
# 64
--cfg28; 
# 65
cfg28 = (53); 
# 66
(buf29[off31 & 7]) = (60LL & cfg28); 
# 67
math17::idx18_t lo32 = 21 % (buf29[cfg28 & (7)]); 
# 68
} 
#endif
# 70 "v001839.cu"
int main() 
# 71
{ 
# 72
int count33 = 1094; 
# 73
++count33; 
# 74
(__cudaPushCallConfiguration(((math17::RED20) + (math17::RED20)) * 8, sizeof(unsigned) * ((math17::SLOW23) + ((math17::SLOW23) + 40)))) ? (void)0 : weigh5(nullptr, nullptr, (int *)nullptr); 
# 75
if (20UL >= count33) { 
# 76
if (count33 < (4 * count33)) { 
# 77
count33 = (count33 / ((count33 > 24L) ? count33 : 24L)); 
# 78
(__cudaPushCallConfiguration(1 << ((math17::RED20) + 4), (math17::GREEN21) + 61)) ? (void)0 : map_probe11((float *)nullptr, 12UL + count33); 
# 79
}  
# 80
}  
# 81
(__cudaPushCallConfiguration(sizeof(float) * (math17::RED20), (math17::RED20) + 510)) ? (void)0 : map_smooth12(nullptr, count33); 
# 82
(__cudaPushCallConfiguration(1 << ((math17::RED20) + 1), (math17::GREEN21) + 125)) ? (void)0 : map_tile15((float *)nullptr, count33 % (sizeof(short) * count33)); 
# 83
(__cudaPushCallConfiguration((math17::SLOW23) + 244, sizeof(unsigned) * (128), sizeof(double) * (128), (cudaStream_t)0)) ? (void)0 : map_march16(nullptr, sizeof(int)); 
# 84
return 0; 
# 85
} 

# 1 "v001839.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8cc88a4a_10_v001839_cu_4d70b918
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001839.cudafe1.stub.c"
#include "v001839.cudafe1.stub.c"
# 1 "v001839.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
