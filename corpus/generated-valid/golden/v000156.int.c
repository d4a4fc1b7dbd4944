# 1 "v000156.cu"
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
# 12 "v000156.cu"
namespace img7 { 
# 13
__attribute__((unused)) int scatter8(int lane9, const short *__restrict__ coef10) 
# 14
{int volatile ___ = 1;(void)lane9;(void)coef10;
# 20
::exit(___);}
#if 0
# 14
{ 
# 15
lane9 = lane9; 
# 16
__attribute__((unused)) static int sh_11[256]; 
# 17
--(sh_11[__device_builtin_variable_threadIdx.z]); 
# 18
bool lim12 = ((lane9 += 44), (coef10[lane9 & 7])) & 1; 
# 19
return ((__device_builtin_variable_gridDim.z) % (8)); 
# 20
} 
#endif
# 22 "v000156.cu"
__attribute__((visibility("hidden"))) void grow13_kernel(long long beta14, int lane15, long long *data16, const float *__restrict__ src17) ;
#if 0
# 23
{ 
# 24
int idx18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if ((src17[beta14 & (7)]) < (__device_builtin_variable_blockDim.z)) { 
# 26
float val19 = img7::scatter8(((beta14 += ('A')), idx18), reinterpret_cast< const short *>(src17)); 
# 27
}  
# 28
lane15 = (idx18 % 8); 
# 29
(*data16) = (img7::scatter8(-lane15, reinterpret_cast< const short *>(data16))); 
# 30
beta14 = idx18; 
# 31
(data16[lane15 & 7]) = (32); 
# 32
} 
#endif
# 33 "v000156.cu"
}
# 34
static long c_shade20; 
# 35
static int c_tally21; 
# 38
static void pack22_kernel(size_t *__restrict__ dst23) ;
#if 0
# 39
{ 
# 40
int idx24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
((dst23[__device_builtin_variable_blockDim.x])++), ((*dst23) = (img7::scatter8(6L / (img7::scatter8(*dst23, reinterpret_cast< const short *>(dst23))), (const short *)nullptr))); 
# 42
if (((img7::scatter8(*dst23, reinterpret_cast< const short *>(dst23))) % ((32) + c_shade20)) > (__device_builtin_variable_blockIdx.x)) { 
# 43
(*dst23) = (((+c_tally21) + c_shade20) + (((((*dst23) <= (52)) ? 54 : 8) != idx24) ? 10 : (c_tally21 % 8))); 
# 44
int q25 = img7::scatter8(c_shade20 - (32), reinterpret_cast< const short *>(dst23)); 
# 45
}  
# 46
float base26 = ((15.25F) - c_shade20) * (((dst23[4]) & ((8 + 8) * 2)) - (('#') % idx24)); 
# 47
int u27 = dst23[7]; 
# 48
} 
#endif
# 49 "v000156.cu"
const int g_clamp28 = (3099L); 
# 51
namespace impl29 { 
# 52
__attribute__((unused)) int rank30(int n31, int count32, int *__restrict__ acc33) 
# 53
{int volatile ___ = 1;(void)n31;(void)count32;(void)acc33;
# 59
::exit(___);}
#if 0
# 53
{ 
# 54
if (17UL >= ((count32 += (*acc33)), ((__device_builtin_variable_threadIdx.y) & c_shade20))) { 
# 55
unsigned char mid34 = n31; 
# 56
img7::scatter8(img7::scatter8(6, reinterpret_cast< const short *>(acc33)), reinterpret_cast< const short *>(acc33)); 
# 57
}  
# 58
return img7::scatter8(-55, reinterpret_cast< const short *>(acc33)); 
# 59
} 
#endif
# 61 "v000156.cu"
static void march35_kernel(double *data36) ;
#if 0
# 62
{ 
# 63
__attribute__((unused)) extern int dyn_37[]; 
# 64
int i38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
float e39 = ((img7::scatter8(__device_builtin_variable_blockDim.z, reinterpret_cast< const short *>(data36))) <= (data36[c_shade20])) ? 2 : (impl29::rank30(c_shade20, *data36, dyn_37) % 8); 
# 66
e39 = ((dyn_37[c_shade20 & (7)]) % 8); 
# 67
int t40 = (data36[0]) - ((c_shade20 + (__device_builtin_variable_threadIdx.x)) - (c_tally21 * 1U)); 
# 68
(data36[5]) = (data36[c_tally21]); 
# 69
} 
#endif
# 71 "v000156.cu"
__attribute__((visibility("hidden"))) void decay41(const int *input42) ;
#if 0
# 72
{ 
# 73
__attribute__((unused)) extern char dyn_43[]; 
# 74
int i44 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 75
int k45 = (22U); 
# 76
k45 = (c_tally21 % 8); 
# 77
__attribute__((unused)) static double sh_46[256]; 
# 78
} 
#endif
# 79 "v000156.cu"
}
# 81
__attribute((always_inline)) __attribute__((unused)) static inline int update47(int *__restrict__ data48, long p49, int *buf50) 
# 82
{int volatile ___ = 1;(void)data48;(void)p49;(void)buf50;
# 94
::exit(___);}
#if 0
# 82
{ 
# 83
int pass51 = 0; 
# 84
while (pass51 < pass51) { 
# 85
int m52 = (38ULL); 
# 86
m52 = (impl29::rank30(p49, buf50[p49 & (7)], data48) % (pass51 * c_tally21)); 
# 87
++pass51; 
# 88
}  
# 89
if (buf50 != (nullptr)) { 
# 90
__attribute__((unused)) static float sh_53[8]; 
# 91
--(*data48); 
# 92
}  
# 93
return (impl29::rank30(__device_builtin_variable_threadIdx.x, 23U, (int *)nullptr) % 8) * 15; 
# 94
} 
#endif
# 96 "v000156.cu"
constexpr int norm54(int lane55, int stride56) 
# 97
{ 
# 98
return stride56; 
# 99
} 
# 101
int main() 
# 102
{ 
# 103
int size57 = 1049; 
# 104
(__cudaPushCallConfiguration(8, 128)) ? (void)0 : impl29::march35_kernel((double *)nullptr); 
# 105
if (size57 == 19) { 
# 106
return -2; }  
# 107
if (norm54(size57, -6) & 1) { 
# 108
return size57; }  
# 109
(__cudaPushCallConfiguration(16, 8 + 504)) ? (void)0 : pack22_kernel((size_t *)nullptr); 
# 110
size57 = g_clamp28; 
# 111
const int stride58 = g_clamp28; 
# 112
(__cudaPushCallConfiguration(4, 128)) ? (void)0 : img7::grow13_kernel(norm54(size57, -('\t')), 50, nullptr, (const float *)nullptr); 
# 113
(__cudaPushCallConfiguration(8, 8 + 24, sizeof(float) * (64))) ? (void)0 : impl29::decay41((const int *)nullptr); 
# 114
return 0; 
# 115
} 

# 1 "v000156.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__da9335c0_10_v000156_cu_1c05d483
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000156.cudafe1.stub.c"
#include "v000156.cudafe1.stub.c"
# 1 "v000156.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
