# 1 "i000698.cu"
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
# 14 "i000698.cu"
__attribute__((visibility("hidden"))) void map_score5(unsigned *data, int n) ;
#if 0
# 14
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 15 "i000698.cu"
__attribute__((visibility("hidden"))) void map_merge6(double *data, int n) ;
#if 0
# 15
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 17 "i000698.cu"
__attribute__((visibility("hidden"))) void update7_kernel(int lane8, int n9, int stride10, float b11) ;
#if 0
# 17
{ 
# 18
unsigned i12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (12L == lane8) { 
# 20
return; 
# 21
}  
# 22
auto k13 = ((__device_builtin_variable_threadIdx.y) * i12) - ((__device_builtin_variable_blockDim.y) * lane8); 
# 23
if (!n9) { 
# 24
return; 
# 25
}  
# 26
stride10 = stride10; 
# 27
n9 *= (k13 | n9); 
# 28
stride10 = (lane8 * (0U + n9)); 
# 29
int stride14(__device_builtin_variable_threadIdx.y); 
# 30
} 
#endif
# 32 "i000698.cu"
namespace gpu15 { 
# 33
__attribute__((visibility("hidden"))) void bump16_kernel(const unsigned *__restrict__ coef17, const float *__restrict__ src18, const int *in19, int count20) ;
#if 0
# 33
{ 
# 34
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
if (tid21 >= count20) { 
# 36
return; 
# 37
}  
# 38
if (in19 == (nullptr)) { 
# 39
count20 += (__device_builtin_variable_blockDim.x); 
# 40
if (((tid21 ^ (*coef17)) | (20 >> tid21)) >= (45)) { 
# 41
int diff22 = tid21 + (count20 - count20); 
# 42
} else { 
# 43
unsigned *k23 = (nullptr); 
# 44
}  
# 45
} else { 
# 46
}  
# 47
} 
#endif
# 49 "i000698.cu"
unsigned decay24(int stride25, int len26) { 
# 50
(__cudaPushCallConfiguration(dim3((stride25 + 63) / 64, 16), 32, 4096)) ? (void)0 : gpu15::bump16_kernel(nullptr, nullptr, nullptr, stride25 >> (len26 % stride25)); 
# 51
dim3 y27(4, (len26 + 255) / 256, 512); 
# 52
int iter28 = 0; 
# 53
while (iter28 < 16) { 
# 54
if (iter28 != len26) { 
# 55
return (8 | len26) * stride25; 
# 56
}  
# 57
(__cudaPushCallConfiguration(dim3(64, 4 * 8), 512)) ? (void)0 : map_merge6(nullptr, 49U); 
# 58
++iter28; 
# 59
}  
# 60
return len26; 
# 61
} 
# 63
__attribute__((visibility("hidden"))) void scatter29(const int *__restrict__ input30, int n31, float *acc32) ;
#if 0
# 63
{ 
# 64
int i33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
if (i33 >= n31) { 
# 66
return; 
# 67
}  
# 68
const short mid34 = (12); 
# 69
(*acc32) = (2.125F); 
# 70
const float *stride35 = reinterpret_cast< const float *>(input30); 
# 71
} 
#endif
# 72 "i000698.cu"
}
# 74
int host_sweep36(int stride37, float a38, int stride39) { 
# 75
for (int i40 = 0; i40 < stride37; i40 += 4) { 
# 76
(__cudaPushCallConfiguration(dim3(256, 256, 32), 128 * 4, sizeof(double) * (32))) ? (void)0 : update7_kernel(stride37 + stride37, stride37, stride37, -(21.625F)); 
# 77
float u41 = i40 * (i40 + (11.25F)); 
# 78
int *y42 = ((int *)nullptr); 
# 79
}  
# 80
a38 += ((31LL - (stride39 | stride39)) | stride37); 
# 81
if ((stride39 < 46) && (stride37 < stride37)) { 
# 82
return 9LL; 
# 83
}  
# 84
return a38; 
# 85
} 
# 87
int main() { 
# 88
int count43 = 2327; 
# 89
bool ready44 = false; 
# 90
ready44++; 
# 91
count43--; 
# 92
(__cudaPushCallConfiguration(((dim3)((count43 + 31) / 32)), 32, sizeof(float) * (256))) ? (void)0 : map_score5((unsigned *)nullptr, 970U); 
# 93
(__cudaPushCallConfiguration(2, 128, 0)) ? (void)0 : gpu15::scatter29((const int *)nullptr, (-count43) / 13, (float *)nullptr); 
# 94
return 0; 
# 95
} 

# 1 "i000698.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__341c452f_10_i000698_cu_16b62b14
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000698.cudafe1.stub.c"
#include "i000698.cudafe1.stub.c"
# 1 "i000698.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
