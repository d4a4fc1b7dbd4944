# 1 "i000441.cu"
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
# 14 "i000441.cu"
template< class T> __attribute__((unused)) float 
# 15
kick6(T *__restrict__ out7, const T *__restrict__ src8, int stride9) 
# 16
{int volatile ___ = 1;(void)out7;(void)src8;(void)stride9;
# 21
::exit(___);}
#if 0
# 16
{ 
# 17
++stride9; 
# 18
(--(out7[7])), (stride9 = stride9); 
# 19
(*out7) = stride9; 
# 20
return sizeof(float); 
# 21
} 
#endif
# 22 "i000441.cu"
__attribute__((visibility("hidden"))) void sift10(float beta11, float alpha12, const float *coef13) ;
#if 0
# 23
{ 
# 24
beta11 = ((int)(alpha12 * (static_cast< int>(coef13[2])))); 
# 25
if ((coef13[6]) <= alpha12) { 
# 26
return; }  
# 27
const double *m14 = reinterpret_cast< const double *>(coef13); 
# 28
beta11 = beta11; 
# 29
char h15 = (beta11 * (34L)) - (m14[6]); 
# 30
} 
#endif
# 31 "i000441.cu"
__attribute__((unused)) double tally16(int len17, int lane18) 
# 32
{int volatile ___ = 1;(void)len17;(void)lane18;
# 41
::exit(___);}
#if 0
# 32
{ 
# 33
lane18 = 3; 
# 34
if (len17 == len17) { 
# 35
return 37; }  
# 36
--len17; 
# 37
float h19 = (10.0F); 
# 38
h19 = (+len17); 
# 39
h19 = (-h19); 
# 40
return (17.375F); 
# 41
} 
#endif
# 42 "i000441.cu"
__attribute__((visibility("hidden"))) void lerp20(int *__restrict__ buf21, float a22, long long cfg23, const int *__restrict__ coef24) ;
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern unsigned dyn_25[]; 
# 45
a22--; 
# 47
#pragma unroll
for (
# 47
int i26 = 10; i26 > 0; --i26) { 
# 48
auto sum27 = ((a22 += (sizeof(int))), 55) << 6UL; 
# 49
}  
# 50
__attribute__((unused)) static float sh_28; 
# 51
} 
#endif
# 52 "i000441.cu"
__attribute((noinline)) __attribute__((unused)) double clamp29(unsigned short alpha30) 
# 53
{int volatile ___ = 1;(void)alpha30;
# 60
::exit(___);}
#if 0
# 53
{ 
# 54
if ((alpha30 >= 3) && alpha30) { 
# 55
return alpha30; }  
# 56
int r31 = (((alpha30 += 48L), alpha30)); 
# 57
alpha30--; 
# 58
__attribute__((unused)) static float sh_32[256]; 
# 59
return ((r31 += (sh_32[158])), (alpha30 + 8)) - r31; 
# 60
} 
#endif
# 61 "i000441.cu"
__attribute__((unused)) int pack33(int count34, float cfg35) 
# 62
{int volatile ___ = 1;(void)count34;(void)cfg35;
# 67
::exit(___);}
#if 0
# 62
{ 
# 63
count34 = 3; 
# 64
auto sum36 = ((count34 + 24) < (((cfg35 >= cfg35) ? count34 : 4) - cfg35)) || ((42) > ((unsigned)count34)); 
# 65
++count34; 
# 66
return sizeof(int); 
# 67
} 
#endif
# 68 "i000441.cu"
inline float decay37(unsigned *dst38, float q39, const unsigned *in40) 
# 69
{ 
# 70
const int prod41 = 6; 
# 71
q39 = (10.875F); 
# 72
int lim42 = prod41 + (((*dst38) << (in40[5])) + (+(*dst38))); 
# 73
return 3; 
# 74
} 
# 75
int host_table47 = 7; 
# 76
__attribute__((visibility("hidden"))) void reads_host48(int *p) ;
#if 0
# 77
{ 
# 78
(p[__device_builtin_variable_threadIdx.x]) = host_table47; 
# 79
} 
#endif
# 80 "i000441.cu"
int main() 
# 81
{ 
# 82
int n43 = 2002; 
# 83
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : reads_host48(nullptr); 
# 84
auto idx44 = ((double)6); 
# 85
constexpr long base45 = (43); 
# 86
int base46 = (sizeof(unsigned) * ((int)idx44)) / n43; 
# 87
(__cudaPushCallConfiguration((6 + (3 + 7)) * 2, ((dim3)(6 + (6 + 500))), 4096, nullptr)) ? (void)0 : sift10(base45, (18.5F), nullptr); 
# 88
(__cudaPushCallConfiguration(32, 6 + 26, sizeof(int) * (256))) ? (void)0 : lerp20(nullptr, (base46 * base46) + ((60 <= base46) ? idx44 : n43), __alignof__(double) + (base46 - 25), nullptr); 
# 89
return 0; 
# 90
} 

# 1 "i000441.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fc4c6f1f_10_i000441_cu_fc054779
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000441.cudafe1.stub.c"
#include "i000441.cudafe1.stub.c"
# 1 "i000441.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
