# 1 "v002318.cu"
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
# 23 "v002318.cu"
enum class Axis10 { 
# 24
Blue11, 
# 25
High12 = 2, 
# 26
Busy13, 
# 27
Off14, 
# 28
Mul15
# 29
}; 
# 31
char scale16(int *dst17, signed char p18, double q19 = (18.0)) 
# 32
{ 
# 33
float t20 = (p18 - 22) + (((p18 += p18), sizeof(int)) * p18); 
# 34
int w21 = 0; 
# 35
do { 
# 36
q19 += (9.5); 
# 37
++w21; 
# 38
} while (w21 < w21); 
# 39
long val22 = (((dst17 != (nullptr)) ? (int)21 : (w21 + p18)) < (w21 % 1292)) ? w21 : (dst17[4]); 
# 40
return val22; 
# 41
} 
# 43
__attribute__((visibility("hidden"))) void pivot23_kernel(int count24, float *acc25, const int *input26) ;
#if 0
# 44
{ 
# 45
unsigned tid27 = __device_builtin_variable_threadIdx.x; 
# 46
if (scale16(&count24, count24, 5)) { 
# 47
((acc25[6])++), (count24 = ((((*acc25) += tid27), 34) / count24)); 
# 48
(acc25[count24]) = ((__device_builtin_variable_gridDim.x) - (scale16(&count24, count24))); 
# 49
double z28 = count24; 
# 50
}  
# 51
if (((__device_builtin_variable_blockIdx.y) * count24) <= (input26[count24])) { 
# 52
return; }  
# 53
} 
#endif
# 55 "v002318.cu"
__attribute__((visibility("hidden"))) void reduce29_kernel(int lane30, long long *buf31) ;
#if 0
# 56
{ 
# 57
int i32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
if (lane30 != lane30) { 
# 59
goto out33; 
# 60
}  
# 61
if (i32 >= lane30) { 
# 62
return; }  
# 63
if (((50) + (__device_builtin_variable_threadIdx.z)) <= (*buf31)) { 
# 64
if (lane30 > 29) { 
# 65
lane30 = (scale16(&lane30, i32)); }  
# 66
(buf31[2]) = (scale16((int *)nullptr, 23UL * lane30, -(buf31[i32]))); 
# 67
}  
# 68
out33:; ; 
# 69
} 
#endif
# 71 "v002318.cu"
int main() 
# 72
{ 
# 73
int len34 = 2684; 
# 74
int iter35 = 0; 
# 75
while (iter35 < iter35) { 
# 76
(__cudaPushCallConfiguration(dim3(512, 16 * 4, 2), ((dim3)((14 + 2) * (5 + 3))))) ? (void)0 : pivot23_kernel(7 - (len34 + len34), nullptr, nullptr); 
# 77
int hi36 = (scale16(&len34, iter35, sizeof(unsigned long long))) - len34; 
# 78
(++len34), (hi36 /= (scale16(&hi36, ((iter35 + iter35) > len34) ? 23 : (scale16(&hi36, iter35)), (6.375) - ((hi36 > len34) ? hi36 : 28)))); 
# 79
++iter35; 
# 80
}  
# 81
(__cudaPushCallConfiguration((iter35 + 63) / 64, 512)) ? (void)0 : reduce29_kernel(34L, nullptr); 
# 82
return 0; 
# 83
} 

# 1 "v002318.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__159b5411_10_v002318_cu_e0f7d924
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002318.cudafe1.stub.c"
#include "v002318.cudafe1.stub.c"
# 1 "v002318.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
