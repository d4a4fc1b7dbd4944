# 1 "v001776.cu"
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
# 16 "v001776.cu"
namespace detail6 { 
# 17
__attribute__((visibility("hidden"))) void kick7(double *out8, int *out9, float p10, int n11) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern int dyn_12[]; 
# 20
int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (int lo14((__alignof__(int) & (dyn_12[i13 & 7])) % (((__device_builtin_variable_threadIdx.y) - (*out9)) & (n11 - (__device_builtin_variable_blockDim.x)))); ((!out9) ? 26LL & (dyn_12[4]) : (6 * i13)) >= ((__device_builtin_variable_blockDim.y) + p10)) { 
# 22
for (int n15 = 0; n15 < 14; ++n15) { 
# 23
float z16 = n11; 
# 24
unsigned hi17 = (6); 
# 25
}  
# 26
}  
# 27
} 
#endif
# 29 "v001776.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int combine18(int *__restrict__ data19) 
# 30
{int volatile ___ = 1;(void)data19;
# 42
::exit(___);}
#if 0
# 30
{ 
# 31
if (((*data19) <= (*data19)) || ((*data19) >= (data19[__device_builtin_variable_blockDim.z]))) { 
# 32
return (static_cast< int>(*data19)) + sizeof(float); 
# 33
}  
# 34
double w20 = (2845); 
# 35
int iter21 = 0; 
# 36
do { 
# 37
__attribute__((unused)) static int sh_22[6 + 58]; 
# 38
__attribute__((unused)) static unsigned long sh_23[128]; 
# 39
++iter21; 
# 40
} while (iter21 < 2); 
# 41
return (__device_builtin_variable_blockIdx.z) % (25); 
# 42
} 
#endif
# 44 "v001776.cu"
__attribute__((visibility("hidden"))) void gather24(long beta25, int stride26, int *__restrict__ dst27, int *acc28) ;
#if 0
# 45
{ 
# 46
__attribute__((unused)) extern float dyn_29[]; 
# 47
int i30 = __device_builtin_variable_threadIdx.x; 
# 48
if (i30 >= stride26) { 
# 49
return; 
# 50
}  
# 51
for (int n31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n31 < stride26; n31 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 52
__attribute__((unused)) static short sh_32; 
# 53
__attribute__((unused)) static int sh_33; 
# 54
for (int j34 = stride26; j34 > 0; --j34) { 
# 55
__attribute__((unused)) static float sh_35; 
# 56
__attribute__((unused)) static int sh_36[64]; 
# 57
}  
# 58
}  
# 59
__attribute__((unused)) static int sh_37[256]; 
# 60
} 
#endif
# 61 "v001776.cu"
}
# 63
size_t mix38(float *__restrict__ acc39, int len40) 
# 64
{ 
# 65
static long f41 = (54UL); 
# 66
(__cudaPushCallConfiguration((f41 + (255)) / (256), 256)) ? (void)0 : detail6::kick7(reinterpret_cast< double *>(acc39), reinterpret_cast< int *>(acc39), (f41 + sizeof(unsigned)) | (6), acc39[6]); 
# 67
(acc39[f41]) = (((static_cast< unsigned char>(51)) | len40) ^ len40); 
# 68
return 63UL; 
# 69
} 
# 71
int main() 
# 72
{ 
# 73
int count42 = 2146; 
# 74
(__cudaPushCallConfiguration(dim3(2, 4), 32 * 8)) ? (void)0 : detail6::kick7(nullptr, (int *)nullptr, (((count42 != 33UL) ? count42 : count42) <= count42) ? 6 / count42 : ((count42 < count42) ? 1206 : count42), count42 * 47); 
# 75
if ((count42 + (count42 - 54)) == count42) { 
# 76
if (count42 != (count42 - count42)) { 
# 77
return count42; 
# 78
}  
# 79
--count42; 
# 80
} else { 
# 81
count42 &= 256; 
# 82
}  
# 83
(__cudaPushCallConfiguration(dim3(64, 2), 6 + 58)) ? (void)0 : detail6::gather24(16, 0, nullptr, nullptr); 
# 84
return 0; 
# 85
} 

# 1 "v001776.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d07d8e09_10_v001776_cu_0866bbf9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001776.cudafe1.stub.c"
#include "v001776.cudafe1.stub.c"
# 1 "v001776.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
