# 1 "v001382.cu"
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
# 17 "v001382.cu"
__attribute__((visibility("hidden"))) void blend5_kernel(const float *src6, short p7, bool q8, const float *__restrict__ in9) ;
#if 0
# 17
{ 
# 18
int tid10 = __device_builtin_variable_threadIdx.x; 
# 19
p7 = ((in9[6]) * ((*in9) * tid10)); 
# 20
double v11 = (2.5); 
# 21
p7 = (39ULL); 
# 22
float tmp12((36LL)); 
# 23
} 
#endif
# 25 "v001382.cu"
__attribute__((visibility("hidden"))) void bias13(int count14, float *dst15, int *__restrict__ out16, bool b17) ;
#if 0
# 25
{ 
# 26
int tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
if (tid18 >= count14) { 
# 28
return; }  
# 29
float cnt19 = (__device_builtin_variable_blockDim.z) & (*out16); 
# 30
b17 = tid18; 
# 31
double *e20 = (nullptr); 
# 32
bool t21 = (__device_builtin_variable_threadIdx.y) ? (e20[6]) + (4) : ((true) * (dst15[1])); 
# 33
unsigned val22 = (819); 
# 34
const float z23 = (22U); 
# 35
} 
#endif
# 38 "v001382.cu"
template< class T, int N = 2> 
# 39
__attribute((noinline)) __attribute__((unused)) T combine24(T *__restrict__ dst25, int lane26, int stride27) {int volatile ___ = 1;(void)dst25;(void)lane26;(void)stride27;
# 50
::exit(___);}
#if 0
# 39
{ 
# 40
int iter28 = 0; 
# 41
while (iter28 < 13) { 
# 42
if ((stride27 - lane26) >= iter28) { 
# 43
return (N / iter28) + ((N) - (__device_builtin_variable_gridDim.x)); }  
# 44
++iter28; 
# 45
}  
# 46
T idx29 = lane26; 
# 47
(dst25[0]) = 12U; 
# 48
idx29 = (4.0F); 
# 49
return (24U & (iter28 & 31U)) - (*dst25); 
# 50
} 
#endif
# 53 "v001382.cu"
__attribute__((visibility("hidden"))) void rank30(int n31, unsigned long long *__restrict__ dst32, unsigned beta33, int *__restrict__ dst34) ;
#if 0
# 53
{ 
# 54
int gid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
if (gid35 >= n31) { 
# 56
return; }  
# 57
for (int j36 = 0; j36 < 9; j36++) { 
# 59
#pragma unroll
for (
# 59
int j37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j37 < j36; j37 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 60
float sum38[6] = {}; 
# 61
}  
# 62
float off39((-(0.375F))); 
# 63
n31 = j36; 
# 64
}  
# 65
} 
#endif
# 67 "v001382.cu"
__attribute__((visibility("hidden"))) void bump40_kernel(int lane41, int *__restrict__ buf42) ;
#if 0
# 67
{ 
# 68
unsigned idx43 = __device_builtin_variable_threadIdx.x; 
# 69
lane41 = (*buf42); 
# 71
#pragma unroll 8
for (
# 71
int it44 = 0; it44 < lane41; ++it44) { 
# 72
int val45 = (((lane41 += it44), 256) | 55L) - (9); 
# 73
long long acc46 = ((lane41 * (__device_builtin_variable_blockDim.x)) + ((*buf42) * lane41)) * __alignof__(int); 
# 74
}  
# 75
(*buf42) = (__device_builtin_variable_blockDim.y); 
# 76
lane41 = (*buf42); 
# 77
lane41 = 42; 
# 78
} 
#endif
# 80 "v001382.cu"
unsigned short run_smooth47(int count48) { 
# 81
(__cudaPushCallConfiguration((count48 + 63) / 64, (4 + 124) * 4, sizeof(int) * (32))) ? (void)0 : blend5_kernel((const float *)nullptr, 0U + count48, (count48 * 41L) == (46), nullptr); 
# 82
int pass49 = 0; 
# 83
while (pass49 < pass49) { 
# 84
count48 = count48; 
# 85
unsigned y50 = count48 + ((pass49 & pass49) / pass49); 
# 86
++pass49; 
# 87
}  
# 88
count48 = (57 - pass49); 
# 89
return 811; 
# 90
} 
# 92
int main() { 
# 93
int count51 = 4044; 
# 94
const long long u52 = count51; 
# 95
auto step55 = [](unsigned char w53, long base54)->float { 
# 96
(__cudaPushCallConfiguration(64, 32, 0)) ? (void)0 : rank30(19U, (unsigned long long *)nullptr, 38, nullptr); 
# 97
(__cudaPushCallConfiguration(4, 64, 0)) ? (void)0 : bump40_kernel(base54 * 44ULL, nullptr); 
# 98
(__cudaPushCallConfiguration((base54 + (127)) / (128), 512)) ? (void)0 : bias13(((U'\x23') != w53) ? base54 : sizeof(int), nullptr, (int *)nullptr, base54); 
# 99
return (!(26 != w53)) ? base54 : w53; 
# 100
} ; typedef decltype(step55) __T0;
# 101
step55(count51, count51); 
# 102
if (u52 < count51) { 
# 103
return step55(u52 * (58), 256); }  
# 104
(__cudaPushCallConfiguration(4, 512, 0)) ? (void)0 : rank30(count51 / (count51 | __alignof__(int)), nullptr, (double)((count51 == count51) ? u52 : (15.625F)), (int *)nullptr); 
# 105
count51 = (u52 % (456)); 
# 106
return 0; 
# 107
} 

# 1 "v001382.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__46decc99_10_v001382_cu_8498a828
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001382.cudafe1.stub.c"
#include "v001382.cudafe1.stub.c"
# 1 "v001382.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
