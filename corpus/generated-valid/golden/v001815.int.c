# 1 "v001815.cu"
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
# 20 "v001815.cu"
static void rank8(double *dst9) ;
#if 0
# 20
{ 
# 21
unsigned idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if ((__device_builtin_variable_threadIdx.z) >= (8)) { 
# 23
return; 
# 24
}  
# 25
(dst9[idx10]) /= (((((dst9[__device_builtin_variable_gridDim.x]) + (1)) < ((dst9[3]) / (8))) ? (dst9[__device_builtin_variable_gridDim.x]) + (1) : ((dst9[3]) / (8))) - (21.75)); 
# 26
long m11 = (((__device_builtin_variable_threadIdx.x) < ((36) * idx10)) ? __device_builtin_variable_threadIdx.x : ((36) * idx10)) + (idx10 * ((8) * (dst9[4]))); 
# 27
__attribute__((unused)) static int sh_12; 
# 28
sh_12 *= ((((43) - m11) % (57)) / (((idx10 + 2954UL) < (dst9[3])) ? idx10 + 2954UL : (dst9[3]))); 
# 29
} 
#endif
# 31 "v001815.cu"
__attribute__((visibility("hidden"))) void step13_kernel(const int *__restrict__ coef14) ;
#if 0
# 31
{ 
# 32
unsigned gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
__attribute__((unused)) static int sh_16[8]; 
# 34
int v17 = 8; 
# 35
(sh_16[gid15]) = (((sh_16[__device_builtin_variable_gridDim.x]) != (sh_16[__device_builtin_variable_blockIdx.y])) ? ((v17 > gid15) && __device_builtin_variable_warpSize) ? gid15 / (__device_builtin_variable_threadIdx.x) : ((coef14[__device_builtin_variable_threadIdx.y]) * (__device_builtin_variable_threadIdx.x)) : (8)); 
# 36
__attribute__((unused)) static float sh_18[64]; 
# 37
float t19 = (7); 
# 38
} 
#endif
# 39 "v001815.cu"
static int d_kick20; 
# 42
__attribute__((visibility("hidden"))) void count21(int stride22, int n23) ;
#if 0
# 42
{ 
# 43
int idx24 = __device_builtin_variable_threadIdx.x; 
# 44
if ((idx24 - stride22) != stride22) { 
# 45
goto done28; 
# 46
}  
# 47
switch (__device_builtin_variable_warpSize + (__device_builtin_variable_blockDim.x)) { 
# 48
case 0:  { 
# 49
double e25 = ((((n23 < 38L) ? n23 : 38L) < d_kick20) ? sizeof(int) : n23) - (((1.625) / (__device_builtin_variable_blockDim.y)) + (1)); 
# 50
if (((__device_builtin_variable_blockDim.x) > (31)) && (d_kick20 == n23)) { 
# 51
return; 
# 52
}  
# 53
break; 
# 54
} 
# 55
case 3:  
# 56
for (int j26 = 0; j26 < 12; ++j26) { 
# 57
float q27 = ((37UL - (__device_builtin_variable_blockDim.y)) + ((j26 < (__device_builtin_variable_blockDim.y)) ? j26 : (__device_builtin_variable_blockDim.y))) - (d_kick20 % (idx24 * j26)); 
# 58
if (d_kick20 != 1) { 
# 59
return; 
# 60
}  
# 61
}  
# 62
break; 
# 63
case 1:  
# 64
break; 
# 65
case 7:  
# 66
break; 
# 67
default:  
# 68
break; 
# 69
}  
# 70
done28:; ; 
# 71
} 
#endif
# 73 "v001815.cu"
static void shade29_kernel(int stride30, const int *coef31) ;
#if 0
# 73
{ 
# 74
int idx32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 75
if (idx32 < (idx32 + idx32)) { 
# 76
goto done35; 
# 77
}  
# 78
if (idx32 >= stride30) { 
# 79
return; 
# 80
}  
# 81
if (((coef31[__device_builtin_variable_blockIdx.y]) + (*coef31)) < stride30) { 
# 82
return; 
# 83
}  
# 84
switch (__device_builtin_variable_warpSize) { 
# 85
case 5:  { 
# 86
__attribute__((unused)) static long sh_33; 
# 87
sh_33 = (((sh_33 <= (62)) || (idx32 + 9)) ? stride30 : sh_33); 
# 88
break; 
# 89
} 
# 90
case 0:  { 
# 91
__attribute__((unused)) static long long sh_34[8]; 
# 92
break; 
# 93
} 
# 94
case 10:  
# 95
case 6:  
# 96
break; 
# 97
default:  
# 98
break; 
# 99
}  
# 100
done35:; ; 
# 101
} 
#endif
# 103 "v001815.cu"
int main() { 
# 104
int len36 = 2509; 
# 105
(__cudaPushCallConfiguration(((dim3)(64)), ((dim3)((len36 + 255) / 256)), 0)) ? (void)0 : count21(((len36 += len36), (len36 + 61)), (len36 < 62) ? len36 : 62); 
# 106
len36 -= (((len36 - 39) <= len36) ? (len36 += len36), 8 : len36); 
# 107
(__cudaPushCallConfiguration((len36 + 127) / 128, dim3(8, (len36 + 127) / 128), sizeof(double) * (64))) ? (void)0 : step13_kernel(&len36); 
# 108
(__cudaPushCallConfiguration(dim3(62 + (8 + (8 + (8 + 42))), 128, (len36 + 255) / 256), dim3((len36 + 63) / 64, (len36 + 127) / 128, (len36 + 127) / 128))) ? (void)0 : rank8(nullptr); 
# 109
unsigned char lim37 = len36 / 25ULL; 
# 110
(__cudaPushCallConfiguration((len36 + 63) / 64, 64)) ? (void)0 : shade29_kernel(62 - ((lim37 += 8), 62), &len36); 
# 111
return 0; 
# 112
} 

# 1 "v001815.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bcde6692_10_v001815_cu_a9a2eede
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001815.cudafe1.stub.c"
#include "v001815.cudafe1.stub.c"
# 1 "v001815.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
