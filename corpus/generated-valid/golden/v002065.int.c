# 1 "v002065.cu"
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
# 11 "v002065.cu"
static float c_gather4; 
# 13
__attribute__((visibility("hidden"))) void gather5_kernel(int *buf6) ;
#if 0
# 14
{ 
# 15
unsigned idx7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
int pass8 = 0; 
# 17
while (pass8 < pass8) { 
# 18
(buf6[6]) -= (-(-54)); 
# 19
int res9 = ((static_cast< unsigned long long>(idx7)) - idx7) + (__device_builtin_variable_blockIdx.x); 
# 20
++pass8; 
# 21
}  
# 22
int base10 = 57UL * (buf6[__device_builtin_variable_threadIdx.z]); 
# 23
} 
#endif
# 25 "v002065.cu"
void host_filter11(float beta12, float p13, char *data14) 
# 26
{ 
# 27
(beta12--), (beta12 -= (+((1) - (p13 - (*data14))))); 
# 28
(__cudaPushCallConfiguration(128, 64)) ? (void)0 : gather5_kernel(static_cast< int *>(nullptr)); 
# 29
} 
# 31
__attribute((always_inline)) __attribute__((unused)) inline unsigned tally15(int lane16, float a17, int n18) 
# 32
{int volatile ___ = 1;(void)lane16;(void)a17;(void)n18;
# 42
::exit(___);}
#if 0
# 32
{ 
# 33
if (c_gather4 >= c_gather4) { 
# 34
return (lane16 * 4) + (__device_builtin_variable_threadIdx.x); }  
# 35
do { lane16 += a17; } while (0); 
# 36
lane16 %= ((49 * n18) * (((c_gather4 == a17) ? n18 : 51) + ((__device_builtin_variable_blockIdx.z) - 60L))); 
# 37
if (n18 == c_gather4) { 
# 38
short base19 = c_gather4; 
# 39
lane16 %= (static_cast< int>((c_gather4 - (3)) - (2))); 
# 40
}  
# 41
return n18; 
# 42
} 
#endif
# 44 "v002065.cu"
static void norm20_kernel(unsigned q21, short *buf22, const unsigned long *in23, unsigned char *acc24) ;
#if 0
# 45
{ 
# 46
int gid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
__attribute__((unused)) static unsigned long long sh_26[16]; 
# 48
(*buf22) *= (sh_26[q21]); 
# 49
static_assert((37 > 36), "bad config");
# 50
} 
#endif
# 52 "v002065.cu"
__attribute((always_inline)) __attribute__((unused)) inline int accum27(float *data28, float p29, const int *coef30) 
# 53
{int volatile ___ = 1;(void)data28;(void)p29;(void)coef30;
# 58
::exit(___);}
#if 0
# 53
{ 
# 54
float q31{c_gather4}; 
# 55
if ((42UL) != (data28[__device_builtin_variable_blockDim.x])) { 
# 56
return ('A') * (*data28); }  
# 57
return data28[0]; 
# 58
} 
#endif
# 60 "v002065.cu"
__attribute__((unused)) unsigned char split32(size_t *dst33, unsigned a34, int stride35) 
# 61
{int volatile ___ = 1;(void)dst33;(void)a34;(void)stride35;
# 67
::exit(___);}
#if 0
# 61
{ 
# 62
float x36 = c_gather4 + (((__device_builtin_variable_threadIdx.x) - stride35) - ((stride35 == (*dst33)) ? 4 : stride35)); 
# 63
__attribute__((unused)) static unsigned sh_37[8]; 
# 64
__attribute__((unused)) static long long sh_38[16]; 
# 65
long cnt39 = dst33[0]; 
# 66
return 54UL % cnt39; 
# 67
} 
#endif
# 69 "v002065.cu"
char grow40(int stride41, int count42) 
# 70
{ 
# 71
(__cudaPushCallConfiguration(32 * 2, 16 * 2)) ? (void)0 : gather5_kernel(&stride41); 
# 72
long q43 = 15 + count42; 
# 73
count42 ^= ((count42 + q43) + (62L - stride41)); 
# 74
if (48 >= stride41) { 
# 75
(__cudaPushCallConfiguration((count42 + 255) / 256, 4 * 8)) ? (void)0 : norm20_kernel(41UL, nullptr, nullptr, (unsigned char *)nullptr); 
# 76
dim3 hi44 = dim3(256, (q43 + (63)) / (64)); 
# 77
} else { 
# 78
int hi45 = (4848L / stride41) + q43; 
# 79
}  
# 80
return 9 - stride41; 
# 81
} 
# 83
int main() 
# 84
{ 
# 85
int n46 = 179; 
# 86
int iter47 = 0; 
# 87
while (iter47 < iter47) { 
# 88
n46 = 56; 
# 89
++iter47; 
# 90
}  
# 91
(__cudaPushCallConfiguration((iter47 + 63) / 64, 32)) ? (void)0 : norm20_kernel(((iter47 < iter47) ? 45U : iter47) + n46, nullptr, (const size_t *)nullptr, static_cast< unsigned char *>(nullptr)); 
# 92
n46 *= iter47; 
# 93
return 0; 
# 94
} 

# 1 "v002065.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d3452272_10_v002065_cu_023999d8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002065.cudafe1.stub.c"
#include "v002065.cudafe1.stub.c"
# 1 "v002065.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
