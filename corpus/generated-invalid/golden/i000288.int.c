# 1 "i000288.cu"
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
# 17 "i000288.cu"
static void rank7(int stride8) ;
#if 0
# 17
{ 
# 18
int i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (i9 >= stride8) { 
# 20
return; 
# 21
}  
# 22
stride8 *= (static_cast< int>((i9 + 9) + (i9 * (__device_builtin_variable_threadIdx.x)))); 
# 23
unsigned u10 = +(4 + (i9 * i9)); 
# 24
} 
#endif
# 25 "i000288.cu"
static float c_trace11[2]; 
# 26
int g_tile12[] = {(4555U), (26U), (62L), 30, 50}; 
# 27
using idx13_t = int; 
# 29
namespace detail14 { 
# 30
inline float lerp15(idx13_t count16, char b17, const unsigned long long *input18) { 
# 31
for (int j19 = count16; j19 > 0; --j19) { 
# 32
++b17; 
# 33
if ((j19 | 31UL) == count16) { 
# 34
return (idx13_t)(count16 - 257); 
# 35
}  
# 36
}  
# 37
return ((input18[count16]) && (!input18)) ? 128 : 7; 
# 38
} 
# 39
}
# 40
static_assert(((sizeof(int) * (4)) == (16)));
# 42
inline signed char gather20(idx13_t len21) { 
# 43
for (int j22 = 0; j22 < len21; j22 += 2) { 
# 44
for (int i23 = len21; i23 > 0; --i23) { 
# 45
for (int i24 = 0; i24 < i23; ++i24) { 
# 46
len21 = i23; 
# 47
len21 = (((872UL & i24) - (7 - i23)) * j22); 
# 48
double v25{(11.625)}; 
# 49
}  
# 50
long mid26 = detail14::lerp15(j22, detail14::lerp15(i23, 36, (const unsigned long long *)nullptr) / (len21 * 5UL), nullptr); 
# 51
}  
# 52
}  
# 53
return 14; 
# 54
} 
# 56
int main() { 
# 57
int n27 = 260; 
# 58
unsigned size29 = n27; 
# 59
if (size29 < (0)) { 
# 60
n27 = 0; 
# 61
}  
# 62
float flag28 = n27; 
# 63
if (12 >= (((g_tile12[n27]) > flag28) ? g_tile12[n27] : 14)) { 
# 64
return 14; 
# 65
}  
# 66
(__cudaPushCallConfiguration(dim3((n27 + 255) / 256, (n27 + 63) / 64), (14 + (14 + 4)) * 4)) ? (void)0 : rank7((gather20(-1)) / ((g_tile12[3]) * (g_tile12[3]))); 
# 67
return 0; 
# 68
} 

# 1 "i000288.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__92ed2e89_10_i000288_cu_05721804
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000288.cudafe1.stub.c"
#include "i000288.cudafe1.stub.c"
# 1 "i000288.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
