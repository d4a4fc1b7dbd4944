# 1 "v002223.cu"
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
# 5 "v002223.cu"
static int g_tile1; 
# 6
enum Phase2 { GREEN3 = 1, HIGH4, LOW5, BLUE6}; 
# 7
const float g_pack7 = (-(9.875F)); 
# 9
constexpr int host_blend8(int n9) 
# 10
{ 
# 11
n9 *= n9; 
# 12
n9 = ((HIGH4) * ((-n9) + 63L)); 
# 13
return n9 & (n9 + (n9 + 2175L)); 
# 14
} 
# 16
static float stencil10(float alpha11, bool a12, const int *input13) 
# 17
{ 
# 18
g_tile1 |= ((int)g_tile1); 
# 19
alpha11 *= (HIGH4); 
# 20
dim3 y14(1); 
# 21
int off15 = a12 % 25; 
# 22
return (long)g_pack7; 
# 23
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25
template< class T, int N = 6> static void 
# 26
__wrapper__device_stub_drift16(T *&data17, float *__restrict__ &out18, T &beta19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
unsigned gid20 = __device_builtin_variable_threadIdx.x; 
# 29
(*out18) /= ((9.0F) * (gid20 & (N))); 
# 30
__attribute__((unused)) static unsigned long long sh_21[16]; 
# 31
__attribute__((unused)) static unsigned sh_22[32]; 
# 32
if ((data17 == nullptr) && ((__device_builtin_variable_blockDim.y) >= beta19)) { 
# 33
goto skip23; 
# 34
}  
# 35
(sh_22[10]) = ((__device_builtin_variable_gridDim.x) - ((15) - (sh_21[10]))); 
# 36
skip23:; ; 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 25 "v002223.cu"
template< class T, int N = 6> static void 
# 26
drift16(T *data17, float *__restrict__ out18, T beta19) 
# 27
{__wrapper__device_stub_drift16<T,N>(data17,out18,beta19);
# 37
return;}
#if 0
# 27
{ 
# 28
unsigned gid20 = __device_builtin_variable_threadIdx.x; 
# 29
(*out18) /= ((9.0F) * (gid20 & (N))); 
# 30
__attribute__((unused)) static unsigned long long sh_21[16]; 
# 31
__attribute__((unused)) static unsigned sh_22[32]; 
# 32
if ((data17 == nullptr) && ((__device_builtin_variable_blockDim.y) >= beta19)) { 
# 33
goto skip23; 
# 34
}  
# 35
(sh_22[10]) = ((__device_builtin_variable_gridDim.x) - ((15) - (sh_21[10]))); 
# 36
skip23:; ; 
# 37
} 
#endif
# 39 "v002223.cu"
__attribute__((visibility("hidden"))) void spread24_kernel(int *__restrict__ out25, const float *in26, short *dst27, long long *buf28) ;
#if 0
# 40
{ 
# 41
unsigned tid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
for (int it30 = 0; it30 < 9; it30++) { 
# 43
unsigned e31 = (GREEN3); 
# 44
const unsigned long prod32 = ((sizeof(float) - (__device_builtin_variable_gridDim.y)) ^ (it30 * (__device_builtin_variable_blockDim.x))) + 2ULL; 
# 45
if ((it30 & 1) && ((*out25) <= __device_builtin_variable_warpSize)) { 
# 46
return; 
# 47
}  
# 48
}  
# 49
Phase2 diff33 = LOW5; 
# 50
__attribute__((unused)) static double sh_34[8]; 
# 51
unsigned v35 = sh_34[tid29]; 
# 52
} 
#endif
# 54 "v002223.cu"
float lerp36(float alpha37, int *data38) 
# 55
{ 
# 56
(*data38) &= ((data38[5]) * ((*data38) - 6UL)); 
# 57
alpha37 = ((*data38) * alpha37); 
# 58
return 8 % ((*data38) * (*data38)); 
# 59
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61
template< class T> static void 
# 62
__wrapper__device_stub_filter39(const T *__restrict__ &src40, const T *__restrict__ &coef41) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 63
{ 
# 64
int off42 = (40UL % (__device_builtin_variable_blockDim.x)) + (54); 
# 65
if ((off42 & 14) <= 59UL) { 
# 66
goto out43; 
# 67
}  
# 68
if ((src40[off42]) >= (__device_builtin_variable_threadIdx.y)) { 
# 69
return; 
# 70
}  
# 71
out43:; ; 
# 72
} 
#endif

#pragma GCC diagnostic pop

# 61 "v002223.cu"
template< class T> static void 
# 62
filter39(const T *__restrict__ src40, const T *__restrict__ coef41) 
# 63
{__wrapper__device_stub_filter39<T>(src40,coef41);
# 72
return;}
#if 0
# 63
{ 
# 64
int off42 = (40UL % (__device_builtin_variable_blockDim.x)) + (54); 
# 65
if ((off42 & 14) <= 59UL) { 
# 66
goto out43; 
# 67
}  
# 68
if ((src40[off42]) >= (__device_builtin_variable_threadIdx.y)) { 
# 69
return; 
# 70
}  
# 71
out43:; ; 
# 72
} 
#endif
# 74 "v002223.cu"
__attribute__((visibility("hidden"))) void split44_kernel(unsigned a45, int n46, unsigned b47) ;
#if 0
# 75
{ 
# 76
int gid48 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 77
if (((a45 += (HIGH4)), 58LL) < (36)) { 
# 78
goto done53; 
# 79
}  
# 80
if (gid48 >= n46) { 
# 81
return; 
# 82
}  
# 83
for (int n49 = 0; n49 < gid48; n49 += 3) { 
# 84
const int v50 = n46 / n49; 
# 86
#pragma unroll 2
for (
# 86
int n51 = n46; n51 > 0; --n51) { 
# 87
{ 
# 88
n46 %= ((unsigned char)31); 
# 89
constexpr int e52 = ((HIGH4) + ((BLUE6) + 30)); 
# 90
} 
# 91
}  
# 92
}  
# 93
done53:; ; 
# 94
} 
#endif
# 96 "v002223.cu"
static int merge54(int n55, double a56, int len57) 
# 97
{ 
# 98
if ((BLUE6) == n55) { 
# 99
return -27; 
# 100
}  
# 101
for (int it58 = 0, j59 = 9; it58 < j59; (++it58), (--j59)) { 
# 102
Phase2 z60 = GREEN3; 
# 103
a56 += (sizeof(unsigned)); 
# 104
}  
# 105
return (long long)(len57 & (static_cast< long>(0U))); 
# 106
} 
# 108
int main() 
# 109
{ 
# 110
int len61 = 2275; 
# 111
for (int it62 = 6; it62 > 0; --it62) { 
# 112
dim3 base63 = dim3(GREEN3, (g_tile1 + 63) / 64, 2); 
# 113
len61 ^= it62; 
# 114
}  
# 115
bool acc64(!(len61 <= 43)); 
# 116
(__cudaPushCallConfiguration(dim3((g_tile1 + 31) / 32, (len61 + 63) / 64, (len61 + 127) / 128), dim3((g_tile1 + 31) / 32, 2))) ? (void)0 : drift16< unsigned, 2> (nullptr, nullptr, len61); 
# 117
(__cudaPushCallConfiguration(dim3((BLUE6) + ((LOW5) + 249), (g_tile1 + 63) / 64, (len61 + 31) / 32), dim3(GREEN3, (g_tile1 + 127) / 128, ((GREEN3) + 255) * (HIGH4)))) ? (void)0 : spread24_kernel((int *)nullptr, nullptr, nullptr, nullptr); 
# 118
(__cudaPushCallConfiguration(dim3((len61 + 255) / 256, 128, (len61 + 255) / 256), ((dim3)((LOW5) + 509)))) ? (void)0 : filter39< double> ((const double *)nullptr, nullptr); 
# 119
return 0; 
# 120
} 

# 1 "v002223.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4e667a65_10_v002223_cu_f9b934ba
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002223.cudafe1.stub.c"
#include "v002223.cudafe1.stub.c"
# 1 "v002223.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
