# 1 "v000631.cu"
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
# 15 "v000631.cu"
__attribute__((visibility("hidden"))) void kick4(int *dst5) ;
#if 0
# 16
{ 
# 17
unsigned e6 = dst5[5]; 
# 18
const unsigned diff7 = *dst5; 
# 19
__attribute__((unused)) static int sh_8[4][12]; 
# 20
++e6; 
# 21
} 
#endif
# 23 "v000631.cu"
float clamp9(int *buf10, const int *input11, const float *__restrict__ in12) 
# 24
{ 
# 25
if ((*in12) > ((*input11) * (*in12))) { 
# 26
return input11[6]; 
# 27
}  
# 28
double stride13(((*buf10) >> 2) - (((*buf10) * sizeof(short)) + (*in12))); 
# 29
if (((sizeof(float) <= (buf10[2])) ? 1088 : 39) != (*in12)) { 
# 30
return 5; 
# 31
}  
# 32
{ 
# 33
stride13 -= (input11[4]); 
# 34
int idx14[2] = {}; 
# 35
} 
# 36
return stride13; 
# 37
} 
# 39
float sweep15(float *dst16) 
# 40
{ 
# 41
(*dst16) -= (-((((dst16[5]) + (*dst16)) > (42U)) ? (46UL) * (dst16[5]) : (3371))); 
# 42
(dst16[3]) = (dst16[2]); 
# 43
(dst16[5]) = (1.875F); 
# 44
(*dst16) *= (25); 
# 45
return (5) + (dst16[5]); 
# 46
} 
# 47
static int d_weigh17; 
# 50
__attribute__((visibility("hidden"))) void accum18(unsigned char *__restrict__ buf19, int lane20, int count21) ;
#if 0
# 51
{ 
# 52
long cnt22 = d_weigh17 << 5; 
# 53
int cnt23(((cnt22 / 38UL) * sweep15((float *)nullptr)) - ((count21 + d_weigh17) - d_weigh17)); 
# 54
int w24[5] = {58, (static_cast< int>(3ULL)), 54, (2495L), 2}; 
# 55
if (((buf19[d_weigh17]) - 60) >= 43) { 
# 56
return; 
# 57
}  
# 58
int acc25 = +clamp9(&d_weigh17, (const int *)nullptr, nullptr); 
# 59
sweep15(nullptr); 
# 60
} 
#endif
# 62 "v000631.cu"
static void apply26(int *acc27, unsigned beta28, unsigned short q29) ;
#if 0
# 63
{ 
# 64
q29 = (sizeof(size_t)); 
# 65
{ 
# 66
d_weigh17 ^= (-16); 
# 67
unsigned long mid30(clamp9(&d_weigh17, nullptr, (const float *)nullptr)); 
# 68
} 
# 69
} 
#endif
# 71 "v000631.cu"
__attribute__((unused)) void gather31(float cfg32, int *__restrict__ dst33) 
# 72
{int volatile ___ = 1;(void)cfg32;(void)dst33;
# 78
::exit(___);}
#if 0
# 72
{ 
# 73
unsigned z34 = (sizeof(long long)); 
# 74
__attribute__((unused)) static float sh_35[12][7]; 
# 75
int lim36 = sweep15(&cfg32); 
# 76
long sum37 = (cfg32 >= (48)) ? (d_weigh17 - 12UL) - (z34 + 13U) : lim36; 
# 77
sum37 = z34; 
# 78
} 
#endif
# 80 "v000631.cu"
__attribute__((visibility("hidden"))) void bump38(const unsigned *in39, const short *coef40) ;
#if 0
# 81
{ 
# 82
if ((40UL) < clamp9(&d_weigh17, &d_weigh17, nullptr)) { 
# 83
return; 
# 84
}  
# 85
int pass41 = 0; 
# 86
do { 
# 87
d_weigh17 *= (-(+sweep15(nullptr))); 
# 88
unsigned e42[2] = {}; 
# 89
++pass41; 
# 90
} while (pass41 < d_weigh17); 
# 91
clamp9(&d_weigh17, &d_weigh17, (const float *)nullptr); 
# 92
d_weigh17 |= ((((19LL > (coef40[6])) ? 11 : 5UL) < (*in39)) ? 16 : pass41); 
# 93
d_weigh17 -= ((((*in39) - pass41) - pass41) * d_weigh17); 
# 94
} 
#endif
# 96 "v000631.cu"
int main() 
# 97
{ 
# 98
int n43 = 1669; 
# 99
int iter44 = 0; 
# 100
do { 
# 101
n43 = (4383UL); 
# 102
sweep15(nullptr); 
# 103
++iter44; 
# 104
} while (iter44 < 15); 
# 105
(__cudaPushCallConfiguration(dim3((iter44 + 127) / 128, 2 * 4), 5 + (5 + 118), sizeof(double) * (128), (cudaStream_t)0)) ? (void)0 : kick4(&n43); 
# 106
(__cudaPushCallConfiguration(dim3(64 * 2, 1 << 2, (n43 + 255) / 256), 64, (5 + (16 + (16 + 91))) * 2, (cudaStream_t)0)) ? (void)0 : accum18(nullptr, n43 - (63 * iter44), 27L + iter44); 
# 107
(__cudaPushCallConfiguration(((dim3)(16 + 16)), dim3((n43 + 31) / 32, (n43 + 31) / 32, 1 << 2), 0, nullptr)) ? (void)0 : apply26((int *)nullptr, sweep15(nullptr), 32 * ((n43 == n43) ? iter44 : n43)); 
# 108
return 0; 
# 109
} 

# 1 "v000631.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d501c861_10_v000631_cu_b88cd1b4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000631.cudafe1.stub.c"
#include "v000631.cudafe1.stub.c"
# 1 "v000631.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
