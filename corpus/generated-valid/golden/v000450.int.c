# 1 "v000450.cu"
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
# 5 "v000450.cu"
__attribute__((unused)) inline double march1(float cfg2) {int volatile ___ = 1;(void)cfg2;
# 14
::exit(___);}
#if 0
# 5
{ 
# 6
int *r3 = ((int *)nullptr); 
# 7
float e4 = (18.5F); 
# 8
(*r3) += (r3[__device_builtin_variable_threadIdx.x]); 
# 9
long long v5{(31)}; 
# 10
cfg2 = (21.875F); 
# 11
int y6(42); 
# 12
++y6; 
# 13
return (y6 * (y6 - (11.125))); 
# 14
} 
#endif
# 15 "v000450.cu"
constexpr int DEPTH7 = 4; 
# 17
__attribute__((visibility("hidden"))) void bump8_kernel(long beta9, long p10, unsigned *dst11) ;
#if 0
# 17
{ 
# 18
int idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (idx12 >= beta9) { 
# 20
return; 
# 21
}  
# 22
long long v13 = static_cast< float>(march1(march1(DEPTH7))); 
# 23
p10 += ((~(beta9 * (30))) - ((32) | v13)); 
# 24
unsigned long long x14((DEPTH7)); 
# 25
if (dst11 != (nullptr)) { 
# 26
return; 
# 27
}  
# 28
} 
#endif
# 30 "v000450.cu"
__attribute__((visibility("hidden"))) void sift15_kernel(double *dst16, int n17, int *out18, const int *coef19) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern unsigned dyn_20[]; 
# 32
unsigned gid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
n17 = (((coef19[5]) <= (*dst16)) ? DEPTH7 * (dst16[0]) : (2095)); 
# 34
constexpr bool sum22 = (0); 
# 35
march1(march1((9.125F) / n17)); 
# 36
n17 *= march1(*dst16); 
# 37
const int tmp23 = 15; 
# 38
} 
#endif
# 40 "v000450.cu"
__attribute__((visibility("hidden"))) void combine24_kernel(long beta25, const int *src26) ;
#if 0
# 40
{ 
# 41
beta25 = (sizeof(int)); 
# 42
beta25 = (1254); 
# 43
float h27 = march1(beta25) * ((21.0F) + (__device_builtin_variable_blockDim.z)); 
# 44
h27 = ((((beta25 <= h27) ? (__device_builtin_variable_blockIdx.x) + (11) : (548)) == h27) ? (short)(h27 / (5)) : h27); 
# 45
} 
#endif
# 47 "v000450.cu"
__attribute((always_inline)) __attribute__((unused)) static inline unsigned split28(int lane29, int *data30, double b31) {int volatile ___ = 1;(void)lane29;(void)data30;(void)b31;
# 60
::exit(___);}
#if 0
# 47
{ 
# 48
int pass32 = 0; 
# 49
while (pass32 < lane29) { 
# 50
lane29 = (march1(pass32 - (*data30))); 
# 51
if (pass32 != __alignof__(char)) { 
# 52
break; 
# 53
}  
# 54
(*data30) = lane29; 
# 55
++pass32; 
# 56
}  
# 57
b31 *= (data30[1]); 
# 58
int t33((sizeof(float))); 
# 59
return (DEPTH7 & (pass32 ^ t33)) * march1(march1((2.25F))); 
# 60
} 
#endif
# 62 "v000450.cu"
__attribute((always_inline)) __attribute__((unused)) inline void score34(int lane35) {int volatile ___ = 1;(void)lane35;
# 70
::exit(___);}
#if 0
# 62
{ 
# 63
if ((26) == (lane35 + (U'\x20'))) { 
# 64
return; 
# 65
}  
# 66
double e36 = (static_cast< int>(DEPTH7)); 
# 67
float m37 = march1((2.25F)); 
# 68
e36 -= lane35; 
# 69
short *q38 = (static_cast< short *>(nullptr)); 
# 70
} 
#endif
# 72 "v000450.cu"
__attribute__((visibility("hidden"))) void gather39_kernel(int *dst40, const int *coef41, int len42) ;
#if 0
# 72
{ 
# 73
int pass43 = 0; 
# 74
while (pass43 < 16) { 
# 75
unsigned char z44 = (34L); 
# 76
z44 -= (+((z44 - pass43) - DEPTH7)); 
# 77
++pass43; 
# 78
}  
# 79
float mid45((60L)); 
# 80
score34((35) + march1(coef41[pass43 & 7])); 
# 81
mid45 = (DEPTH7 * (coef41[pass43 & 7])); 
# 82
} 
#endif
# 84 "v000450.cu"
int main() { 
# 85
int n46 = 382; 
# 86
int w47 = 0; 
# 87
do { 
# 88
(__cudaPushCallConfiguration(128, 64)) ? (void)0 : gather39_kernel(&n46, static_cast< const int *>(nullptr), (char)((n46 > ('#')) ? DEPTH7 : DEPTH7)); 
# 89
const char *k48 = ("\"q\""); 
# 90
++w47; 
# 91
} while (w47 < 2); 
# 92
n46 |= 38; 
# 93
(__cudaPushCallConfiguration((w47 + 255) / 256, sizeof(unsigned) * (DEPTH7 + 60))) ? (void)0 : bump8_kernel(n46, w47, nullptr); 
# 94
(__cudaPushCallConfiguration(dim3((w47 + 255) / 256, 4 * 2), DEPTH7 + 124)) ? (void)0 : sift15_kernel(static_cast< double *>(nullptr), +n46, &n46, &w47); 
# 95
(__cudaPushCallConfiguration(32, sizeof(unsigned) * (DEPTH7 + 4))) ? (void)0 : combine24_kernel((int)25L, nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v000450.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__af35fbaf_10_v000450_cu_2ecd521c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000450.cudafe1.stub.c"
#include "v000450.cudafe1.stub.c"
# 1 "v000450.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
