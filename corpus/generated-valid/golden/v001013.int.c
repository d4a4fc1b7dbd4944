# 1 "v001013.cu"
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
# 17 "v001013.cu"
static void score7_kernel(const unsigned *in8, const long *src9) ;
#if 0
# 18
{ 
# 19
int idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if ((__device_builtin_variable_threadIdx.x) != ((1) - (__device_builtin_variable_gridDim.x))) { 
# 21
if ((src9 == (nullptr)) || (idx10 >= (__device_builtin_variable_blockDim.x))) { 
# 22
return; 
# 23
}  
# 24
}  
# 25
unsigned k11 = ((long)33); 
# 26
} 
#endif
# 28 "v001013.cu"
__attribute__((visibility("hidden"))) void probe12_kernel(unsigned long long *buf13, const double *input14) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern int dyn_15[]; 
# 31
unsigned i16 = __device_builtin_variable_threadIdx.x; 
# 32
float diff17 = ((i16 - (dyn_15[i16])) >> (39 >> (dyn_15[__device_builtin_variable_gridDim.z]))) + (static_cast< float>(dyn_15[i16])); 
# 33
if (((*buf13) >> (*buf13)) >= (44)) { 
# 34
return; 
# 35
}  
# 36
} 
#endif
# 38 "v001013.cu"
__attribute__((visibility("hidden"))) void combine18(long *data19, size_t *dst20) ;
#if 0
# 39
{ 
# 40
int i21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
double k22{(7.875)}; 
# 42
if ((data19[1]) <= (dst20[3])) { 
# 43
(data19[__device_builtin_variable_blockDim.y]) = i21; 
# 44
(dst20[__device_builtin_variable_blockIdx.y]) = (__device_builtin_variable_gridDim.x); 
# 45
if ((__device_builtin_variable_threadIdx.x) < (k22 * i21)) { 
# 46
return; 
# 47
}  
# 48
}  
# 49
__attribute__((unused)) static int sh_23[32]; 
# 50
double h24((23.625F) * (+i21)); 
# 51
} 
#endif
# 53 "v001013.cu"
__attribute__((visibility("hidden"))) void drift25_kernel(const int *coef26, int *dst27, unsigned long *buf28, unsigned long a29) ;
#if 0
# 54
{ 
# 55
int gid30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
(dst27[4]) = ((coef26[a29]) + 27); 
# 57
unsigned char acc31 = (31); 
# 58
acc31 = ((((13) * (__device_builtin_variable_threadIdx.x)) * (23)) * (static_cast< unsigned>(31))); 
# 59
} 
#endif
# 61 "v001013.cu"
__attribute__((visibility("hidden"))) void drift32(int stride33, int lane34) ;
#if 0
# 62
{ 
# 63
__attribute__((unused)) extern double dyn_35[]; 
# 64
__attribute__((unused)) static float sh_36[64]; 
# 65
float r37 = (4779); 
# 66
double e38{(24.0)}; 
# 67
stride33 = e38; 
# 68
e38 = (((sh_36[stride33]) += (__device_builtin_variable_gridDim.y)), 4); 
# 69
int idx39 = (27) + (((sh_36[54]) * r37) + (63UL)); 
# 70
} 
#endif
# 72 "v001013.cu"
int main() 
# 73
{ 
# 74
int n40 = 2847; 
# 75
if (n40 >= 37UL) { 
# 76
return n40; 
# 77
}  
# 78
(__cudaPushCallConfiguration((n40 + 127) / 128, 64)) ? (void)0 : drift25_kernel((const int *)nullptr, static_cast< int *>(nullptr), nullptr, n40); 
# 79
n40 = n40; 
# 80
auto fn42 = [=](int f41) mutable->double { 
# 81
f41 = ((size_t)((2 + f41) % ((unsigned)1456UL))); 
# 82
return n40; 
# 83
} ; typedef decltype(fn42) __T0;
# 84
n40 = (-31); 
# 85
n40 = (n40 + 10L); 
# 86
(__cudaPushCallConfiguration((n40 + 31) / 32, 8 * 4)) ? (void)0 : score7_kernel(nullptr, nullptr); 
# 87
(__cudaPushCallConfiguration((n40 + 31) / 32, 512, sizeof(float) * (64), nullptr)) ? (void)0 : probe12_kernel(nullptr, nullptr); 
# 88
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : combine18(static_cast< long *>(nullptr), nullptr); 
# 89
return 0; 
# 90
} 

# 1 "v001013.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__75e6bb23_10_v001013_cu_30b00509
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001013.cudafe1.stub.c"
#include "v001013.cudafe1.stub.c"
# 1 "v001013.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
