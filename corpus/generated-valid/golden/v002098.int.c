# 1 "v002098.cu"
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
# 23 "v002098.cu"
int combine9(float *__restrict__ dst10, int n11 = 15) 
# 24
{ 
# 25
if ((n11 + (dst10[4])) >= (*dst10)) { 
# 26
return 5; 
# 27
}  
# 28
n11 |= ((n11 - ((unsigned char)(dst10[1]))) + n11); 
# 29
if (n11 == n11) { 
# 30
return n11; 
# 31
}  
# 32
(*dst10) /= (((n11 ^ 40) == 5) ? 7 : (dst10[n11 & 7])); 
# 33
const int q12 = ((38L - n11) * (n11 + 45)) | n11; 
# 34
return 8; 
# 35
} 
# 36
static bool d_count13[16]; 
# 37
__attribute__((visibility("hidden"))) void scatter14_kernel(const float *input15, const float *coef16) ;
#if 0
# 38
{ 
# 39
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
__attribute__((unused)) static short sh_18[7][6]; 
# 41
if (((__device_builtin_variable_threadIdx.y) | (60 - (d_count13[3]))) <= (27)) { 
# 42
if ((((__device_builtin_variable_blockDim.y) - (46)) - ((idx17 > (coef16[idx17 & 7])) ? 8 : (__device_builtin_variable_blockIdx.y))) > (45)) { 
# 43
(d_count13[15]) = ((8) > (((((coef16[4]) <= (37)) ? coef16[idx17] : (__device_builtin_variable_gridDim.z)) > ((float)59)) ? ((coef16[4]) <= (37)) ? coef16[idx17] : (__device_builtin_variable_gridDim.z) : ((float)59))); 
# 44
auto x19 = (((sh_18[0])[3]) & 54) * __alignof__(float); 
# 45
__attribute__((unused)) static long sh_20[128]; 
# 46
}  
# 47
}  
# 48
} 
#endif
# 49 "v002098.cu"
enum class Axis21: long { Busy22, Off23, On24}; 
# 50
typedef float real25_t; 
# 51
constexpr int TILE26 = (2 + 2); 
# 52
__attribute__((visibility("hidden"))) void drift27(Axis21 cfg28, int stride29, const int *src30, const real25_t *input31) ;
#if 0
# 53
{ 
# 54
int idx32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
if (idx32 >= stride29) { 
# 56
return; 
# 57
}  
# 58
if (combine9(const_cast< real25_t *>(input31), *input31) > (d_count13[stride29])) { 
# 59
Axis21 f33 = Axis21::Busy22; 
# 60
}  
# 61
if (signed char acc34 = (d_count13[idx32]) + 8; (TILE26 - (d_count13[0])) < combine9(const_cast< float *>(input31), 57 & stride29)) { 
# 62
Axis21 res35 = Axis21::On24; 
# 63
}  
# 64
cfg28 = cfg28; 
# 65
double diff36 = +((20.5F) + (+(src30[idx32]))); 
# 66
} 
#endif
# 67 "v002098.cu"
typedef float real37_t; 
# 68
__attribute__((visibility("hidden"))) void filter38_kernel(unsigned short *dst39) ;
#if 0
# 69
{ 
# 70
unsigned gid40 = __device_builtin_variable_threadIdx.x; 
# 71
__attribute__((unused)) static int sh_41; 
# 72
constexpr long res42 = (48); 
# 73
combine9(reinterpret_cast< real25_t *>(dst39), __device_builtin_variable_gridDim.z); 
# 74
sh_41 = combine9(nullptr); 
# 75
} 
#endif
# 76 "v002098.cu"
int main() 
# 77
{ 
# 78
int size43 = 2021; 
# 79
(__cudaPushCallConfiguration(dim3(32, (size43 + 127) / 128, (size43 + 63) / 64), 8 + (8 + (8 + 104)), 8 + 4088)) ? (void)0 : filter38_kernel(nullptr); 
# 80
combine9(nullptr, 3355U - (combine9((real37_t *)nullptr, 7))); 
# 81
int base44 = combine9(nullptr, 44 + size43) + 48; 
# 82
(__cudaPushCallConfiguration(128, ((dim3)((size43 + 31) / 32)), 0)) ? (void)0 : scatter14_kernel(nullptr, (const real37_t *)nullptr); 
# 83
(__cudaPushCallConfiguration(dim3((base44 + 127) / 128, 32), 16 + 496, sizeof(int) * (8 + (16 + (8 + 992))))) ? (void)0 : drift27(Axis21::Busy22, ((base44 >= TILE26) ? base44 : TILE26) - 57, &base44, nullptr); 
# 84
return 0; 
# 85
} 

# 1 "v002098.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a37f6d7e_10_v002098_cu_ccb86a97
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002098.cudafe1.stub.c"
#include "v002098.cudafe1.stub.c"
# 1 "v002098.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
