# 1 "v001490.cu"
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
# 16 "v001490.cu"
static void accum6_kernel(long long beta7, double *acc8, int stride9, unsigned *dst10) ;
#if 0
# 17
{ 
# 18
if ((stride9 & 1) && (beta7 < stride9)) { 
# 19
return; 
# 20
}  
# 21
do { beta7 += (24); } while (0); 
# 22
constexpr int m11 = (12 + 5); 
# 23
beta7 -= (12); 
# 24
float hi12 = (' ') | stride9; 
# 25
float *hi13 = &hi12; 
# 26
} 
#endif
# 27 "v001490.cu"
enum Phase14: long { IDLE15, GREEN16}; 
# 28
enum Op17: unsigned char { MUL18 = 1U, OFF19 = 4U, FAST20 = 7U}; 
# 30
float step21(int count22, int count23) 
# 31
{ 
# 32
if ((count22 + 13UL) > count22) { 
# 33
return FAST20; 
# 34
}  
# 35
count22 %= 2109U; 
# 36
count23 = (MUL18); 
# 37
return ((count23 | count22) * count22); 
# 38
} 
# 40
__attribute__((visibility("hidden"))) void count24(unsigned *dst25, int len26, unsigned long long *data27) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern int dyn_28[]; 
# 43
switch (dyn_28[len26]) { 
# 44
case 0:  
# 45
(*data27) = (data27[len26 & 7]); 
# 46
break; 
# 47
default:  { 
# 48
int hi29 = 62; 
# 49
break; 
# 50
} 
# 51
}  
# 52
(dyn_28[7]) |= (dyn_28[len26 & 7]); 
# 53
unsigned acc30 = ((len26 < ((dyn_28[6]) ^ (dst25[len26 & 7]))) ? len26 : ((dyn_28[6]) ^ (dst25[len26 & 7]))) - (dyn_28[len26]); 
# 54
Op17 off31 = FAST20; 
# 55
} 
#endif
# 57 "v001490.cu"
static void rank32(unsigned q33, const unsigned *__restrict__ src34, float *acc35, float p36) ;
#if 0
# 58
{ 
# 59
__attribute__((unused)) extern int dyn_37[]; 
# 60
(*acc35) /= (static_cast< double>(GREEN16)); 
# 61
const float r38 = acc35[3]; 
# 62
} 
#endif
# 63 "v001490.cu"
enum Mode39 { IDLE40, GREEN41}; 
# 65
__attribute__((visibility("hidden"))) void accum42(int *__restrict__ data43, const float *__restrict__ src44, int len45, double *dst46) ;
#if 0
# 66
{ 
# 67
Phase14 sum47 = IDLE15; 
# 68
len45 = (FAST20); 
# 69
sum47 = sum47; 
# 70
constexpr char v48 = (0); 
# 71
} 
#endif
# 73 "v001490.cu"
__attribute__((unused)) void pack49(const int *input50) {int volatile ___ = 1;(void)input50;::exit(___);}
#if 0
# 73
{ } 
#endif
# 75 "v001490.cu"
__attribute__((visibility("hidden"))) void count51_kernel(float *__restrict__ dst52) ;
#if 0
# 76
{ 
# 77
int pass53 = 0; 
# 78
while ((pass53 < pass53) && (!dst52)) { 
# 79
unsigned long *hi54 = (static_cast< size_t *>(nullptr)); 
# 80
if ((dst52[1]) > (dst52[pass53 & 7])) { 
# 81
(*hi54) &= (47); 
# 82
for (int j55 = 0; j55 < pass53; ++j55) { 
# 83
float acc56((3.125F)); 
# 84
}  
# 85
}  
# 86
++pass53; 
# 87
}  
# 88
if ((dst52[1]) >= pass53) { 
# 89
return; 
# 90
}  
# 91
} 
#endif
# 93 "v001490.cu"
int main() 
# 94
{ 
# 95
int len57 = 1044; 
# 96
if (((len57 - len57) % 36UL) != len57) { 
# 97
len57 *= ((len57 / 57) - ((len57 < 50LL) ? len57 : 50LL)); 
# 98
if (((len57 % 3) - 25) != ((len57 < len57) ? len57 : len57)) { 
# 99
(__cudaPushCallConfiguration((12 + 52) * ((OFF19) + 4), dim3(32 + (32 + 448), (len57 + 255) / 256), sizeof(double) * (128))) ? (void)0 : count24(nullptr, 24, nullptr); 
# 100
}  
# 101
}  
# 102
len57 %= len57; 
# 103
(__cudaPushCallConfiguration(((dim3)(32)), ((GREEN41) + (MUL18)) * 16, 256, 0)) ? (void)0 : accum6_kernel(23, nullptr, len57 * 17ULL, static_cast< unsigned *>(nullptr)); 
# 104
(__cudaPushCallConfiguration(((dim3)(512)), (MUL18) + 511, sizeof(float) * (64))) ? (void)0 : rank32(len57 - 18UL, nullptr, nullptr, len57); 
# 105
(__cudaPushCallConfiguration((len57 + 127) / 128, dim3(256, (len57 + 31) / 32), 0, nullptr)) ? (void)0 : accum42(&len57, nullptr, len57 % 7, nullptr); 
# 106
return 0; 
# 107
} 

# 1 "v001490.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ccb21d1a_10_v001490_cu_17159d25
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001490.cudafe1.stub.c"
#include "v001490.cudafe1.stub.c"
# 1 "v001490.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
