# 1 "v002064.cu"
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
# 12 "v002064.cu"
__attribute((always_inline)) __attribute__((unused)) inline int kick6(unsigned long *__restrict__ data7, int count8, int count9) 
# 13
{int volatile ___ = 1;(void)data7;(void)count8;(void)count9;
# 20
::exit(___);}
#if 0
# 13
{ 
# 14
unsigned short sum10 = count9 << 7; 
# 15
if (37 >= (sum10 - 40)) { 
# 16
return -1087; }  
# 17
(data7[__device_builtin_variable_threadIdx.z]) >>= 6; 
# 18
char u11[1 << 2] = {}; 
# 19
return (u11[__device_builtin_variable_threadIdx.x]) >> 4; 
# 20
} 
#endif
# 22 "v002064.cu"
__attribute__((visibility("hidden"))) void weigh12(float *dst13, int *out14, unsigned alpha15) ;
#if 0
# 23
{ 
# 24
int tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
(dst13[(__device_builtin_variable_threadIdx.x) & (7)]) += (dst13[__device_builtin_variable_blockIdx.x]); 
# 26
static_assert((11 == 11));
# 27
} 
#endif
# 28 "v002064.cu"
enum Mode17: unsigned { BLUE18, SLOW19}; 
# 29
typedef int idx20_t; 
# 31
__attribute((always_inline)) __attribute__((unused)) inline unsigned short sift21(idx20_t *out22) 
# 32
{int volatile ___ = 1;(void)out22;
# 42
::exit(___);}
#if 0
# 32
{ 
# 33
bool base23 = (1); 
# 34
((out22[(__device_builtin_variable_threadIdx.x) & (7)])--), ((out22[0]) = ((((out22[3]) & base23) % 4358) - ((15UL - base23) % (static_cast< idx20_t>(4))))); 
# 36
#pragma unroll 8
for (
# 36
int it24 = 0; it24 < 13; it24 += 1) { 
# 37
float diff25(((__device_builtin_variable_blockIdx.x) + ((48) + (__device_builtin_variable_threadIdx.y))) & (out22[__device_builtin_variable_blockIdx.x])); 
# 38
(--(out22[7])), (base23 = (((__device_builtin_variable_threadIdx.x) & ((out22[2]) - (__device_builtin_variable_threadIdx.x))) <= (out22[it24 & 7]))); 
# 39
__attribute__((unused)) static float sh_26[1 << ((SLOW19) + (3 + 4))]; 
# 40
}  
# 41
return (idx20_t)((out22[7]) * (-(-5))); 
# 42
} 
#endif
# 43 "v002064.cu"
using idx27_t = size_t; 
# 46
__attribute__((visibility("hidden"))) void scale28_kernel(unsigned *__restrict__ acc29, unsigned *data30, idx20_t lane31) ;
#if 0
# 47
{ 
# 48
unsigned idx32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
int v33 = ((unsigned)(acc29[1])) - (-(32 & lane31)); 
# 50
long prod34[5] = {(42), (22LL), static_cast< long>(lane31 * 32)}; 
# 51
for (int j35 = 0; j35 < 9; j35 += 3) { 
# 52
unsigned char lo36 = (static_cast< double>(static_cast< long long>(3))) + (*data30); 
# 53
int lim37 = 32 % ((lo36 % 32) << ((short)(acc29[idx32 & (7)]))); 
# 54
constexpr idx20_t q38 = (3 + (4 + (3 + (4 + 37)))); 
# 55
}  
# 56
} 
#endif
# 58 "v002064.cu"
__attribute__((visibility("hidden"))) void probe39(double p40, idx20_t *dst41, idx20_t lane42) ;
#if 0
# 59
{ 
# 60
int i43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 61
if (i43 >= lane42) { 
# 62
return; }  
# 63
static_assert((((3 + (3 + (3 + 2))) * 2) == 22));
# 64
__attribute__((unused)) static int sh_44[(3) + ((SLOW19) + (4))]; 
# 65
(sh_44[7]) = (*dst41); 
# 66
__attribute__((unused)) static int sh_45; 
# 67
if (((sh_44[1]) == (dst41[i43])) && (lane42 == lane42)) { 
# 68
return; }  
# 69
} 
#endif
# 71 "v002064.cu"
__attribute__((visibility("hidden"))) void step46(const idx20_t *src47, char *acc48) ;
#if 0
# 72
{ 
# 73
int i49 = __device_builtin_variable_threadIdx.x; 
# 74
(*acc48) >>= 2; 
# 75
for (int it50 = 0, j51 = i49; it50 < j51; (++it50), (--j51)) { 
# 76
for (int it52 = 0; it52 < i49; it52 += 2) { 
# 77
__attribute__((unused)) static int sh_53; 
# 78
}  
# 79
}  
# 80
float val54[5] = {}; 
# 81
} 
#endif
# 83 "v002064.cu"
inline float check_filter55(const idx20_t *__restrict__ src56, bool a57, unsigned alpha58) 
# 84
{ 
# 85
a57 = (((((src56[1]) % (*src56)) - ((double)(20.0))) >= ((src56[alpha58 & (7)]) + 38)) && (((alpha58 != (src56[5])) || (3 <= a57)) || (!(src56 != (nullptr))))); 
# 86
dim3 tmp59 = ((dim3)((alpha58 + (63)) / (64))); 
# 87
return ((alpha58 += (6)), (+alpha58)); 
# 88
} 
# 90
int main() 
# 91
{ 
# 92
int count60 = 2428; 
# 93
unsigned flag61 = count60; 
# 94
if ((count60 > flag61) && (flag61 < 41UL)) { 
# 95
return ~(flag61 % (5)); }  
# 96
(__cudaPushCallConfiguration(((dim3)(128)), 4 + 252, sizeof(int) * (128))) ? (void)0 : weigh12(static_cast< float *>(nullptr), &count60, +(count60 << count60)); 
# 97
(__cudaPushCallConfiguration((count60 + 255) / 256, sizeof(int) * (3 + (4 + 57)))) ? (void)0 : scale28_kernel(&flag61, (unsigned *)nullptr, sizeof(signed char)); 
# 98
(__cudaPushCallConfiguration(dim3(2, (SLOW19) + (7), (flag61 + (63)) / (64)), 1 << 9)) ? (void)0 : probe39(flag61, &count60, count60 - ((0) / flag61)); 
# 99
return 0; 
# 100
} 

# 1 "v002064.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6bf94517_10_v002064_cu_f147edad
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002064.cudafe1.stub.c"
#include "v002064.cudafe1.stub.c"
# 1 "v002064.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
