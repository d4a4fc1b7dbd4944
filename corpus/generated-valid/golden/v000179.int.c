# 1 "v000179.cu"
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
# 11 "v000179.cu"
__attribute__((unused)) unsigned char drift5(int n6, const int *coef7, int count8) 
# 12
{int volatile ___ = 1;(void)n6;(void)coef7;(void)count8;
# 23
::exit(___);}
#if 0
# 12
{ 
# 13
count8 = (sizeof(int)); 
# 14
long diff9 = count8 / 4L; 
# 15
unsigned stride10 = (8); 
# 16
const bool t11 = false; 
# 17
n6 = stride10; 
# 18
short base12[2] = {}; 
# 19
if ((diff9 & (15)) > (coef7[4])) { 
# 20
return (diff9 & (15)) >> n6; 
# 21
}  
# 22
return (((base12[stride10]) + __alignof__(float)) & (15)) + (((coef7[6]) + 56) - t11); 
# 23
} 
#endif
# 25 "v000179.cu"
template< class T, class U> 
# 26
__attribute((always_inline)) __attribute__((unused)) inline T bias13(U a14) 
# 27
{int volatile ___ = 1;(void)a14;
# 32
::exit(___);}
#if 0
# 27
{ 
# 28
(a14--), (a14 = 28U); 
# 29
T base15 = (8); 
# 30
base15 = a14; 
# 31
return +drift5(a14, nullptr, a14); 
# 32
} 
#endif
# 34 "v000179.cu"
__attribute__((unused)) void step16(int stride17) 
# 35
{int volatile ___ = 1;(void)stride17;
# 41
::exit(___);}
#if 0
# 35
{ 
# 36
if (((stride17 - stride17) - stride17) == (stride17 * stride17)) { 
# 37
long h18(stride17 & 15); 
# 38
}  
# 39
float sum19 = (drift5(27ULL - stride17, nullptr, stride17 / 57U)) * bias13< long, double> (8 + stride17); 
# 40
int *mid20 = ((int *)nullptr); 
# 41
} 
#endif
# 43 "v000179.cu"
__attribute__((visibility("hidden"))) void warp21_kernel(double *buf22, int *acc23, float *data24) ;
#if 0
# 44
{ 
# 45
(*acc23) = ((data24[7]) + ((30UL) - ((buf22[4]) + (8)))); 
# 46
int pass25 = 0; 
# 47
while (pass25 < pass25) { 
# 48
int flag26 = (-15); 
# 49
(acc23[pass25]) = (((*buf22) + flag26) * (4)); 
# 50
++pass25; 
# 51
}  
# 52
double *r27 = ((double *)nullptr); 
# 53
(buf22[0]) = ((10.75) + pass25); 
# 54
} 
#endif
# 56 "v000179.cu"
__attribute__((unused)) inline float fuse28(unsigned short b29) 
# 57
{int volatile ___ = 1;(void)b29;
# 81
::exit(___);}
#if 0
# 57
{ 
# 58
int iter30 = 0; 
# 59
while (iter30 < 15) { 
# 60
b29 = (bias13< long, double> (8)); 
# 61
switch (b29 & 15) { 
# 62
case 11:  
# 63
break; 
# 64
case 3:  
# 65
b29 = (28L >> ((iter30 + b29) - b29)); 
# 66
break; 
# 67
case 12:  
# 68
break; 
# 69
case 2:  
# 70
break; 
# 71
default:  { 
# 72
unsigned long lo31(('A')); 
# 73
break; 
# 74
} 
# 75
}  
# 76
++iter30; 
# 77
}  
# 78
b29 = iter30; 
# 79
const bool m32 = drift5(21, nullptr, (b29 - iter30) + 8); 
# 80
return ((3) - bias13< unsigned, float> ((22.625F))) + m32; 
# 81
} 
#endif
# 83 "v000179.cu"
__attribute((always_inline)) __attribute__((unused)) inline int decay33(char p34, float beta35, int count36 = 3861UL) 
# 84
{int volatile ___ = 1;(void)p34;(void)beta35;(void)count36;
# 89
::exit(___);}
#if 0
# 84
{ 
# 85
beta35 = (sizeof(float)); 
# 86
beta35 = ((3326 - p34) % 8); 
# 87
count36 = (bias13< double, unsigned> (p34 % (59 * count36))); 
# 88
return sizeof(unsigned char) * p34; 
# 89
} 
#endif
# 91 "v000179.cu"
int update37(unsigned a38) 
# 92
{ 
# 93
a38 = ((a38 += a38), (((a38 << 0) >= a38) ? 8 : (a38 - (57)))); 
# 94
(__cudaPushCallConfiguration(8 + 8, 256)) ? (void)0 : warp21_kernel(nullptr, nullptr, nullptr); 
# 95
int iter39 = 0; 
# 96
while (iter39 < iter39) { 
# 97
a38--; 
# 98
++iter39; 
# 99
}  
# 100
a38 = iter39; 
# 101
(__cudaPushCallConfiguration((iter39 + 31) / 32, dim3((iter39 + 63) / 64, 8 + (8 + (8 + (8 + (8 + 216))))), 0)) ? (void)0 : warp21_kernel((double *)nullptr, nullptr, (float *)nullptr); 
# 102
float y40 = iter39; 
# 103
return (32) + (y40 * iter39); 
# 104
} 
# 106
int main() 
# 107
{ 
# 108
int count41 = 2633; 
# 109
double base42 = (8); 
# 110
auto f43 = update37(((__alignof__(char)) == base42) ? base42 : (43UL)) << update37((8) * base42); 
# 111
return 0; 
# 112
} 

# 1 "v000179.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f83076f6_10_v000179_cu_7331f948
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000179.cudafe1.stub.c"
#include "v000179.cudafe1.stub.c"
# 1 "v000179.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
