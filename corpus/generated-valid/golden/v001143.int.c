# 1 "v001143.cu"
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
# 6 "v001143.cu"
enum Color2 { SLOW3, MUL4, FAST5}; 
# 8
__attribute__((visibility("hidden"))) void relax6(int lane7, int *__restrict__ out8) ;
#if 0
# 9
{ 
# 11
#pragma unroll 2
for (
# 11
int i9 = 0; i9 < ((MUL4) + 12); i9++) { 
# 12
__attribute__((unused)) static float sh_10[256]; 
# 13
lane7 = (35LL | ((out8[4]) % 8)); 
# 14
}  
# 15
auto u11 = lane7; 
# 16
unsigned e12 = (10L); 
# 17
} 
#endif
# 19 "v001143.cu"
__attribute__((visibility("hidden"))) void stencil13_kernel(int *out14, const float *__restrict__ src15, const int *input16) ;
#if 0
# 20
{ 
# 21
int pass17 = 0; 
# 22
if ((out14[pass17]) != (pass17 % 8)) { 
# 23
goto skip23; 
# 24
}  
# 25
do { 
# 26
for (int i18 = pass17; i18 > 0; --i18) { 
# 27
if (double lim19 = (input16[pass17 & 7]) - (pass17 / ((7.0) + (input16[4]))); (input16[i18]) >= 39) { 
# 28
float e20(pass17); 
# 29
(out14[2]) = 53; 
# 30
} else { 
# 31
double tmp21 = i18; 
# 32
__attribute__((unused)) static short sh_22[128]; 
# 33
}  
# 34
}  
# 35
++pass17; 
# 36
} while (pass17 < pass17); 
# 37
skip23:; ; 
# 38
} 
#endif
# 40 "v001143.cu"
__attribute__((visibility("hidden"))) void reduce24_kernel(int n25, int stride26) ;
#if 0
# 41
{ 
# 42
if (stride26 & 1) { 
# 43
goto out30; 
# 44
}  
# 45
if (n25 == stride26) { 
# 46
return; 
# 47
}  
# 48
if (auto diff27 = (int)((41UL & stride26) % (~n25)); ((int)(+diff27)) >= (static_cast< int>(56L))) { 
# 49
if (float idx28 = ((4.625F) - diff27) + (diff27 & stride26); (stride26 % 8) < ((n25 - n25) * ((int)idx28))) { 
# 50
Color2 x29 = FAST5; 
# 51
stride26 %= ((unsigned char)x29); 
# 52
} else { 
# 53
}  
# 54
} else { 
# 55
}  
# 56
out30:; ; 
# 57
} 
#endif
# 59 "v001143.cu"
void check_norm31(int n32) 
# 60
{ 
# 61
n32++; 
# 62
n32 = n32; 
# 63
(__cudaPushCallConfiguration(sizeof(unsigned) * ((MUL4) + ((FAST5) + (MUL4))), 256, ((FAST5) + 1022) * ((MUL4) + ((FAST5) + (MUL4))))) ? (void)0 : stencil13_kernel(static_cast< int *>(nullptr), nullptr, &n32); 
# 64
int iter33 = 0; 
# 65
while (iter33 < ((FAST5) + 6)) { 
# 66
++n32; 
# 67
++iter33; 
# 68
}  
# 69
auto off34 = 18UL; 
# 70
Color2 u35 = FAST5; 
# 71
} 
# 73
int main() 
# 74
{ 
# 75
int len36 = 2770; 
# 76
if ((len36 - 4339ULL) != len36) { 
# 77
int u37 = ((len36 - len36) % ((MUL4) - len36)) % 8; 
# 78
} else { if (len36 > len36) { 
# 79
switch (len36) { 
# 80
case (MUL4) + 4:  
# 81
len36 -= len36; 
# 82
len36 *= (3 + ((len36 % len36) % len36)); 
# 83
break; 
# 84
}  
# 85
} else { 
# 86
}  }  
# 87
(__cudaPushCallConfiguration((len36 + 255) / 256, sizeof(int) * ((MUL4) + 63), ((FAST5) + 510) * (FAST5), nullptr)) ? (void)0 : relax6(sizeof(float), &len36); 
# 88
(__cudaPushCallConfiguration(sizeof(float) * (8), (FAST5) + ((MUL4) + ((MUL4) + 124)))) ? (void)0 : reduce24_kernel(len36, FAST5); 
# 89
return 0; 
# 90
} 

# 1 "v001143.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__765ae7f6_10_v001143_cu_d617b35b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001143.cudafe1.stub.c"
#include "v001143.cudafe1.stub.c"
# 1 "v001143.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
