# 1 "v001385.cu"
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
# 9 "v001385.cu"
enum Axis3: short { 
# 10
RED4 = 3, 
# 11
BLUE5, 
# 12
ON6 = 8, 
# 13
RED7 = 10, 
# 14
IDLE8
# 15
}; 
# 17
namespace _GLOBAL__N__db09f420_10_v001385_cu_2ab65f11 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__db09f420_10_v001385_cu_2ab65f11; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__db09f420_10_v001385_cu_2ab65f11 __attribute__((visibility("hidden")))  { 
# 18
typedef unsigned idx9_t; 
# 20
size_t apply10(int n11 = -63) { 
# 21
int y12 = n11; 
# 22
if ((y12 * y12) < y12) { 
# 23
return (size_t)n11; 
# 24
}  
# 25
float y13 = (y12 << 4) * n11; 
# 26
int t14[5] = {46, y12, 4, (-5), y12}; 
# 27
return (y12 == n11) ? y12 * 31U : ((n11 >> y12) * ((IDLE8) * y12)); 
# 28
} 
# 29
}
# 30
enum Axis15: unsigned { ADD16 = 3U, RED17 = 6U, SLOW18, HIGH19 = 13U}; 
# 31
static int c_update20[8]; 
# 33
extern "C" __attribute__((visibility("hidden"))) void spread21(int *out22, const double *coef23, long q24, unsigned *out25) ;
#if 0
# 33
{ 
# 34
idx9_t gid26 = __device_builtin_variable_threadIdx.x; 
# 35
if (gid26 >= q24) { 
# 36
return; 
# 37
}  
# 38
Axis3 val27 = RED4; 
# 39
apply10(36); 
# 40
(*out25) = (RED7); 
# 41
(out22[4]) = (apply10()); 
# 42
int prod28 = ((val27 * sizeof(float)) * ((*out25) * sizeof(double))) - gid26; 
# 43
val27 = ON6; 
# 44
} 
#endif
# 46 "v001385.cu"
inline void tile29(double *dst30, int count31, const float *__restrict__ src32) { 
# 47
count31 = 36; 
# 48
count31 = (count31 * (apply10() - apply10(HIGH19))); 
# 49
count31 = (15U); 
# 50
count31 = (src32[count31]); 
# 51
for (int j33 = 0; j33 < 3; ++j33) { 
# 52
Axis3 f34 = RED7; 
# 53
count31 = (dst30[count31]); 
# 54
}  
# 55
} 
# 56
typedef int *ptr35_t; 
# 58
extern "C" __attribute__((visibility("hidden"))) void tally36(const float *coef37, idx9_t *__restrict__ acc38, signed char b39) ;
#if 0
# 58
{ 
# 59
int gid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
if ((__device_builtin_variable_threadIdx.y) + (9)) { 
# 61
return; 
# 62
}  
# 63
(*acc38) = (coef37[__device_builtin_variable_threadIdx.z]); 
# 64
float off41((__alignof__(float))); 
# 65
Axis3 y42 = IDLE8; 
# 66
if (((__device_builtin_variable_threadIdx.y) - (__device_builtin_variable_threadIdx.x)) < 47U) { 
# 67
return; 
# 68
}  
# 69
y42 = RED4; 
# 70
} 
#endif
# 72 "v001385.cu"
static void lerp43(size_t b44, ptr35_t data45) ;
#if 0
# 72
{ 
# 73
int gid46 = __device_builtin_variable_threadIdx.x; 
# 74
b44 = (gid46 >> (b44 - (c_update20[gid46]))); 
# 75
__attribute__((unused)) static unsigned sh_47[16]; 
# 76
(*data45) = (c_update20[gid46]); 
# 77
b44 = b44; 
# 78
__attribute__((unused)) static double sh_48[16]; 
# 79
(sh_47[4]) = (((__device_builtin_variable_threadIdx.z) + (ADD16)) << 5); 
# 80
int idx49 = (HIGH19) * (sh_47[b44]); 
# 81
} 
#endif
# 83 "v001385.cu"
void filter50(int lane51, int n52) { 
# 84
for (int j53 = 0; j53 < 3; ++j53) { 
# 85
auto fn57 = [&](int s54)->unsigned char { 
# 86
for (int i55 = 0, j56 = s54; i55 < j56; (++i55), (--j56)) { 
# 87
tile29((double *)nullptr, apply10(), (const float *)nullptr); 
# 88
}  
# 89
(__cudaPushCallConfiguration(((j53) + 255) / 256, 256)) ? (void)0 : lerp43(((j53) * 52UL) - (64LL), (int *)nullptr); 
# 90
return ((n52) > (j53)) ? 25LL : (s54 << (BLUE5)); 
# 91
} ; typedef decltype(fn57) __T0;
# 92
fn57(n52); 
# 93
}  
# 94
int res58 = apply10(); 
# 95
Axis3 s59 = RED7; 
# 96
} 
# 98
int main() { 
# 99
int len60 = 3489; 
# 100
auto lam62 = []()->long { 
# 101
int e61 = apply10(RED7); 
# 102
e61 = e61; 
# 103
return ((e61 += 31UL), e61); 
# 104
} ; typedef decltype(lam62) __T1;
# 105
(__cudaPushCallConfiguration(16 * 2, dim3((len60 + 127) / 128, (len60 + 31) / 32, 1 << 7))) ? (void)0 : spread21((ptr35_t)nullptr, (const double *)nullptr, (len60 >= len60) ? len60 : ((float)len60), nullptr); 
# 106
(__cudaPushCallConfiguration(((dim3)(64)), (RED7) + ((RED17) + (16)), 0, (cudaStream_t)0)) ? (void)0 : tally36((const float *)nullptr, (idx9_t *)nullptr, len60 + len60); 
# 107
(__cudaPushCallConfiguration(((dim3)(sizeof(int) * ((RED17) + ((HIGH19) + ((ADD16) + (106)))))), sizeof(float) * (8), sizeof(int) * (256), nullptr)) ? (void)0 : lerp43(len60, (ptr35_t)nullptr); 
# 108
(__cudaPushCallConfiguration(16, dim3((len60 + 31) / 32, (len60 + 31) / 32, (len60 + 127) / 128), 0, (cudaStream_t)0)) ? (void)0 : lerp43(len60, nullptr); 
# 109
return 0; 
# 110
} 

# 1 "v001385.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__db09f420_10_v001385_cu_2ab65f11
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001385.cudafe1.stub.c"
#include "v001385.cudafe1.stub.c"
# 1 "v001385.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
