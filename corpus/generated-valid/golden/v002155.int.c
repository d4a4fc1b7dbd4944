# 1 "v002155.cu"
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
# 18 "v002155.cu"
__attribute__((visibility("hidden"))) void sift8(int count9, float *__restrict__ data10, int n11) ;
#if 0
# 18
{ 
# 19
if (count9 & 1) { 
# 20
goto done14; 
# 21
}  
# 22
if (!((__device_builtin_variable_warpSize == 3) && ((__device_builtin_variable_gridDim.x) != (4)))) { 
# 23
for (int it12 = 0, j13 = n11; it12 < j13; (++it12), (--j13)) { 
# 24
(data10[5]) = (4); 
# 25
if (__device_builtin_variable_warpSize > it12) { 
# 26
continue; }  
# 27
count9 = n11; 
# 28
}  
# 29
}  
# 30
done14:; ; 
# 31
} 
#endif
# 32 "v002155.cu"
static long c_score15[8]; 
# 34
static unsigned long long fuse16(int count17, int count18 = 62) { 
# 35
int tmp19{4792}; 
# 36
(__cudaPushCallConfiguration(dim3(64, 8, 2), 32, 0)) ? (void)0 : sift8(count18, (float *)nullptr, ((count18 += 6L), 32)); 
# 37
count18 = ((~count18) + ((47 - count17) / ((count18 += tmp19), 'A'))); 
# 38
(__cudaPushCallConfiguration(32, 8 * 16, 4096, 0)) ? (void)0 : sift8(~count18, (float *)nullptr, 41); 
# 39
static unsigned f20 = ('\n'); 
# 40
if ((count17 + count17) >= f20) { 
# 41
return count17; }  
# 42
cudaStream_t z21 = (nullptr); 
# 43
return tmp19; 
# 44
} 
# 46
namespace gpu22 { 
# 47
__attribute__((visibility("hidden"))) void drift23(int stride24) ;
#if 0
# 47
{ 
# 48
int tid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
stride24 = tid25; 
# 50
int y26 = ((c_score15[__device_builtin_variable_threadIdx.x]) * __device_builtin_variable_warpSize) / (4); 
# 51
const long long flag27 = stride24; 
# 52
} 
#endif
# 54 "v002155.cu"
__attribute__((visibility("hidden"))) void step28(unsigned *__restrict__ data29, int len30, unsigned char beta31, int *out32) ;
#if 0
# 54
{ 
# 55
unsigned idx33 = __device_builtin_variable_threadIdx.x; 
# 56
if (idx33 >= len30) { 
# 57
return; }  
# 58
if ((c_score15[idx33 & (7)]) != (c_score15[2])) { 
# 59
goto done36; 
# 60
}  
# 61
if (out32 != (nullptr)) { 
# 62
beta31 = (idx33 + (c_score15[(__device_builtin_variable_threadIdx.z) & (7)])); }  
# 63
beta31 = (46); 
# 64
if (data29 != (nullptr)) { 
# 65
int pass34 = 0; 
# 66
do { 
# 67
int f35[4] = {}; 
# 68
++pass34; 
# 69
} while (pass34 < 4); 
# 70
len30 = ((4) + idx33); 
# 71
}  
# 72
done36:; ; 
# 73
} 
#endif
# 74 "v002155.cu"
}
# 75
enum class Axis37: int { High38 = 1, Green39, Fast40, Slow41}; 
# 77
__attribute__((visibility("hidden"))) void pack42(unsigned *data43) ;
#if 0
# 77
{ 
# 78
int tid44 = __device_builtin_variable_threadIdx.x; 
# 79
if ((c_score15[6]) & (1)) { 
# 80
return; }  
# 81
(*data43) = (((((tid44 * tid44) + tid44) + (__device_builtin_variable_warpSize - tid44)) + (((data43[4]) + (__device_builtin_variable_blockIdx.y)) + tid44)) + 27L); 
# 82
(data43[tid44]) = (__device_builtin_variable_threadIdx.x); 
# 83
++(data43[__device_builtin_variable_blockIdx.y]); 
# 84
} 
#endif
# 87 "v002155.cu"
__attribute__((visibility("hidden"))) void bias45_kernel(const int *__restrict__ in46, const float *input47, int *buf48) ;
#if 0
# 87
{ 
# 88
if ((in46[__device_builtin_variable_threadIdx.x]) <= ((c_score15[__device_builtin_variable_blockDim.x]) + (c_score15[__device_builtin_variable_warpSize]))) { 
# 89
for (int j49 = 0; j49 < 7; ++j49) { 
# 90
(*buf48) = 1; }  
# 91
unsigned q50 = (33); 
# 92
}  
# 93
++(buf48[(__device_builtin_variable_threadIdx.y) & (7)]); 
# 94
++(buf48[2]); 
# 95
char x51((('a') - ((in46[1]) % 64UL)) ^ (4)); 
# 96
} 
#endif
# 98 "v002155.cu"
constexpr int run_rank52(int n53, unsigned short q54) { 
# 99
long k55{(41)}; 
# 100
return q54; 
# 101
} 
# 103
int main() { 
# 104
int len56 = 3839; 
# 105
auto op59 = [=](float w57, long long lo58)->int { 
# 106
run_rank52(w57, ((4) - lo58) & (6)); 
# 107
fuse16(len56, (len56) / ((9) - w57)); 
# 108
return fuse16(len56); 
# 109
} ; typedef decltype(op59) __T0;
# 110
float sum60 = fuse16((2 * op59(len56, len56)) + len56); 
# 111
if (sum60 == (4 + len56)) { 
# 112
unsigned z61 = op59(len56, (4 + len56) | run_rank52(len56, 55)); 
# 113
static float val62 = ('A'); 
# 114
}  
# 115
(__cudaPushCallConfiguration(dim3((len56 + 255) / 256, 8), 8 * (4 + 12), 31 + (31 + 194), 0)) ? (void)0 : gpu22::drift23(sum60); 
# 116
(__cudaPushCallConfiguration((len56 + 31) / 32, 8 * 4, 0)) ? (void)0 : gpu22::step28(static_cast< unsigned *>(nullptr), op59(sum60, fuse16(sum60, 32UL)), len56 + sum60, &len56); 
# 117
(__cudaPushCallConfiguration((len56 + 127) / 128, ((dim3)((len56 + 127) / 128)), sizeof(double) * (32), nullptr)) ? (void)0 : pack42((unsigned *)nullptr); 
# 118
return 0; 
# 119
} 

# 1 "v002155.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5fb98b07_10_v002155_cu_e3a4cde5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002155.cudafe1.stub.c"
#include "v002155.cudafe1.stub.c"
# 1 "v002155.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
