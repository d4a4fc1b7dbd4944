# 1 "v001044.cu"
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
# 7 "v001044.cu"
enum class Mode3 { Green4, Off5, Busy6 = 6}; 
# 8
__attribute__((visibility("hidden"))) void gather7(int *dst8, int len9, int *dst10, float *__restrict__ data11) ;
#if 0
# 8
{ 
# 9
int idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if (idx12 >= len9) { 
# 11
return; }  
# 12
if (len9 >= ((unsigned)(*dst10))) { 
# 13
--len9; 
# 14
__attribute__((unused)) static float sh_13[256]; 
# 15
if (idx12 != (19L * __device_builtin_variable_warpSize)) { 
# 16
(data11[__device_builtin_variable_threadIdx.x]) += ((((__device_builtin_variable_gridDim.x) ^ (40)) ? (48) & (__device_builtin_variable_blockIdx.z) : (57U | (dst10[5]))) / (2)); 
# 17
(*dst8)++; 
# 18
Mode3 h14 = Mode3::Busy6; 
# 19
}  
# 20
}  
# 21
} 
#endif
# 22 "v001044.cu"
inline void bump15(double q16) { 
# 23
(__cudaPushCallConfiguration(16, 1 << 8)) ? (void)0 : gather7(nullptr, 27U, (int *)nullptr, (float *)nullptr); 
# 24
dim3 h17 = dim3(2, 1 << 7, 4); 
# 25
(--q16), (q16 += (q16 - q16)); 
# 26
} 
# 27
__attribute__((visibility("hidden"))) void merge18_kernel(int *acc19, const int *__restrict__ coef20, unsigned *__restrict__ buf21) ;
#if 0
# 27
{ 
# 28
int i22 = __device_builtin_variable_threadIdx.x; 
# 29
(*acc19) >>= (*buf21); 
# 30
int tmp23 = coef20[i22 & 7]; 
# 31
(*buf21) %= ((int)((787) & (__device_builtin_variable_gridDim.x))); 
# 32
if (((coef20[1]) & 1) || ((buf21[__device_builtin_variable_gridDim.y]) <= (46))) { 
# 33
return; }  
# 34
} 
#endif
# 35 "v001044.cu"
__attribute__((unused)) void pivot24(unsigned cfg25, int n26, int stride27) {int volatile ___ = 1;(void)cfg25;(void)n26;(void)stride27;
# 47
::exit(___);}
#if 0
# 35
{ 
# 36
stride27 ^= (-21); 
# 37
if (((__device_builtin_variable_threadIdx.y) + (8)) != (63UL ^ stride27)) { 
# 38
--cfg25; }  
# 39
int r28(((cfg25 * (3625)) - (3694)) / (2)); 
# 40
__attribute__((unused)) static unsigned sh_29; 
# 41
if (r28 >= (__device_builtin_variable_blockIdx.y)) { 
# 42
goto skip30; 
# 43
}  
# 44
if (n26 <= 44) { 
# 45
return; }  
# 46
skip30:; ; 
# 47
} 
#endif
# 48 "v001044.cu"
__attribute__((visibility("hidden"))) void sweep31(int stride32) ;
#if 0
# 48
{ 
# 49
int idx33 = __device_builtin_variable_threadIdx.x; 
# 50
if (idx33 >= stride32) { 
# 51
return; }  
# 52
__attribute__((unused)) static unsigned char sh_34; 
# 53
int k35 = (sizeof(int)); 
# 54
__attribute__((unused)) static unsigned sh_36[1 << 5]; 
# 55
sh_34--; 
# 56
float q37 = k35; 
# 57
} 
#endif
# 58 "v001044.cu"
__attribute__((unused)) inline short scatter38(float beta39) {int volatile ___ = 1;(void)beta39;
# 67
::exit(___);}
#if 0
# 58
{ 
# 59
float w40 = (-58); 
# 60
if ((beta39 == beta39) && (w40 <= (__device_builtin_variable_blockDim.x))) { 
# 61
return (beta39 / (2)); }  
# 62
w40 /= ((21.25F) - w40); 
# 63
w40 = (19.625F); 
# 64
beta39 -= (((beta39 > beta39) ? (w40 != (sizeof(int))) ? __device_builtin_variable_gridDim.x : (9.75F) : w40) + ((int)w40)); 
# 65
beta39++; 
# 66
return w40; 
# 67
} 
#endif
# 68 "v001044.cu"
constexpr int host_split41(int n42, int len43) { 
# 69
unsigned cnt44 = ((unsigned char)n42) + (((2 * len43) + len43) / 2); 
# 70
double cnt45(((((2) * cnt44) + cnt44) <= len43) ? cnt44 : (len43 % 12)); 
# 71
return 15; 
# 72
} 
# 73
static float host_gather46(int *dst47) { 
# 74
(dst47[3]) = (((1357 * (*dst47)) - ((dst47[4]) ^ 9)) << (dst47[6])); 
# 75
Mode3 lim48 = Mode3::Off5; 
# 76
return (int)((int)(dst47[5])); 
# 77
} 
# 78
int main() { 
# 79
int count49 = 3973; 
# 80
(__cudaPushCallConfiguration((count49 + 127) / 128, 64)) ? (void)0 : merge18_kernel(&count49, &count49, nullptr); 
# 81
count49 *= ((int)count49); 
# 82
--count49; 
# 83
(__cudaPushCallConfiguration(dim3((count49 + 255) / 256, 1 << 6, (count49 + 63) / 64), 128)) ? (void)0 : sweep31(count49); 
# 84
return 0; 
# 85
} 

# 1 "v001044.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__20d10cea_10_v001044_cu_87b58544
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001044.cudafe1.stub.c"
#include "v001044.cudafe1.stub.c"
# 1 "v001044.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
