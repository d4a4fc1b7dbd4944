# 1 "v001995.cu"
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
# 9 "v001995.cu"
int tile4(const int *__restrict__ input5, const double *in6) 
# 10
{ 
# 11
if ((in6[1]) < (14UL)) { 
# 12
return (62 & (input5[6])) >> ((unsigned)(*in6)); }  
# 13
int w7 = 0; 
# 14
do { 
# 15
float off8 = +w7; 
# 16
++w7; 
# 17
} while ((w7 < w7) && (input5[w7 & 7]) && (w7 == w7)); 
# 18
unsigned *flag9 = (nullptr); 
# 19
return (((w7 * 37) <= (*in6)) ? (2496) - (flag9[w7 & 7]) : ((int)w7)) - w7; 
# 20
} 
# 22
__attribute__((visibility("hidden"))) void step10(int n11, long *__restrict__ buf12, bool a13, float *__restrict__ data14) ;
#if 0
# 23
{ 
# 24
tile4(reinterpret_cast< const int *>(buf12), reinterpret_cast< const double *>(buf12)); 
# 25
__attribute__((unused)) static short sh_15[128]; 
# 26
if ((n11 < ('A')) && ((*data14) == (data14[2]))) { 
# 27
goto skip19; 
# 28
}  
# 29
if ((n11 | ((sh_15[n11]) >> n11)) != ((buf12[n11 & 7]) << sizeof(int))) { 
# 30
for (int n16 = 0; n16 < n11; n16 += 2) { 
# 31
float y17{(-(0.75F))}; 
# 32
(data14[n11 & 7]) = (data14[2]); 
# 33
unsigned lim18 = (n16 - 6) * 34UL; 
# 34
}  
# 35
}  
# 36
skip19:; ; 
# 37
} 
#endif
# 39 "v001995.cu"
__attribute__((visibility("hidden"))) void march20(int len21, double beta22, int stride23, int *data24) ;
#if 0
# 40
{ 
# 41
const char sum25 = (((data24[stride23]) - 33) - len21) ^ stride23; 
# 42
if (sum25) { 
# 43
goto skip26; 
# 44
}  
# 45
len21--; 
# 46
len21 <<= tile4(data24, reinterpret_cast< const double *>(data24)); 
# 47
skip26:; ; 
# 48
} 
#endif
# 50 "v001995.cu"
__attribute__((visibility("hidden"))) void scatter27_kernel(const unsigned *__restrict__ in28, double *__restrict__ data29, const int *coef30) ;
#if 0
# 51
{ 
# 52
(++(data29[6])), ((data29[7]) = (*in28)); 
# 53
int diff31 = coef30[4]; 
# 54
if (tile4(coef30, data29) >= (coef30[diff31 & 7])) { 
# 55
goto out32; 
# 56
}  
# 57
diff31--; 
# 58
out32:; ; 
# 59
} 
#endif
# 61 "v001995.cu"
__attribute__((visibility("hidden"))) void reduce33(const int *__restrict__ coef34, unsigned char cfg35) ;
#if 0
# 62
{ 
# 63
if (cfg35 & 1) { 
# 64
return; }  
# 65
if (((coef34[3]) * tile4(coef34, reinterpret_cast< const double *>(coef34))) <= (*coef34)) { 
# 66
if (((cfg35 == cfg35) ? 1392 : 0U) != cfg35) { 
# 67
int x36[4] = {static_cast< int>(coef34[cfg35 & 7]), (-3503), ((int)'a'), (' ')}; 
# 68
const double *flag37 = (static_cast< const double *>(nullptr)); 
# 69
static_assert((49 > 48), "bad config");
# 70
}  
# 71
}  
# 72
cfg35 += (*coef34); 
# 73
} 
#endif
# 74 "v001995.cu"
static int d_merge38; 
# 81
__attribute__((visibility("hidden"))) void map_bias40(int *data, int n) ;
#if 0
# 81
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 83 "v001995.cu"
__attribute__((unused)) inline void apply41(float p42, int n43, float alpha44 = 12UL) 
# 84
{int volatile ___ = 1;(void)p42;(void)n43;(void)alpha44;
# 92
::exit(___);}
#if 0
# 84
{ 
# 85
float base45 = tile4((const int *)nullptr, nullptr); 
# 86
double *off46 = (nullptr); 
# 87
tile4(reinterpret_cast< const int *>(off46), nullptr); 
# 88
if ((tile4(reinterpret_cast< const int *>(off46), off46) - tile4(reinterpret_cast< const int *>(off46), off46)) < 9) { 
# 89
p42 += ((float)(12U << (n43 + 48))); 
# 90
(off46[n43]) -= (14.875); 
# 91
}  
# 92
} 
#endif
# 94 "v001995.cu"
int main() 
# 95
{ 
# 96
int size47 = 872; 
# 97
if (size_t w48 = tile4(nullptr, nullptr) << size47; tile4(nullptr, (const double *)nullptr) >= ((size47 += 35), 19)) { 
# 98
w48--; 
# 99
size47 = 1616; 
# 100
}  
# 101
(__cudaPushCallConfiguration(1 << 8, dim3((size47 + 127) / 128, (size47 + 255) / 256), sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : step10(tile4(static_cast< const int *>(nullptr), nullptr), nullptr, size47 > 48UL, nullptr); 
# 102
(__cudaPushCallConfiguration(dim3(1 << 5, (size47 + 31) / 32), sizeof(unsigned) * (64), 0, nullptr)) ? (void)0 : march20((int)size47, (long)size47, 55, nullptr); 
# 103
(__cudaPushCallConfiguration(dim3(1, (size47 + 127) / 128), 1 << 5)) ? (void)0 : scatter27_kernel(nullptr, nullptr, nullptr); 
# 104
return 0; 
# 105
} 

# 1 "v001995.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__47f2fef6_10_v001995_cu_526f8113
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001995.cudafe1.stub.c"
#include "v001995.cudafe1.stub.c"
# 1 "v001995.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
