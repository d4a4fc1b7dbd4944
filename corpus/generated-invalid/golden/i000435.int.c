# 1 "i000435.cu"
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
# 7 "i000435.cu"
__attribute__((visibility("hidden"))) void warp2(size_t *buf3, short *__restrict__ out4, size_t *data5, const unsigned *__restrict__ coef6) ;
#if 0
# 7
{ 
# 8
unsigned gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
(*out4) = (((+(__device_builtin_variable_threadIdx.y)) * ((double)(out4[gid7]))) * ((+(__device_builtin_variable_threadIdx.y)) * ((double)(out4[gid7])))); 
# 10
bool lo8 = ((long)(data5[5])) & (1); 
# 11
if (gid7 < (lo8 * lo8)) { 
# 12
return; }  
# 13
int k9 = data5[0]; 
# 14
auto u10 = *data5; 
# 15
k9 >>= k9; 
# 16
} 
#endif
# 18 "i000435.cu"
__attribute((always_inline)) __attribute__((unused)) inline long mix11(int len12, int count13, int stride14) {int volatile ___ = 1;(void)len12;(void)count13;(void)stride14;
# 27
::exit(___);}
#if 0
# 18
{ 
# 19
count13 = ((3U - (len12 * 4508)) - stride14); 
# 20
double *t15 = (nullptr); 
# 21
float lim16 = (__device_builtin_variable_gridDim.z) + ((t15[6]) - ((float)__device_builtin_variable_warpSize)); 
# 22
for (int j17 = 2; j17 > 0; --j17) { 
# 23
count13 *= ((count13) ? 31 : 4); 
# 24
__attribute__((unused)) static int sh_18[16]; 
# 25
}  
# 26
return lim16; 
# 27
} 
#endif
# 29 "i000435.cu"
int count19(int *out20, float a21, int len22) { 
# 30
int v23{12}; 
# 31
(out20[len22]) = v23; 
# 32
return (56 - v23) / v23; 
# 33
} 
# 34
static_assert((27 > 26));
# 37
void run_norm24(const int *coef25) { 
# 38
static int prod26 = (2U); 
# 39
if (33U < ((coef25[prod26]) * (coef25[prod26]))) { 
# 40
return; }  
# 41
(__cudaPushCallConfiguration(128, 64 * 8, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : warp2((unsigned long *)nullptr, nullptr, nullptr, (const unsigned *)nullptr); 
# 42
for (int i27 = 16; i27 > 0; --i27) { 
# 43
int w28 = 0; 
# 44
while (w28 < w28) { 
# 45
(__cudaPushCallConfiguration(1 << 3, sizeof(int) * (8), 256, nullptr)) ? (void)0 : warp2(nullptr, nullptr, nullptr, nullptr); 
# 46
if ((+i27) >= i27) { 
# 47
continue; }  
# 48
++w28; 
# 49
}   
# 50
}  
# 51
} 
# 53
__attribute__((visibility("hidden"))) void clamp29_kernel(int count30, unsigned short cfg31, bool alpha32) ;
#if 0
# 53
{ 
# 54
unsigned tid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
if (tid33 >= count30) { 
# 56
return; }  
# 57
unsigned long long prod34 = tid33 + cfg31; 
# 58
auto z35 = (float)count30; 
# 59
unsigned idx36 = (4704); 
# 60
unsigned acc37 = __device_builtin_variable_warpSize; 
# 61
prod34 = (2609); 
# 62
float *prod38 = ((float *)nullptr); 
# 63
bool f39 = prod34 > (5UL - tid33); 
# 64
} 
#endif
# 66 "i000435.cu"
inline unsigned short spread40(long beta41) { 
# 67
long u42{8L}; 
# 68
unsigned flag43 = u42; 
# 69
return ((10) * beta41) % u42; 
# 70
} 
# 72
inline void gather44(int count45) { 
# 73
for (int j46 = 4; j46 > 0; --j46) { 
# 74
int diff47(((count45 * 20) & 1) ? count45 : count45); 
# 75
if (j46 > 52) { 
# 76
return; }  
# 77
unsigned cnt48 = (((float)count45) * (diff47 * count45)) / ((count45 * count45) * sizeof(int)); 
# 78
}  
# 79
} 
# 81
float host_apply49(int n50, int stride51, int *dst52) { 
# 82
long y53 = dst52[n50 & 7]; 
# 83
for (int i54 = 0; i54 < n50; ++i54) { 
# 84
if (stride51 <= (i54 & i54)) { 
# 85
continue; }  
# 86
}  
# 87
for (int i55 = 0; i55 < 9; i55 += 4) { 
# 88
for (int it56 = 0; it56 < i55; it56++) { 
# 89
if (it56 < 1) { 
# 90
break; }  
# 91
const char *sum57 = ("a\tb"); 
# 92
}  
# 93
}  
# 94
return n50; 
# 95
} 
# 97
int main() { 
# 98
int count58 = 2651; 
# 99
int uninit60; 
# 100
count58 += uninit60; 
# 101
int m59 = ((sizeof(float) % count58) - (count58 & count58)) >> 1; 
# 102
(__cudaPushCallConfiguration((m59 + 31) / 32, 4 * 8)) ? (void)0 : clamp29_kernel(count58, 38 << m59, (m59 % 22L) <= ((int)m59)); 
# 103
return 0; 
# 104
} 

# 1 "i000435.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c10e2458_10_i000435_cu_2976ae23
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000435.cudafe1.stub.c"
#include "i000435.cudafe1.stub.c"
# 1 "i000435.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
