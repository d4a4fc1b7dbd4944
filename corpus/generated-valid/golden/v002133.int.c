# 1 "v002133.cu"
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
# 25 "v002133.cu"
__attribute__((visibility("hidden"))) void apply8_kernel(short b9) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern double dyn_10[]; 
# 27
b9 = (63); 
# 28
if ((b9 - (dyn_10[b9])) != b9) { 
# 29
return; 
# 30
}  
# 31
int e11 = 8; 
# 32
b9 %= e11; 
# 33
int base12 = (sizeof(short)); 
# 34
} 
#endif
# 36 "v002133.cu"
__attribute((always_inline)) __attribute__((unused)) inline void bump13(int len14) {int volatile ___ = 1;(void)len14;
# 42
::exit(___);}
#if 0
# 36
{ 
# 37
len14 >>= ((0 * (len14 * len14)) + len14); 
# 38
if ((len14 + (len14 / len14)) != (2 | len14)) { 
# 39
__attribute__((unused)) static int sh_15[7][17]; 
# 40
}  
# 41
len14 = (sizeof(int)); 
# 42
} 
#endif
# 43 "v002133.cu"
constexpr double kL16 = (1.25); 
# 50
__attribute__((visibility("hidden"))) void map_trace18(int *data, int n) ;
#if 0
# 50
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 51 "v002133.cu"
__attribute__((visibility("hidden"))) void map_lerp19(float *data, int n) ;
#if 0
# 51
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 53 "v002133.cu"
__attribute__((visibility("hidden"))) void warp20(int n21, bool p22, int lane23, const int *input24) ;
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern unsigned long dyn_25[]; 
# 55
if (int cnt26 = 26; cnt26 != (dyn_25[cnt26])) { 
# 56
(dyn_25[2]) &= n21; 
# 57
lane23 = ((((5) & (dyn_25[n21])) == (*input24)) ? -((lane23 == lane23) ? kL16 : (input24[7])) : (*input24)); 
# 58
if ((p22 > 8) || (input24 != (nullptr))) { 
# 59
return; 
# 60
}  
# 61
} else { 
# 62
cnt26 -= (32 ^ cnt26); 
# 63
}  
# 64
} 
#endif
# 66 "v002133.cu"
__attribute__((visibility("hidden"))) void pivot27(char *data28, int count29, int stride30, int stride31) ;
#if 0
# 66
{ 
# 67
count29 |= (12L + count29); 
# 68
count29 |= (((-0) & stride31) | stride31); 
# 69
if (count29 > 62) { 
# 70
int diff32{stride31}; 
# 71
static_assert((1 == 1), "size check");
# 72
} else { 
# 73
}  
# 74
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 76 "v002133.cu"
template< class T> static void 
# 77
__wrapper__device_stub_sweep33(const T *&src34, T &a35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 77
{ 
# 78
__attribute__((unused)) extern float dyn_36[]; 
# 79
a35 = (15.25); 
# 80
(dyn_36[7]) -= (src34[3]); 
# 81
} 
#endif

#pragma GCC diagnostic pop

# 76 "v002133.cu"
template< class T> static void 
# 77
sweep33(const T *src34, T a35) {__wrapper__device_stub_sweep33<T>(src34,a35);
# 81
return;}
#if 0
# 77
{ 
# 78
__attribute__((unused)) extern float dyn_36[]; 
# 79
a35 = (15.25); 
# 80
(dyn_36[7]) -= (src34[3]); 
# 81
} 
#endif
# 83 "v002133.cu"
constexpr int check_weigh37(int count38) { 
# 84
return kL16; 
# 85
} 
# 87
int main() { 
# 88
int len39 = 1941; 
# 89
static_assert((33 > 32), "bad config");
# 90
(__cudaPushCallConfiguration(sizeof(float) * (2), sizeof(int) * (128))) ? (void)0 : sweep33< unsigned> ((const unsigned *)nullptr, -len39); 
# 91
len39 ^= ((check_weigh37(len39) * (len39 & len39)) + 49); 
# 92
(__cudaPushCallConfiguration(sizeof(float) * (4), 1 << (8 + 1), 32 + (8 + (5 + 979)), 0)) ? (void)0 : apply8_kernel(check_weigh37(len39)); 
# 93
(__cudaPushCallConfiguration((len39 + 255) / 256, 32 + (5 + (8 + 83)))) ? (void)0 : map_trace18(&len39, (('A') - len39) - (kL16 / len39)); 
# 94
(__cudaPushCallConfiguration(8, 1 << 6)) ? (void)0 : map_lerp19((float *)nullptr, 25); 
# 95
return 0; 
# 96
} 

# 1 "v002133.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f592217b_10_v002133_cu_fef179fa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002133.cudafe1.stub.c"
#include "v002133.cudafe1.stub.c"
# 1 "v002133.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
