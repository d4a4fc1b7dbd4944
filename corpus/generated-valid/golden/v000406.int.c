# 1 "v000406.cu"
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
# 10 "v000406.cu"
__attribute__((visibility("hidden"))) void sweep5_kernel(float *acc6, float q7) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern float dyn_8[]; 
# 12
unsigned gid9 = __device_builtin_variable_threadIdx.x; 
# 13
for (int n10 = 0; n10 < 4; ++n10) { 
# 15
#pragma unroll 4
for (
# 15
int it11 = 0; it11 < 5; ++it11) { 
# 16
int t12 = acc6[3]; 
# 18
#pragma unroll
for (
# 18
int n13 = 0; n13 < it11; n13++) { 
# 19
if (!(n13 < (acc6[__device_builtin_variable_blockIdx.z]))) { 
# 20
return; }  
# 21
}  
# 22
__attribute__((unused)) static int sh_14[32]; 
# 23
}  
# 24
}  
# 25
} 
#endif
# 26 "v000406.cu"
static int d_reduce15; 
# 28
__attribute__((visibility("hidden"))) void kick16_kernel(const float *src17) ;
#if 0
# 28
{ 
# 29
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
int off19 = +((d_reduce15 - d_reduce15) & 15); 
# 31
off19 = (((d_reduce15 * (__device_builtin_variable_threadIdx.x)) ^ (7 * d_reduce15)) & off19); 
# 32
unsigned short sum20 = gid18 * 1627U; 
# 33
double val21 = (19.875); 
# 34
} 
#endif
# 36 "v000406.cu"
__attribute__((visibility("hidden"))) void accum22_kernel(double *acc23, int len24, unsigned alpha25) ;
#if 0
# 36
{ 
# 37
unsigned i26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
if (i26 >= len24) { 
# 39
return; }  
# 40
len24 = (acc23[4]); 
# 41
__attribute__((unused)) static float sh_27[16]; 
# 42
for (int j28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j28 < 10; j28 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 43
for (int j29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j29 < 16; j29 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 44
static_assert((55 > 54), "expected value");
# 45
}  
# 46
}  
# 47
(sh_27[len24]) = len24; 
# 48
} 
#endif
# 51 "v000406.cu"
inline int check_weigh30(const int *src31, float *__restrict__ acc32) { 
# 52
(__cudaPushCallConfiguration(4 * 16, dim3(2 * 2, 2, 32 * 2))) ? (void)0 : sweep5_kernel(acc32, acc32[0]); 
# 53
static_assert((5 == 5), "size check");
# 54
(acc32[6]) = (acc32[6]); 
# 55
float lo33 = *acc32; 
# 56
unsigned val34(((((acc32[6]) += (9.625F)), 43U))); 
# 57
(__cudaPushCallConfiguration(dim3(64, (val34 + (255)) / (256), (val34 + (31)) / (32)), 32)) ? (void)0 : kick16_kernel(acc32); 
# 58
return 40; 
# 59
} 
# 61
inline float pivot35(int lane36, int *acc37) { 
# 62
switch (lane36 & 15) { 
# 63
case 0:  
# 64
for (int n38 = 0; n38 < lane36; ++n38) { 
# 65
if (((acc37[lane36]) ^ (*acc37)) < lane36) { 
# 66
return ((lane36 * 458UL) & (15)); }  
# 67
long y39(('a')); 
# 68
(__cudaPushCallConfiguration(dim3(256, 512, (lane36 + 255) / 256), 64)) ? (void)0 : accum22_kernel(reinterpret_cast< double *>(acc37), ((y39 == y39) && ((acc37[7]) < (acc37[0]))) ? ((*acc37) += 12), (acc37[n38]) : (19 - lane36), (y39 + n38) - (9)); 
# 69
}  
# 70
break; 
# 71
case 2:  
# 72
break; 
# 73
case 3 * 3:  
# 74
break; 
# 75
default:  
# 76
break; 
# 77
}  
# 78
return 765 | (*acc37); 
# 79
} 
# 81
int main() { 
# 82
int count40 = 2943; 
# 83
(__cudaPushCallConfiguration(16, sizeof(float) * (16))) ? (void)0 : accum22_kernel(static_cast< double *>(nullptr), (count40 | count40) & 15, (~count40) + ((int)sizeof(float))); 
# 84
switch (count40 - 1UL) { 
# 85
case 8:  { 
# 86
int w41 = 0; 
# 87
do { 
# 88
count40 = ('0'); 
# 89
count40 = (1598 - (w41 + 48)); 
# 90
++w41; 
# 91
} while (w41 < 3); 
# 92
(__cudaPushCallConfiguration(128, dim3(8, 64))) ? (void)0 : kick16_kernel(static_cast< const float *>(nullptr)); 
# 93
[[fallthrough]] ; 
# 94
} 
# 95
case 2 * 5:  
# 96
case 6:  
# 97
break; 
# 98
case 2:  
# 99
break; 
# 100
}  
# 101
return 0; 
# 102
} 

# 1 "v000406.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__42be2b03_10_v000406_cu_e211e7cc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000406.cudafe1.stub.c"
#include "v000406.cudafe1.stub.c"
# 1 "v000406.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
