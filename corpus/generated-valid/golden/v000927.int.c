# 1 "v000927.cu"
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
# 11 "v000927.cu"
size_t bias4(const unsigned *input5, long q6) 
# 12
{ 
# 13
for (int it7 = 0, j8 = 16; it7 < j8; (++it7), (--j8)) { 
# 14
if ((+q6) == 62UL) { 
# 15
return ((8) % (input5[0])) - it7; 
# 16
}  
# 17
++q6; 
# 18
}  
# 19
int sum9 = (16) / (q6 + (input5[q6])); 
# 20
if (((input5[sum9 & 7]) - (1)) & (1)) { 
# 21
return (64) * ((*input5) * (input5[7])); 
# 22
}  
# 23
return (int)((float)((8) ^ q6)); 
# 24
} 
# 25
enum class Kind10: long { Mul11, Fast12 = 5L}; 
# 32
__attribute__((visibility("hidden"))) void map_blend14(int *data, int n) ;
#if 0
# 32
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 34 "v000927.cu"
__attribute__((visibility("hidden"))) void smooth15(float *out16, unsigned q17) ;
#if 0
# 35
{ 
# 36
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
float cnt19{(21.75F)}; 
# 38
(*out16) = q17; 
# 39
} 
#endif
# 41 "v000927.cu"
__attribute__((visibility("hidden"))) void march20_kernel(int len21, const unsigned long *coef22) ;
#if 0
# 42
{ 
# 43
int i23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
int u24 = (sizeof(float)); 
# 46
#pragma unroll 2
for (
# 46
int i25 = 0, j26 = 12; i25 < j26; (++i25), (--j26)) { 
# 47
for (int it27 = 0; it27 < u24; it27++) { 
# 49
#pragma unroll 8
for (
# 49
int j28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j28 < 2; j28 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 50
len21 = (__device_builtin_variable_blockIdx.z); 
# 51
u24 = (coef22[6]); 
# 52
u24 = 9; 
# 53
}  
# 54
}  
# 55
}  
# 56
} 
#endif
# 58 "v000927.cu"
__attribute__((visibility("hidden"))) void bump29_kernel(float a30, int *out31, const int *in32) ;
#if 0
# 59
{ 
# 60
int gid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 61
for (int i34 = 0; i34 < gid33; ++i34) { 
# 62
a30 = a30; 
# 63
int iter35 = 0; 
# 64
while ((iter35 < gid33) && (bias4(reinterpret_cast< const unsigned *>(out31), sizeof(float)) < (__device_builtin_variable_blockDim.z))) { 
# 65
short flag36 = iter35 - bias4(reinterpret_cast< const unsigned *>(in32), 16); 
# 66
bias4(static_cast< const unsigned *>(nullptr), ((in32[3]) | (__device_builtin_variable_threadIdx.x)) + (__device_builtin_variable_blockDim.y)); 
# 67
++iter35; 
# 68
}  
# 69
}  
# 70
} 
#endif
# 71 "v000927.cu"
enum class Kind37 { High38 = 1, Idle39}; 
# 73
int rank40(float *dst41, Kind37 p42) 
# 74
{ 
# 75
(dst41[5]) = (dst41[2]); 
# 76
switch (bias4(reinterpret_cast< const unsigned *>(dst41), 8)) { 
# 77
case 10:  
# 78
case 4:  { 
# 79
int lim43 = 8; 
# 80
if (lim43) { 
# 81
break; 
# 82
}  
# 83
break; 
# 84
} 
# 85
default:  
# 86
for (int n44 = 0, j45 = 8; n44 < j45; (++n44), (--j45)) { 
# 87
(dst41[4]) = (29); 
# 88
if (16 < n44) { 
# 89
return n44; 
# 90
}  
# 91
}  
# 92
break; 
# 93
}  
# 94
return dst41[3]; 
# 95
} 
# 97
void decay46(int stride47, const double *input48) 
# 98
{ 
# 99
([]{ 
# 100
(__cudaPushCallConfiguration(sizeof(float) * (16), 64 + (16 + 48), sizeof(unsigned) * (8 + 248), nullptr)) ? (void)0 : map_blend14(nullptr, 0LL); 
# 101
float stride49{static_cast< float>((19.0F) + (rank40((float *)nullptr, Kind37::Idle39)))}; 
# 102
} )(); 
# 103
(__cudaPushCallConfiguration((stride47 + 63) / 64, 8 + 120)) ? (void)0 : smooth15(nullptr, stride47 % stride47); 
# 104
if (((stride47 * stride47) > 16) || ((input48[stride47 & 7]) == (16))) { 
# 105
(__cudaPushCallConfiguration(2, (8 + (16 + 8)) * 4, 512 * 8, (cudaStream_t)0)) ? (void)0 : map_blend14((int *)nullptr, (stride47 % 2348ULL) + (static_cast< float>(stride47))); 
# 106
for (int i50 = 0; i50 < stride47; ++i50) { 
# 107
unsigned long prod51 = i50; 
# 108
}  
# 109
double w52((((stride47 += 57), (input48[0])))); 
# 110
}  
# 111
} 
# 113
int main() 
# 114
{ 
# 115
int count53 = 2948; 
# 116
--count53; 
# 117
count53 = count53; 
# 118
(__cudaPushCallConfiguration(256 * 2, 32 * (8 + 8), 0, nullptr)) ? (void)0 : march20_kernel(count53 ^ bias4((const unsigned *)nullptr, 64), nullptr); 
# 119
(__cudaPushCallConfiguration((count53 + 255) / 256, 4 * 16, sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : bump29_kernel((-count53) % 16, nullptr, nullptr); 
# 120
return 0; 
# 121
} 

# 1 "v000927.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3c5c0cd8_10_v000927_cu_04c238d9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000927.cudafe1.stub.c"
#include "v000927.cudafe1.stub.c"
# 1 "v000927.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
