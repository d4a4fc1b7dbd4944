# 1 "i000473.cu"
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
# 13 "i000473.cu"
static void blend5(int n6, int *out7, int n8, short b9) ;
#if 0
# 14
{ 
# 15
static int local_mem60; 
# 16
unsigned gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (gid10 >= n8) { 
# 18
return; }  
# 19
++n8; 
# 20
n8 ^= n6; 
# 21
n6 = (gid10 * ((static_cast< unsigned>(10)) + (__device_builtin_variable_threadIdx.x))); 
# 22
n6 += b9; 
# 23
} 
#endif
# 25 "i000473.cu"
static void combine11(float cfg12) ;
#if 0
# 26
{ 
# 27
cfg12++; 
# 28
int iter13 = 0; 
# 29
while (iter13 < iter13) { 
# 30
if (cfg12 != iter13) { 
# 31
return; }  
# 32
int lo14 = (18U); 
# 33
++iter13; 
# 34
}  
# 35
for (int j15 = 0; j15 < 3; ++j15) { 
# 36
cfg12 -= j15; }  
# 37
float y16[8]{(3), (16.875F), (8.25F), cfg12, (55LL), (-55L), (58), (33U)}; 
# 38
} 
#endif
# 39 "i000473.cu"
static void shade17_kernel(int len18) ;
#if 0
# 40
{ 
# 41
unsigned tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
#pragma unroll
for (
# 43
int j20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j20 < len18; j20 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 44
len18 = 8; }  
# 45
constexpr double cnt21 = (-1003); 
# 46
len18 = 33; 
# 47
float lo22 = (cnt21); 
# 48
if ((lo22 - (18)) > tid19) { 
# 49
goto finish23; 
# 50
}  
# 51
lo22 = (__alignof__(double)); 
# 52
finish23:; ; 
# 53
} 
#endif
# 54 "i000473.cu"
enum class Mode24 { Idle25, Busy26, On27}; 
# 55
int accum28(int lane29, int len30, int stride31) 
# 56
{ 
# 57
Mode24 diff32 = Mode24::Idle25; 
# 58
len30--; 
# 59
--lane29; 
# 60
if ((lane29 + lane29) == 22) { 
# 61
return len30; }  
# 62
lane29 = lane29; 
# 63
return 1966 - len30; 
# 64
} 
# 65
static int c_mix33[8]; 
# 66
inline float smooth34(Mode24 b35, unsigned q36, float p37) 
# 67
{ 
# 68
for (int j38 = 0; j38 < 16; j38 += 2) { 
# 69
b35 = b35; }  
# 70
q36 += (((42) + q36) - (p37 * (accum28(-22LL, 48, 43)))); 
# 71
Mode24 k39 = b35; 
# 72
accum28((1) * (q36 << 3), p37, (q36 >> 5) - p37); 
# 73
++p37; 
# 74
short x40 = (3295LL); 
# 75
return ((x40 += q36), (x40 - 47UL)) * p37; 
# 76
} 
# 77
__attribute__((visibility("hidden"))) void scatter41(const unsigned *coef42, const short *__restrict__ input43, unsigned q44, int lane45) ;
#if 0
# 78
{ 
# 79
__attribute__((unused)) extern float dyn_46[]; 
# 80
int i47 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 81
if (i47 - q44) { 
# 82
return; }  
# 83
for (int it48 = 0, j49 = 12; it48 < j49; (++it48), (--j49)) { 
# 84
const float u50 = (8.375F); 
# 85
int off51{(-34)}; 
# 86
}  
# 87
} 
#endif
# 88 "i000473.cu"
inline unsigned char run_warp52(int len53, double alpha54) 
# 89
{ 
# 90
(__cudaPushCallConfiguration(64, dim3(2, 2))) ? (void)0 : blend5(((int)22) + alpha54, nullptr, len53, 3); 
# 91
for (int n55 = 10; n55 > 0; --n55) { 
# 92
(__cudaPushCallConfiguration(((dim3)(1 << 1)), dim3((len53 + 255) / 256, 64 + 448, 32), 4096)) ? (void)0 : blend5(61UL, static_cast< int *>(nullptr), (int)(n55 << n55), -9); }  
# 93
(__cudaPushCallConfiguration(dim3((len53 + 63) / 64, 8, (len53 + 255) / 256), 256)) ? (void)0 : shade17_kernel(-14); 
# 94
const short w56 = alpha54; 
# 95
(__cudaPushCallConfiguration(14 + (14 + (14 + 214)), 128, 64 + 4032)) ? (void)0 : scatter41((const unsigned *)nullptr, (const short *)nullptr, 14, ((alpha54 += alpha54), smooth34(Mode24::Busy26, alpha54, len53))); 
# 96
dim3 hi57(1 << 8, (len53 + 63) / 64); 
# 97
return 56; 
# 98
} 
# 99
int main() 
# 100
{ 
# 101
int len58 = 1038; 
# 102
(__cudaPushCallConfiguration((len58 + 255) / 256, dim3((len58 + 63) / 64, 256))) ? (void)0 : combine11(-(21.375F)); 
# 103
len58 ^= len58; 
# 104
len58 = (smooth34(Mode24::Idle25, (float)(len58 >> 5), (len58 + len58) + 14)); 
# 105
const float lim59 = len58 * accum28(22UL * len58, 22L, 5); 
# 106
return 0; 
# 107
} 

# 1 "i000473.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__11e5dd44_10_i000473_cu_d02f1c5e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000473.cudafe1.stub.c"
#include "i000473.cudafe1.stub.c"
# 1 "i000473.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
