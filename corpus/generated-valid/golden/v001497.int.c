# 1 "v001497.cu"
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
# 18 "v001497.cu"
constexpr int bump9(int stride10, int len11) { 
# 19
unsigned diff12 = (stride10 * 33) + (len11 * 128); 
# 20
int acc13 = ((16) + diff12) * ((16) + diff12); 
# 21
return ((stride10 < 45) ? stride10 : 45); 
# 22
} 
# 25
__attribute__((visibility("hidden"))) void pivot14_kernel(float q15, float *data16, char *acc17) ;
#if 0
# 25
{ 
# 26
if ((q15 * (5UL)) >= (39)) { 
# 27
return; 
# 28
}  
# 29
const float f18 = (36); 
# 30
__attribute__((unused)) static unsigned sh_19[256]; 
# 31
q15 /= (data16[2]); 
# 32
__attribute__((unused)) static double sh_20; 
# 33
} 
#endif
# 35 "v001497.cu"
__attribute__((visibility("hidden"))) void relax21_kernel(long *dst22, int stride23, int len24) ;
#if 0
# 35
{ 
# 36
len24 ^= 128; 
# 37
long z25 = (dst22[stride23]) + ((2 * (len24 * 24)) + (dst22[stride23])); 
# 38
if (!(stride23 >= 38)) { 
# 39
return; 
# 40
}  
# 41
const unsigned hi26 = (((dst22[z25 & (7)]) + len24) & (len24 - 21UL)) - ((16 + len24) / len24); 
# 42
} 
#endif
# 44 "v001497.cu"
static void kick27_kernel(int len28, const size_t *coef29) ;
#if 0
# 44
{ 
# 45
int res30{('a')}; 
# 46
len28 *= ((*coef29) & (len28 * (36UL * res30))); 
# 47
} 
#endif
# 49 "v001497.cu"
constexpr int shade31(int len32, unsigned long q33) { 
# 50
unsigned u34 = (len32 - ((int)60)) ^ len32; 
# 51
return (int)22; 
# 52
} 
# 53
enum class Axis35: short { 
# 54
Low36, 
# 55
Busy37, 
# 56
On38, 
# 57
Red39, 
# 58
Red40 = 5
# 59
}; 
# 61
long host_accum41(float *acc42, double cfg43) { 
# 62
cfg43 *= (((52U) / cfg43) + (((2) * cfg43) + (9))); 
# 63
(__cudaPushCallConfiguration(24 + 40, 16 * 16)) ? (void)0 : kick27_kernel(*acc42, reinterpret_cast< const unsigned long *>(acc42)); 
# 64
return (cfg43); 
# 65
} 
# 67
int main() { 
# 68
int size44 = 1914; 
# 69
int k45[8] = {}; 
# 70
((k45[size44 & 7])++), ((k45[0]) = size44); 
# 71
(__cudaPushCallConfiguration((size44 + 127) / 128, 24 + (24 + 80))) ? (void)0 : pivot14_kernel((float)(k45[2]), (float *)nullptr, nullptr); 
# 72
if (size44 > (-(k45[0]))) { 
# 73
return k45[7]; 
# 74
}  
# 75
(__cudaPushCallConfiguration(16, 16 + 112)) ? (void)0 : relax21_kernel((long *)nullptr, (4320U | (k45[3])) & ((long)size44), size44 - 2); 
# 76
return 0; 
# 77
} 

# 1 "v001497.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__516525a3_10_v001497_cu_25fa8475
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001497.cudafe1.stub.c"
#include "v001497.cudafe1.stub.c"
# 1 "v001497.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
