# 1 "v000319.cu"
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
# 13 "v000319.cu"
namespace kern5 { namespace v6 { 
# 14
typedef long idx7_t; 
# 15
}}
# 17
__attribute__((visibility("hidden"))) void sift8(float *data9, int *buf10, int *acc11, int count12) ;
#if 0
# 17
{ 
# 18
int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (i13 >= count12) { 
# 20
return; 
# 21
}  
# 22
float tmp14 = __device_builtin_variable_threadIdx.y; 
# 23
float hi15 = (((buf10[__device_builtin_variable_blockIdx.x]) * i13) + (*acc11)) + (*acc11); 
# 24
for (int j16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j16 < 9; j16 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 25
count12 = (sizeof(int)); 
# 26
}  
# 27
(buf10[__device_builtin_variable_blockDim.y]) = ((__device_builtin_variable_blockIdx.z) - 4408UL); 
# 28
int y17 = (-56); 
# 29
(buf10[i13]) = ((53) - ((((buf10[2]) > 28L) ? buf10[2] : 28L) * ((float)(data9[i13])))); 
# 30
} 
#endif
# 32 "v000319.cu"
__attribute__((visibility("hidden"))) void combine18(const double *src19) ;
#if 0
# 32
{ 
# 33
int gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
kern5::v6::idx7_t z21 = +((*src19) + gid20); 
# 35
z21 = (*src19); 
# 36
if ((gid20 * 437) > (src19[7])) { 
# 37
return; 
# 38
}  
# 39
do { z21 += 23L; } while (0); 
# 40
z21 = ((((__device_builtin_variable_threadIdx.x) > (44)) ? gid20 : 46U) / (z21 + (__device_builtin_variable_gridDim.x))); 
# 41
z21 = (static_cast< long>(((28) <= z21) ? sizeof(float) + gid20 : ((3087U) + (src19[5])))); 
# 42
} 
#endif
# 49 "v000319.cu"
__attribute__((visibility("hidden"))) void map_smooth23(int *data, int n) ;
#if 0
# 49
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 51 "v000319.cu"
extern "C" __attribute__((visibility("hidden"))) void gather24_kernel(double *out25, unsigned long long a26) ;
#if 0
# 51
{ 
# 52
if (constexpr double h27 = (14.875); ((a26 / (3165L)) + h27) < (static_cast< int>(sizeof(float)))) { 
# 53
float res28 = ((((out25[__device_builtin_variable_blockDim.x]) += (26)), 0ULL)); 
# 54
if (constexpr int f29 = (24L); ((8L) + a26) < (((*out25) += res28), (-5))) { 
# 55
if ((out25[0]) > (9)) { 
# 56
return; 
# 57
}  
# 58
constexpr double off30 = (47); 
# 59
}  
# 60
}  
# 61
} 
#endif
# 63 "v000319.cu"
namespace gpu31 { namespace inner32 { 
# 64
static int run_sift33(long long a34, const double *coef35) { 
# 65
(__cudaPushCallConfiguration(128, 512)) ? (void)0 : sift8(static_cast< float *>(nullptr), (int *)nullptr, (int *)nullptr, *coef35); 
# 66
a34 = ((64) / ((coef35[a34]) * ((3558) + a34))); 
# 67
(__cudaPushCallConfiguration(16, 64, 1024, (cudaStream_t)0)) ? (void)0 : combine18(nullptr); 
# 68
float mid36 = ((+a34) + ((coef35[6]) - ((18.75F)))) * ((double)54); 
# 69
return ((((coef35[7]) + (62U)) > ((sizeof(size_t)) / (coef35[4]))) ? (coef35[7]) + (62U) : ((sizeof(size_t)) / (coef35[4]))) + ((int)(mid36 * ('#'))); 
# 70
} 
# 71
}}
# 73
constexpr int tile37(int lane38) { 
# 74
bool sum39 = lane38 > ((lane38 > lane38) ? lane38 : lane38); 
# 75
float off40 = 63U + lane38; 
# 76
return ((off40 += (14.375F)), off40); 
# 77
} 
# 79
int main() { 
# 80
int n41 = 3244; 
# 81
if (n41 <= (5L * n41)) { 
# 82
constexpr int x42 = (26L); 
# 83
}  
# 84
n41 = (+(n41 + (n41 - n41))); 
# 85
(__cudaPushCallConfiguration(4, 128, sizeof(double) * (128), nullptr)) ? (void)0 : map_smooth23(&n41, n41); 
# 86
(__cudaPushCallConfiguration((n41 + 31) / 32, 128 * 4, 0, (cudaStream_t)0)) ? (void)0 : gather24_kernel(static_cast< double *>(nullptr), static_cast< float>(n41)); 
# 87
return 0; 
# 88
} 

# 1 "v000319.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3ab8225d_10_v000319_cu_dd76401f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000319.cudafe1.stub.c"
#include "v000319.cudafe1.stub.c"
# 1 "v000319.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
