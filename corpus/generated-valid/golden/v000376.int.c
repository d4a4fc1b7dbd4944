# 1 "v000376.cu"
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
# 11 "v000376.cu"
__attribute__((visibility("hidden"))) void pack3(unsigned *buf4, const double *in5) ;
#if 0
# 11
{ 
# 12
int idx6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
(*buf4) = (sizeof(char) | idx6); 
# 14
if ((__device_builtin_variable_threadIdx.z) > sizeof(int)) { 
# 15
if (((buf4[idx6]) - idx6) <= (__device_builtin_variable_blockIdx.y)) { 
# 16
(buf4[3]) = (((__device_builtin_variable_gridDim.y) & (buf4[idx6])) & (buf4[6])); 
# 17
{ 
# 18
int lo7 = buf4[idx6 & 7]; 
# 19
++(*buf4); 
# 20
} 
# 21
} else { 
# 22
}  
# 23
}  
# 24
} 
#endif
# 26 "v000376.cu"
int kick8(int stride9) { 
# 27
--stride9; 
# 28
do { stride9 += ((sizeof(unsigned short)) + (((unsigned long long)stride9) * (__alignof__(int)))); } while (0); 
# 29
stride9++; 
# 30
(__cudaPushCallConfiguration((stride9 + 31) / 32, 1 << 5)) ? (void)0 : pack3(nullptr, nullptr); 
# 31
stride9 = ((7 + stride9) - ((short)11UL)); 
# 32
(__cudaPushCallConfiguration(sizeof(unsigned) * (2), sizeof(float) * (16))) ? (void)0 : pack3((unsigned *)nullptr, nullptr); 
# 33
return stride9; 
# 34
} 
# 35
static long c_decay10; 
# 36
static float c_trace11[2]; 
# 38
__attribute__((visibility("hidden"))) void gather12(const unsigned *coef13, const unsigned long *src14, const int *coef15) ;
#if 0
# 38
{ 
# 39
int gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
bool m17 = ((!(!coef15)) || (coef13 == (nullptr))) && (gid16 < c_decay10); 
# 41
__attribute__((unused)) static int sh_18[8]; 
# 42
} 
#endif
# 44 "v000376.cu"
__attribute__((visibility("hidden"))) void apply19(double *acc20, const int *src21, const int *input22) ;
#if 0
# 44
{ 
# 45
(acc20[1]) = (*src21); 
# 46
if (acc20 != (nullptr)) { 
# 47
(*acc20) = (*acc20); 
# 48
if (((src21[4]) * (c_trace11[1])) <= (*src21)) { 
# 49
return; 
# 50
}  
# 51
} else { if ((__device_builtin_variable_blockDim.x) <= ((input22[(__device_builtin_variable_threadIdx.y) & (7)]) >> c_decay10)) { 
# 52
constexpr double f23 = (6.625); 
# 53
}  }  
# 54
} 
#endif
# 56 "v000376.cu"
float check_clamp24(unsigned q25) { 
# 57
if (q25 == q25) { 
# 58
(__cudaPushCallConfiguration(1, 64, 0)) ? (void)0 : apply19(nullptr, (const int *)nullptr, (const int *)nullptr); 
# 59
}  
# 60
q25 = (__alignof__(float) ^ ((short)(q25 << 2))); 
# 61
return -(5.875F); 
# 62
} 
# 64
struct Span26 { 
# 65
float lo27, count28; 
# 66
unsigned char count29; 
# 67
}; 
# 69
inline Span26 operator+(Span26 a, Span26 b) { 
# 70
Span26 r = a; 
# 71
(r.lo27) += (b.lo27); 
# 72
(r.count28) += (b.count28); 
# 73
(r.count29) += (b.count29); 
# 74
return r; 
# 75
} 
# 77
__attribute__((visibility("hidden"))) void blend30_kernel(unsigned long b31) ;
#if 0
# 77
{ 
# 78
Span26 lo32{(static_cast< float>((7.25F))), (8.0F), (12)}; 
# 79
constexpr double idx33 = ((23.875F)); 
# 80
} 
#endif
# 82 "v000376.cu"
extern "C" __attribute__((visibility("hidden"))) void accum34(int *data35, double *dst36) ;
#if 0
# 82
{ 
# 83
unsigned i37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 84
int flag38 = (((dst36[5]) + (26LL)) + ((1) + c_decay10)) + (((__device_builtin_variable_threadIdx.x) + (4445)) % ((int)__alignof__(float))); 
# 85
do { (*data35) += ((((11) + i37) << (flag38 % (data35[5]))) | flag38); } while (0); 
# 86
} 
#endif
# 88 "v000376.cu"
struct Node39 { 
# 89
float sum40; 
# 90
int z41, sum42; 
# 91
}; 
# 93
float run_spread43(const Node39 &alpha44, float cfg45 = (8.875F)) { 
# 94
cfg45 = (alpha44.sum42); 
# 95
unsigned short val46 = alpha44.sum42; 
# 96
unsigned k47[5] = {3U}; 
# 97
cfg45 = (19.5F); 
# 98
return val46 / (((int)val46) - ((k47[0]) + (8.5F))); 
# 99
} 
# 101
int main() { 
# 102
int count48 = 2885; 
# 103
int flag49 = count48 + count48; 
# 104
do { flag49 += (10 >> (flag49 & 1)); } while (0); 
# 105
(__cudaPushCallConfiguration((flag49 + 127) / 128, 256)) ? (void)0 : gather12(nullptr, nullptr, (const int *)nullptr); 
# 106
(__cudaPushCallConfiguration((count48 + 127) / 128, 512, sizeof(int) * (128))) ? (void)0 : blend30_kernel(count48); 
# 107
(__cudaPushCallConfiguration((flag49 + 127) / 128, 64)) ? (void)0 : accum34(&flag49, nullptr); 
# 108
return 0; 
# 109
} 

# 1 "v000376.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ed9bc7ab_10_v000376_cu_1ff3ee5d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000376.cudafe1.stub.c"
#include "v000376.cudafe1.stub.c"
# 1 "v000376.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
