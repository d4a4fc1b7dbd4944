# 1 "v000996.cu"
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
# 20 "v000996.cu"
static long c_probe8[8]; 
# 21
inline long probe9(int *out10) { 
# 22
++(out10[1]); 
# 23
(*out10) = (*out10); 
# 24
(out10[7]) = (out10[5]); 
# 25
(out10[5]) = (out10[7]); 
# 26
switch (*out10) { 
# 27
case 1:  
# 28
break; 
# 29
default:  
# 30
++(*out10); 
# 31
break; 
# 32
}  
# 33
int *stride11 = out10 + 3; 
# 34
return (sizeof(int) / (*out10)) * ((double)58L); 
# 35
} 
# 36
enum Color12 { 
# 37
IDLE13 = 3, 
# 38
FAST14 = 5, 
# 39
IDLE15 = 10, 
# 40
GREEN16 = 13, 
# 41
FAST17
# 42
}; 
# 43
static void norm18(float *acc19) ;
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern float dyn_20[]; 
# 45
unsigned tid21 = __device_builtin_variable_threadIdx.x; 
# 46
if ((dyn_20[5]) <= (34)) { 
# 47
return; 
# 48
}  
# 49
for (int n22 = 0, j23 = 9; n22 < j23; (++n22), (--j23)) { 
# 50
(*acc19) -= (static_cast< double>(((dyn_20[__device_builtin_variable_blockDim.x]) / (20)) - (36))); 
# 51
size_t k24 = ((int)(static_cast< int>(dyn_20[1]))) * (((c_probe8[6]) * (c_probe8[6])) + (FAST17)); 
# 52
}  
# 53
(dyn_20[3]) = (1966LL); 
# 54
(dyn_20[5]) = ((__device_builtin_variable_blockDim.y) * (__device_builtin_variable_blockDim.y)); 
# 55
unsigned y25 = (12); 
# 56
} 
#endif
# 57 "v000996.cu"
extern "C" {
# 58
__attribute((always_inline)) __attribute__((unused)) inline float split34(int stride35) {int volatile ___ = 1;(void)stride35;
# 65
::exit(___);}
#if 0
# 58
{ 
# 59
stride35 = 30; 
# 60
stride35 -= 41UL; 
# 61
float v36 = sizeof(int) * (((int)stride35) - 44L); 
# 62
stride35 = (((c_probe8[1]) & (15)) + ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_blockDim.x))); 
# 63
int v37 = v36; 
# 64
return (static_cast< int>((c_probe8[1]) - (IDLE15))) / ((FAST14) + ((c_probe8[stride35]) - (23.125F))); 
# 65
} 
#endif
# 66 "v000996.cu"
__attribute__((visibility("hidden"))) void tally26(int n27, const short *input28, long long *out29, unsigned char *acc30) ;
#if 0
# 66
{ 
# 67
(*out29) = (13UL); 
# 68
for (int n31 = 0, j32 = n27; n31 < j32; (++n31), (--j32)) { 
# 69
++n27; 
# 70
int u33 = (((c_probe8[5]) + 60UL) >> ((51ULL != (acc30[1])) ? '\a' : (out29[n31]))) - ((out29[__device_builtin_variable_blockIdx.z]) * (*input28)); 
# 71
if ((c_probe8[4]) == (__device_builtin_variable_gridDim.x)) { 
# 72
continue; 
# 73
}  
# 74
}   
# 75
} 
#endif
# 76 "v000996.cu"
}
# 77
int main() { 
# 78
int len38 = 1870; 
# 79
len38 = ((42 - len38) + (len38 + sizeof(unsigned long))); 
# 80
Color12 k39 = IDLE13; 
# 81
(__cudaPushCallConfiguration((len38 + 63) / 64, 1 << 9, sizeof(int) * (64), (cudaStream_t)0)) ? (void)0 : norm18(nullptr); 
# 82
Color12 lo40 = k39; 
# 83
int u41 = 23L / lo40; 
# 84
(__cudaPushCallConfiguration(2, 32)) ? (void)0 : tally26(k39, nullptr, static_cast< long long *>(nullptr), nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v000996.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f3305aac_10_v000996_cu_c_probe8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000996.cudafe1.stub.c"
#include "v000996.cudafe1.stub.c"
# 1 "v000996.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
