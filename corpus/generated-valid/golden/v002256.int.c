# 1 "v002256.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 21 "v002256.cu"
__attribute__((unused)) static int grow8(int *buf9) {int volatile ___ = 1;(void)buf9;
# 32
::exit(___);}
#if 0
# 21
{ 
# 22
(*buf9) = ((buf9[3]) & (((*buf9) + 37) << (25 % (*buf9)))); 
# 23
double tmp10 = ((((buf9[6]) > 40L) ? 912 : 0) / 2) * (-(16 & (buf9[3]))); 
# 24
tmp10 = ((buf9[5]) & ((buf9[2]) + 21U)); 
# 25
if (unsigned char v11 = (32); (buf9[v11]) == ((22 < v11) ? tmp10 : (2970))) { 
# 26
--tmp10; 
# 27
double q12 = tmp10; 
# 28
(*buf9) = (((*buf9) > (buf9[7])) ? q12 : ((v11 == (*buf9)) ? tmp10 : (2193UL))); 
# 29
} else { 
# 30
}  
# 31
return tmp10; 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 34 "v002256.cu"
extern "C" {
# 35
__attribute__((visibility("hidden"))) void split13(unsigned long *dst14, int *__restrict__ buf15, float beta16, long *data17) ;
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern int dyn_18[]; 
# 37
unsigned cnt19 = (((dyn_18[0]) / 3) / sizeof(double)) / (2); 
# 38
float tmp20[3] = {}; 
# 39
if (buf15 != (nullptr)) { 
# 40
static_assert((38 > 37));
# 41
if (((buf15[0]) >= 12) || ((dyn_18[2]) == (*data17))) { 
# 42
return; }  
# 43
}  
# 44
} 
#endif
# 45 "v002256.cu"
}
# 47
__attribute__((visibility("hidden"))) void stencil21(int stride22, const double *__restrict__ src23, int lane24) ;
#if 0
# 47
{ 
# 48
__attribute__((unused)) extern int dyn_25[]; 
# 49
grow8((int *)nullptr); 
# 50
(stride22--), (lane24 = (((2 + (dyn_25[4])) + 27) << grow8(&stride22))); 
# 51
int flag26 = (49 + lane24) - (31LL >> lane24); 
# 52
} 
#endif
# 54 "v002256.cu"
__attribute__((visibility("hidden"))) void filter27(const int *coef28, const int *input29, const float *in30) ;
#if 0
# 54
{ 
# 55
grow8(const_cast< int *>(input29)); 
# 56
int k31[2] = {50, 43}; 
# 57
switch (k31[1]) { 
# 58
case 11:  
# 59
break; 
# 60
case 1 << 2:  { 
# 61
float m32[6] = {static_cast< float>((13.875F) * (input29[2])), (1.0F), (-(20.25F))}; 
# 62
break; 
# 63
} 
# 64
case 1:  
# 65
if ((grow8(k31)) != (in30[7])) { 
# 66
int t33 = (sizeof(unsigned)); 
# 67
}  
# 68
break; 
# 69
default:  { 
# 70
float mid34[2]{(15.0F), (24)}; 
# 71
break; 
# 72
} 
# 73
}  
# 74
} 
#endif
# 77 "v002256.cu"
inline void host_reduce35(const double *__restrict__ coef36) { } 
# 79
inline float drift37(int lane38, int n39, int len40) { 
# 80
unsigned flag41 = (60); 
# 81
static_assert(((14 + 3) == 17), "bad config");
# 82
if (lane38 != len40) { 
# 83
flag41 = ((flag41 / (2)) + flag41); 
# 84
if ((len40 - n39) <= 7) { 
# 85
return (8.125F); }  
# 86
static_assert((sizeof(int) == (4)));
# 87
} else { if (flag41 > (10)) { 
# 88
return (23L | len40) * (21.375F); }  }  
# 89
return (13.75F); 
# 90
} 
# 92
void kick42(float *__restrict__ acc43) { 
# 93
(__cudaPushCallConfiguration(4, 4 * (3 + 5))) ? (void)0 : filter27(nullptr, nullptr, acc43); 
# 94
(*acc43) = (*acc43); 
# 95
} 
# 97
int main() { 
# 98
int size44 = 3506; 
# 99
size44 = (drift37(size44 + (size44 ^ size44), drift37(size44, 3, 64) / (2), (size44 / 2) * drift37(size44, 8, size44))); 
# 100
static_assert(((14 + 1) == 15));
# 101
if (float val45 = (60); size44 == (size44 * val45)) { 
# 102
do { val45 += drift37(size44, drift37(14, val45 + val45, drift37(38, 16, size44)), drift37(4121, 4UL, 16L) + (64L / size44)); } while (0); 
# 103
val45 = size44; 
# 104
}  
# 105
int hi46 = drift37(drift37(64, size44, size44) + (size44 / 2), size44 + drift37(size44, 22ULL, 631), drift37(61 + size44, 11 >> size44, size44)); 
# 106
(__cudaPushCallConfiguration(3 + (3 + (16 + 106)), 14 + 498)) ? (void)0 : split13(nullptr, &size44, (hi46 + hi46) >> (hi46 - 30), nullptr); 
# 107
(__cudaPushCallConfiguration(2, (3 + (3 + 2)) * 16)) ? (void)0 : stencil21(4198 * hi46, (const double *)nullptr, +drift37(hi46, 14, size44)); 
# 108
return 0; 
# 109
} 

# 1 "v002256.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cb985647_10_v002256_cu_split13
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002256.cudafe1.stub.c"
#include "v002256.cudafe1.stub.c"
# 1 "v002256.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
