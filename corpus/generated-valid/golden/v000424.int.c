# 1 "v000424.cu"
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
# 11 "v000424.cu"
enum Axis4 { BUSY5, IDLE6 = 3}; 
# 13
__attribute__((visibility("hidden"))) void norm7_kernel(int lane8) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) static int sh_9[5][12]; 
# 16
__attribute__((unused)) static short sh_10[128]; 
# 17
int flag11 = 19; 
# 18
} 
#endif
# 20 "v000424.cu"
__attribute__((visibility("hidden"))) void scale12(int len13) ;
#if 0
# 21
{ 
# 22
Axis4 sum14 = IDLE6; 
# 23
if (37UL >= sum14) { 
# 24
return; 
# 25
}  
# 26
} 
#endif
# 28 "v000424.cu"
__attribute__((visibility("hidden"))) void trace15(const signed char *input16) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern float dyn_17[]; 
# 31
if (((input16[1]) <= 28L) || (input16[1])) { 
# 32
goto done19; 
# 33
}  
# 34
{ 
# 35
(dyn_17[4]) = ((12) ^ ((((dyn_17[6]) += (BUSY5)), (*input16)) | (sizeof(long) ^ (*input16)))); 
# 37
#pragma unroll
for (
# 37
int i18 = 0; i18 < 12; ++i18) { 
# 38
if (((input16[7]) != (*input16)) || ((IDLE6) == i18)) { 
# 39
break; 
# 40
}  
# 41
(dyn_17[1]) = (19.875F); 
# 42
}  
# 43
} 
# 44
done19:; ; 
# 45
} 
#endif
# 47 "v000424.cu"
namespace img20 { 
# 48
constexpr unsigned STEPS21 = (sizeof(int) * ((IDLE6) + 1)); 
# 50
__attribute__((visibility("hidden"))) void grow22(char *acc23, const float *input24, const int *input25, long long b26) ;
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern float dyn_27[]; 
# 53
(dyn_27[b26]) = ((long)226); 
# 54
b26 = ((input24[b26 & (7)]) - (0)); 
# 55
} 
#endif
# 57 "v000424.cu"
float trace28(int count29, const double *coef30) 
# 58
{ 
# 59
(__cudaPushCallConfiguration(((dim3)((count29 + 255) / 256)), img20::STEPS21 + (112))) ? (void)0 : trace15(reinterpret_cast< const signed char *>(coef30)); 
# 60
count29 = img20::STEPS21; 
# 61
switch (count29 - 6) { 
# 62
case (IDLE6) + ((IDLE6) + ((IDLE6) + 3)):  
# 63
break; 
# 64
case (IDLE6) + 3:  
# 65
break; 
# 66
case 2 * 4:  
# 67
break; 
# 68
default:  
# 69
for (int it31 = 0; it31 < 13; ++it31) { 
# 70
Axis4 res32 = IDLE6; 
# 71
if (((coef30[it31 & 7]) > (sizeof(int))) && (it31 != 36)) { 
# 72
continue; 
# 73
}  
# 74
}   
# 75
break; 
# 76
}  
# 77
return ((img20::STEPS21 ^ count29) & ((long)(*coef30))) & img20::STEPS21; 
# 78
} 
# 79
}
# 81
int main() 
# 82
{ 
# 83
int len33 = 694; 
# 84
do { len33 += len33; } while (0); 
# 85
constexpr int mid34 = 4362; 
# 86
(__cudaPushCallConfiguration((len33 + 127) / 128, 32 * 16)) ? (void)0 : norm7_kernel((len33 & 12) * (img20::STEPS21 - len33)); 
# 87
(__cudaPushCallConfiguration(img20::STEPS21, 1 << 6)) ? (void)0 : scale12(sizeof(int) | len33); 
# 88
(__cudaPushCallConfiguration((len33 + 31) / 32, sizeof(float) * (8))) ? (void)0 : img20::grow22(static_cast< char *>(nullptr), static_cast< const float *>(nullptr), nullptr, len33); 
# 89
return 0; 
# 90
} 

# 1 "v000424.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9277b0e8_10_v000424_cu_96fffa68
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000424.cudafe1.stub.c"
#include "v000424.cudafe1.stub.c"
# 1 "v000424.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
