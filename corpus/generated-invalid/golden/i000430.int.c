# 1 "i000430.cu"
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
# 8 "i000430.cu"
__attribute__((visibility("hidden"))) void stencil3_kernel(int count4, int lane5, const float *in6, double *__restrict__ out7) ;
#if 0
# 8
{ 
# 9
int w8 = 0; 
# 10
while (w8 < 13) { 
# 11
if (((54) < (out7[lane5])) && (w8 < w8) && (w8 > count4)) { 
# 12
short off9[7] = {}; 
# 13
__attribute__((unused)) static int sh_10; 
# 14
}  
# 15
++w8; 
# 16
}  
# 17
} 
#endif
# 19 "i000430.cu"
__attribute__((visibility("hidden"))) void tally11_kernel(unsigned long *out12, int n13, unsigned p14) ;
#if 0
# 19
{ 
# 20
if (p14 != ((*out12) - 2995ULL)) { 
# 21
float acc15 = n13; 
# 22
n13 += ((4747) - p14); 
# 23
} else { 
# 24
}  
# 25
} 
#endif
# 26 "i000430.cu"
static long c_march16; 
# 27
enum Level17 { BUSY18, SLOW19 = 4}; 
# 28
static unsigned d_stencil20[8]; 
# 29
enum Axis21 { BLUE22, SLOW23, HIGH24, SLOW25}; 
# 31
namespace util26 { 
# 32
__attribute__((visibility("hidden"))) void march27(int *dst28, const float *src29) ;
#if 0
# 32
{ 
# 34
#pragma unroll 4
for (
# 34
int n30 = 0, j31 = 12; n30 < j31; (++n30), (--j31)) { 
# 35
double stride32 = (9.75F) - j31; 
# 36
}  
# 37
(dst28[c_march16]) = ((d_stencil20[c_march16]) + __alignof__(char)); 
# 38
} 
#endif
# 39 "i000430.cu"
enum Mode33 { 
# 40
GREEN34 = 3, 
# 41
BLUE35, 
# 42
MUL36 = 8, 
# 43
FAST37, 
# 44
LOW38 = 12
# 45
}; 
# 47
__attribute__((unused)) inline int score39(int n40, int lane41, Level17 p42) {int volatile ___ = 1;(void)n40;(void)lane41;(void)p42;
# 52
::exit(___);}
#if 0
# 47
{ 
# 48
int e43[2]{(-2609), 55}; 
# 49
if (lane41) { 
# 50
return util26::LOW38; }  
# 51
return ((e43[c_march16]) + c_march16); 
# 52
} 
#endif
# 53 "i000430.cu"
}
# 55
__attribute__((visibility("hidden"))) void accum44_kernel(int count45, long long *__restrict__ out46, const int *coef47, int len48) ;
#if 0
# 55
{ 
# 56
len48 >>= 1; 
# 57
static_assert((53 == 53));
# 58
int x49[4] = {(int)(12UL * len48), 4295, 4, 4}; 
# 59
} 
#endif
# 61 "i000430.cu"
__attribute__((visibility("hidden"))) void scale50(Axis21 beta51, const long *coef52, const short *__restrict__ input53, int *acc54) ;
#if 0
# 61
{ 
# 62
if ((c_march16 * (2)) > beta51) { 
# 63
return; }  
# 64
const int stride55 = beta51; 
# 65
for (int j56 = 0; j56 < 16; j56 += 1) { 
# 66
int iter57 = 0; 
# 67
while ((iter57 < 4) && (beta51 == (HIGH24))) { 
# 68
__attribute__((unused)) static long sh_58[64]; 
# 69
int lim59 = ((*input53) <= (40U >> (coef52[3]))) ? stride55 - (sh_58[6]) : (j56 % (coef52[4])); 
# 70
++iter57; 
# 71
}  
# 72
}  
# 73
(d_stencil20[stride55]) -= (util26::MUL36); 
# 74
} 
#endif
# 76 "i000430.cu"
__attribute__((visibility("hidden"))) void step60(int lane61) ;
#if 0
# 76
{ 
# 77
Axis21 tmp62 = SLOW23; 
# 78
if (tmp62 < (tmp62 - tmp62)) { 
# 79
lane61 += (c_march16 << (util26::LOW38)); }  
# 80
lane61 = ((!(tmp62 != 28)) ? tmp62 : (static_cast< long>(32))); 
# 81
tmp62 = tmp62; 
# 82
} 
#endif
# 84 "i000430.cu"
__attribute__((unused)) inline int kick63(int n64, int stride65) {int volatile ___ = 1;(void)n64;(void)stride65;
# 88
::exit(___);}
#if 0
# 84
{ 
# 85
__attribute__((unused)) static double sh_66[16 * 4]; 
# 86
const int w67 = (u'\x30'); 
# 87
return -n64; 
# 88
} 
#endif
# 90 "i000430.cu"
int main() { 
# 91
int len68 = 2720; 
# 92
len68 = (len68 << 40); 
# 93
(__cudaPushCallConfiguration(((SLOW25) + 5) * 4, dim3((len68 + 63) / 64, sizeof(float) * (2), (util26::BLUE35) + 124), 0, (cudaStream_t)0)) ? (void)0 : tally11_kernel(static_cast< unsigned long *>(nullptr), len68, ((len68 + 62UL) >= len68) ? (len68 != 8LL) ? 8L : len68 : (len68 * sizeof(int))); 
# 94
(__cudaPushCallConfiguration((len68 + 127) / 128, sizeof(int) * ((util26::GREEN34) + ((SLOW19) + ((SLOW25) + ((SLOW25) + 115)))), sizeof(double) * (128), 0)) ? (void)0 : tally11_kernel(nullptr, 4 >> len68, len68); 
# 95
if (((len68 += len68), 52) == len68) { 
# 96
return ('A') * len68; }  
# 97
util26::Mode33 hi69 = util26::GREEN34; 
# 98
(__cudaPushCallConfiguration((len68 + 31) / 32, (util26::LOW38) + ((util26::MUL36) + ((SLOW19) + 8)))) ? (void)0 : util26::march27(static_cast< int *>(nullptr), static_cast< const float *>(nullptr)); 
# 99
len68 /= len68; 
# 100
(__cudaPushCallConfiguration((len68 + 63) / 64, 64)) ? (void)0 : stencil3_kernel((42 + hi69) - hi69, 62U, nullptr, nullptr); 
# 101
(__cudaPushCallConfiguration(dim3((len68 + 63) / 64, (util26::BLUE35) + ((util26::GREEN34) + 121)), 512, 1024, 0)) ? (void)0 : accum44_kernel(len68 >> (hi69 + 6), (long long *)nullptr, &len68, hi69); 
# 102
(__cudaPushCallConfiguration(((dim3)(256)), sizeof(float) * (128))) ? (void)0 : scale50(HIGH24, static_cast< const long *>(nullptr), nullptr, &len68); 
# 103
return 0; 
# 104
} 

# 1 "i000430.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f6d0d46a_10_i000430_cu_ed22881c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000430.cudafe1.stub.c"
#include "i000430.cudafe1.stub.c"
# 1 "i000430.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
