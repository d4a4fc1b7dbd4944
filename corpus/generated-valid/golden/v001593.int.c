# 1 "v001593.cu"
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
# 7 "v001593.cu"
static void drift2_kernel(int len3, double *dst4, int len5, float alpha6) ;
#if 0
# 7
{ 
# 8
int idx7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
if (idx7 >= len5) { 
# 10
return; 
# 11
}  
# 12
len3 |= ((len3 += 306UL), (((len5 += 51UL), (-51)) + (__device_builtin_variable_blockIdx.x))); 
# 13
alpha6 *= ((((9) & (__device_builtin_variable_gridDim.y)) + len5) * (46)); 
# 14
} 
#endif
# 15 "v001593.cu"
enum Level8 { 
# 16
BLUE9, 
# 17
FAST10, 
# 18
BUSY11, 
# 19
GREEN12, 
# 20
BUSY13 = 5
# 21
}; 
# 23
__attribute__((visibility("hidden"))) void shade14_kernel(short *dst15, const char *__restrict__ src16, unsigned char cfg17, const float *src18) ;
#if 0
# 23
{ 
# 24
(*dst15) = (__device_builtin_variable_blockDim.y); 
# 25
(dst15[cfg17])++; 
# 26
for (int n19 = 12; n19 > 0; --n19) { 
# 27
(dst15[__device_builtin_variable_gridDim.x]) = (((__device_builtin_variable_blockIdx.x) - sizeof(short)) * 1443UL); 
# 28
(*dst15)--; 
# 29
}  
# 30
unsigned lim20 = __device_builtin_variable_blockDim.x; 
# 31
} 
#endif
# 33 "v001593.cu"
__attribute__((visibility("hidden"))) void decay21(const char *__restrict__ in22, Level8 cfg23, double *__restrict__ data24, const float *__restrict__ src25) ;
#if 0
# 33
{ 
# 34
int tid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
(*data24) = ((data24[tid26 & 7]) + ((13.625F))); 
# 36
(data24[2])--; 
# 37
} 
#endif
# 39 "v001593.cu"
__attribute__((visibility("hidden"))) void warp27_kernel(long *data28, const float *__restrict__ src29) ;
#if 0
# 39
{ 
# 40
unsigned idx30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
++(*data28); 
# 42
float lo31 = (' '); 
# 43
(data28[idx30]) = (12U); 
# 44
unsigned prod32{(35)}; 
# 45
prod32--; 
# 46
} 
#endif
# 47 "v001593.cu"
static constexpr long LANES33 = (5); 
# 49
template< class T, int N> 
# 50
__attribute((always_inline)) __attribute__((unused)) inline int bias34(const T *__restrict__ src35, int count36, T alpha37) {int volatile ___ = 1;(void)src35;(void)count36;(void)alpha37;
# 54
::exit(___);}
#if 0
# 50
{ 
# 51
unsigned long long flag38 = 47L | (((src35 == nullptr) ? __device_builtin_variable_gridDim.y : LANES33) - ('A')); 
# 52
Level8 mid39 = BUSY13; 
# 53
return 41; 
# 54
} 
#endif
# 56 "v001593.cu"
__attribute__((visibility("hidden"))) void warp40(unsigned *__restrict__ dst41, double *data42) ;
#if 0
# 56
{ 
# 57
int tid43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
unsigned long long k44{(61)}; 
# 59
if (((*data42) - (dst41[(__device_builtin_variable_blockIdx.x) & (7)])) < k44) { 
# 60
goto finish45; 
# 61
}  
# 62
k44 = ((14) - (k44 - (*data42))); 
# 63
finish45:; ; 
# 64
} 
#endif
# 66 "v001593.cu"
__attribute__((visibility("hidden"))) void norm46_kernel(unsigned char q47, int *__restrict__ out48, short *__restrict__ acc49) ;
#if 0
# 66
{ 
# 67
int i50 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 68
q47 *= ((acc49 == (nullptr)) ? static_cast< int>(q47) : (59 - (static_cast< int>(i50)))); 
# 69
q47 += i50; 
# 70
} 
#endif
# 71 "v001593.cu"
enum Color51 { ON52, MUL53 = 3}; 
# 73
static void tile54_kernel(size_t *__restrict__ out55, float *acc56) ;
#if 0
# 73
{ 
# 74
int i57 = __device_builtin_variable_threadIdx.x; 
# 75
if (i57 < i57) { 
# 76
return; 
# 77
}  
# 78
(*acc56) = (i57 + (0ULL | (out55[(__device_builtin_variable_threadIdx.x) & (7)]))); 
# 79
int acc58{(1194U)}; 
# 80
} 
#endif
# 82 "v001593.cu"
__attribute__((visibility("hidden"))) void drift59(int count60, int *__restrict__ acc61, const int *input62, int *__restrict__ data63) ;
#if 0
# 82
{ 
# 83
int idx64 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 84
if (idx64 < 13) { 
# 85
return; 
# 86
}  
# 87
for (int i65 = 0, j66 = (LANES33 * (BUSY11)); i65 < j66; (++i65), (--j66)) { 
# 88
static_assert((49 == 49), "expected value");
# 89
}  
# 90
for (int it67 = 0, j68 = count60; it67 < j68; (++it67), (--j68)) { 
# 91
(*acc61)++; 
# 92
if ((10) == ((input62[4]) + LANES33)) { 
# 93
return; 
# 94
}  
# 95
}  
# 96
(data63[idx64 & 7]) = (((data63[2]) += (__device_builtin_variable_gridDim.x)), (input62[__device_builtin_variable_blockDim.x])); 
# 97
} 
#endif
# 99 "v001593.cu"
int main() { 
# 100
int n69 = 3166; 
# 101
int k70 = static_cast< unsigned>((LANES33 * n69) * 21LL); 
# 102
++n69; 
# 103
(__cudaPushCallConfiguration(dim3(512, (k70 + 255) / 256, 2), 64)) ? (void)0 : drift2_kernel(((k70 += 2056L), 'A'), nullptr, 39 ^ k70, LANES33); 
# 104
(__cudaPushCallConfiguration((n69 + 63) / 64, 64, 0)) ? (void)0 : shade14_kernel(nullptr, (const char *)nullptr, 1LL % k70, (const float *)nullptr); 
# 105
(__cudaPushCallConfiguration(dim3(((BUSY11) + (LANES33 + (57))) * ((FAST10) + 1), (FAST10) + (MUL53)), dim3(128, (n69 + 127) / 128), 4096)) ? (void)0 : decay21((const char *)nullptr, BUSY13, static_cast< double *>(nullptr), (const float *)nullptr); 
# 106
return 0; 
# 107
} 

# 1 "v001593.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__155b6151_10_v001593_cu_26d015df
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001593.cudafe1.stub.c"
#include "v001593.cudafe1.stub.c"
# 1 "v001593.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
