# 1 "v000269.cu"
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
# 20 "v000269.cu"
__attribute__((visibility("hidden"))) void gather9(int stride10, int *data11, const unsigned char *coef12, float b13) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern unsigned dyn_14[]; 
# 22
if (((*data11) % 33U) >= (coef12[4])) { 
# 23
return; 
# 24
}  
# 25
switch ((coef12[stride10 & 7]) * 32) { 
# 26
case 4:  
# 27
for (int j15 = 0; j15 < 15; j15++) { 
# 28
__attribute__((unused)) static float sh_16[8]; 
# 29
switch (data11[stride10]) { 
# 30
case 6:  
# 31
break; 
# 32
case 12:  { 
# 33
__attribute__((unused)) static size_t sh_17; 
# 34
if (!coef12) { 
# 35
return; 
# 36
}  
# 37
break; 
# 38
} 
# 39
case 11:  
# 40
break; 
# 41
}  
# 42
}  
# 43
break; 
# 44
case 7:  
# 45
break; 
# 46
case 6:  
# 47
break; 
# 48
}  
# 49
} 
#endif
# 51 "v000269.cu"
__attribute__((visibility("hidden"))) void merge18(int lane19) ;
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern double dyn_20[]; 
# 53
lane19 = lane19; 
# 54
if (lane19 < 4) { 
# 55
__attribute__((unused)) static short sh_21[256]; 
# 56
}  
# 57
lane19 = (5 | ((-lane19) * lane19)); 
# 58
__attribute__((unused)) static float sh_22[32]; 
# 59
} 
#endif
# 60 "v000269.cu"
static float c_grow23[2]; 
# 63
static void stencil24(float a25, float *__restrict__ out26, unsigned *buf27, int n28) ;
#if 0
# 63
{ 
# 64
__attribute__((unused)) extern float dyn_29[]; 
# 65
{ 
# 66
(buf27[n28 & 7]) = (4); 
# 67
unsigned m30 = 34U >> n28; 
# 68
} 
# 69
} 
#endif
# 70 "v000269.cu"
using idx31_t = int; 
# 72
static float host_combine32(unsigned p33, idx31_t *__restrict__ out34, idx31_t n35) { 
# 73
dim3 hi36 = ((dim3)(1 << 3)); 
# 74
p33 = (*out34); 
# 75
if ((~p33) > (31)) { 
# 76
return ~((U'\x23') - (out34[n35 & 7])); 
# 77
}  
# 78
(__cudaPushCallConfiguration(32, 128)) ? (void)0 : merge18((44 - n35) + (p33 + n35)); 
# 79
return u'\x30'; 
# 80
} 
# 82
__attribute__((visibility("hidden"))) void pivot37_kernel(unsigned short *__restrict__ out38) ;
#if 0
# 82
{ 
# 83
__attribute__((unused)) extern short dyn_39[]; 
# 84
if (14 != (out38[3])) { 
# 85
goto done42; 
# 86
}  
# 87
for (int i40 = 0; i40 < 12; i40++) { 
# 88
if ((dyn_39[i40]) > (((out38[3]) ^ (dyn_39[i40])) + i40)) { 
# 89
(*out38) = (4); 
# 90
constexpr int y41 = 1; 
# 91
}  
# 92
}  
# 93
done42:; ; 
# 94
} 
#endif
# 96 "v000269.cu"
int main() { 
# 97
int len43 = 513; 
# 98
auto fn44 = [&]()->long { 
# 99
(len43) = (len43); 
# 100
(len43) = ('#'); 
# 101
return host_combine32(len43, &(len43), 47); 
# 102
} ; typedef decltype(fn44) __T0;
# 103
fn44(); 
# 104
auto lam47 = []() { 
# 105
int w45 = 0; 
# 106
do { 
# 107
double q46 = w45; 
# 108
q46 = q46; 
# 109
++w45; 
# 110
} while (w45 < w45); 
# 111
} ; typedef decltype(lam47) __T1;
# 112
lam47(); 
# 113
len43 = (host_combine32(len43, &len43, 37L | len43)); 
# 114
unsigned cnt48 = host_combine32(len43 + 22, &len43, 4) - (9 >> len43); 
# 115
if (len43) { 
# 116
return cnt48; 
# 117
}  
# 118
(__cudaPushCallConfiguration((4 + (4 + (3 + 5))) * 2, 32)) ? (void)0 : gather9(cnt48, &len43, nullptr, cnt48 & (2546)); 
# 119
(__cudaPushCallConfiguration(4 + (4 + (4 + (4 + (4 + (3 + (4 + 101)))))), (4 + 12) * 16, 0, (cudaStream_t)0)) ? (void)0 : stencil24(len43, nullptr, &cnt48, len43 + cnt48); 
# 120
(__cudaPushCallConfiguration(4 * 4, 1 << 6, 0, (cudaStream_t)0)) ? (void)0 : pivot37_kernel(nullptr); 
# 121
return 0; 
# 122
} 

# 1 "v000269.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__43c42de8_10_v000269_cu_92b4392b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000269.cudafe1.stub.c"
#include "v000269.cudafe1.stub.c"
# 1 "v000269.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
