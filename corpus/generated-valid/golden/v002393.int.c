# 1 "v002393.cu"
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
# 14 "v002393.cu"
__attribute__((visibility("hidden"))) void map_fold5(float *data, int n) ;
#if 0
# 14
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 15 "v002393.cu"
static long c_scatter6; 
# 16
enum Op7 { GREEN8 = 2, SLOW9, IDLE10, MUL11}; 
# 17
enum Mode12: unsigned char { OFF13 = 3U, BUSY14, ON15, LOW16}; 
# 20
__attribute__((visibility("hidden"))) void drift17(long *buf18, int count19, Op7 alpha20) ;
#if 0
# 20
{ 
# 21
{ 
# 22
if ((c_scatter6 - c_scatter6) & (1)) { 
# 23
return; }  
# 24
long long u21[6] = {7LL, (7), (-12), 2LL, (17UL), (16)}; 
# 25
} 
# 26
if (int e22 = ~(((42) & (buf18[6])) * ((LOW16) + count19)); (buf18[e22]) == (count19 - (c_scatter6 + (5)))) { 
# 27
count19 = ((ON15) - (alpha20 - e22)); }  
# 28
++count19; 
# 29
if (buf18 != (nullptr)) { 
# 30
return; }  
# 31
} 
#endif
# 33 "v002393.cu"
__attribute__((visibility("hidden"))) void rank23_kernel(float *data24) ;
#if 0
# 33
{ 
# 34
short off25[8]{static_cast< short>(data24[c_scatter6]), (static_cast< short>(21)), (static_cast< short>(0)), (static_cast< short>(GREEN8)), (46L), (3812), (38U), (20)}; 
# 35
constexpr unsigned flag26 = (39); 
# 36
if (auto val27 = c_scatter6; ((((off25[4]) > flag26) ? 4 : 39) + ((SLOW9) + (*data24))) <= (44)) { 
# 37
float *cnt28 = data24; 
# 38
if (data24 == (nullptr)) { 
# 39
val27 = (((24) ^ ((off25[0]) ^ c_scatter6)) * ((off25[val27]) & 17)); }  
# 40
}  
# 41
(off25[c_scatter6]) = (((__alignof__(int)) + ((data24[3]) - c_scatter6)) - (35U)); 
# 42
} 
#endif
# 43 "v002393.cu"
enum Color29 { RED30, BLUE31, BUSY32, BLUE33 = 8}; 
# 45
__attribute__((visibility("hidden"))) void score34(int count35, int len36) ;
#if 0
# 45
{ 
# 46
Op7 mid37 = SLOW9; 
# 47
count35++; 
# 48
double k38 = mid37 + ((double)(c_scatter6 * (1.625F))); 
# 49
} 
#endif
# 56 "v002393.cu"
__attribute__((visibility("hidden"))) void map_trace40(double *data, int n) ;
#if 0
# 56
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 59 "v002393.cu"
__attribute__((visibility("hidden"))) void merge41(int *acc42, int n43, float p44) ;
#if 0
# 59
{ 
# 60
auto lim45 = (60) & (c_scatter6 + n43); 
# 61
if ((acc42 != (nullptr)) && (acc42 != (nullptr))) { 
# 62
if (unsigned lim46 = (-((29) + c_scatter6)) + (((acc42[n43 & 7]) += 8), ((49) & lim45)); !(lim46 + ('A'))) { 
# 63
if (((n43 * (*acc42)) * 33) >= (lim45 / (SLOW9))) { 
# 64
(acc42[6]) = p44; 
# 65
int lo47{(40U)}; 
# 66
}  
# 67
}  
# 68
}  
# 69
} 
#endif
# 71 "v002393.cu"
float run_shade48(unsigned short p49) { 
# 72
bool flag50 = p49 >= 10; 
# 73
int pass51 = 0; 
# 74
while (pass51 < 8) { 
# 75
int res52[7] = {}; 
# 76
(__cudaPushCallConfiguration(dim3(2 * ((GREEN8) + ((BLUE31) + (BLUE31))), (GREEN8) * 2, (BLUE31) + ((ON15) + 506)), dim3((pass51 + 63) / 64, (pass51 + 255) / 256, sizeof(float) * ((ON15) + 27)), sizeof(double) * (256))) ? (void)0 : merge41(res52, 5 * (res52[6]), (((res52[pass51]) += pass51), (res52[2]))); 
# 77
++pass51; 
# 78
}  
# 79
if ((pass51 + flag50) & 1) { 
# 80
goto out53; 
# 81
}  
# 82
++p49; 
# 83
(__cudaPushCallConfiguration(((dim3)((ON15) + 59)), 512)) ? (void)0 : drift17(nullptr, (39ULL * p49) * pass51, SLOW9); 
# 84
--p49; 
# 85
out53:; ; 
# 86
return ((unsigned char)(1734 ^ flag50)) | (p49 + (MUL11)); 
# 87
} 
# 89
int main() { 
# 90
int len54 = 639; 
# 91
(__cudaPushCallConfiguration(dim3((len54 + 255) / 256, 2), 256, sizeof(int) * (1024))) ? (void)0 : rank23_kernel(nullptr); 
# 92
(__cudaPushCallConfiguration((len54 + 255) / 256, dim3(((GREEN8) + 14) * 4, (BUSY32) + 14))) ? (void)0 : map_fold5((float *)nullptr, len54 + len54); 
# 93
++len54; 
# 94
len54 = (1691U); 
# 95
double u55[7]{(3.0), (-13), (0), ((8.875F)), (-(14.25F)), (2.0), (12.125)}; 
# 96
(__cudaPushCallConfiguration((len54 + 31) / 32, dim3(1, sizeof(float) * (8)))) ? (void)0 : map_trace40(u55, len54); 
# 97
(__cudaPushCallConfiguration((BLUE31) + ((ON15) + 2), sizeof(unsigned) * ((BLUE33) + 120))) ? (void)0 : score34((len54 - 15U) - (10 | len54), ((len54 <= 49) ? len54 : 2) + (BUSY32)); 
# 98
return 0; 
# 99
} 

# 1 "v002393.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f2ea98d1_10_v002393_cu_d06945ca
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002393.cudafe1.stub.c"
#include "v002393.cudafe1.stub.c"
# 1 "v002393.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
