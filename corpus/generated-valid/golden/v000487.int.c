# 1 "v000487.cu"
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
# 8 "v000487.cu"
__attribute__((visibility("hidden"))) void combine2(int n3, double *out4) ;
#if 0
# 8
{ 
# 9
int gid5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if (gid5 >= n3) { 
# 11
return; 
# 12
}  
# 13
__attribute__((unused)) static unsigned char sh_6[32]; 
# 14
__attribute__((unused)) static long sh_7[128]; 
# 15
if (gid5) { 
# 16
goto skip8; 
# 17
}  
# 18
++(sh_6[n3]); 
# 19
(sh_7[n3 & 127]) = n3; 
# 20
skip8:; ; 
# 21
} 
#endif
# 23 "v000487.cu"
__attribute__((visibility("hidden"))) void kick9_kernel(float *acc10, float *dst11, int *acc12) ;
#if 0
# 23
{ 
# 24
int tmp13[5]{(21U), (static_cast< int>(36ULL)), 49, static_cast< int>(*dst11), (2L)}; 
# 25
for (int i14 = 0; i14 < 14; ++i14) { 
# 26
if ((i14 + (dst11[5])) < (tmp13[i14])) { 
# 27
return; 
# 28
}  
# 29
auto r15 = *dst11; 
# 30
const float tmp16 = __device_builtin_variable_threadIdx.x; 
# 31
}  
# 32
} 
#endif
# 34 "v000487.cu"
__attribute__((visibility("hidden"))) void sift17_kernel(const float *src18) ;
#if 0
# 34
{ 
# 35
float tmp19((51)); 
# 36
if (!((src18[7]) == (src18[5]))) { 
# 37
return; 
# 38
}  
# 39
if ((36) <= (src18[4])) { 
# 40
return; 
# 41
}  
# 42
__attribute__((unused)) static int sh_20[16]; 
# 43
tmp19 = (sh_20[__device_builtin_variable_blockIdx.y]); 
# 44
} 
#endif
# 46 "v000487.cu"
__attribute((noinline)) __attribute__((unused)) int weigh21(const unsigned *src22, const unsigned *in23, int n24) {int volatile ___ = 1;(void)src22;(void)in23;(void)n24;
# 51
::exit(___);}
#if 0
# 46
{ 
# 47
long t25[5] = {}; 
# 48
float m26((int)((__device_builtin_variable_warpSize + __device_builtin_variable_warpSize) + 41)); 
# 49
m26 = (17.375F); 
# 50
return 59; 
# 51
} 
#endif
# 53 "v000487.cu"
__attribute((always_inline)) __attribute__((unused)) inline int clamp27(const int *input28, int len29, int len30 = 40) {int volatile ___ = 1;(void)input28;(void)len29;(void)len30;
# 66
::exit(___);}
#if 0
# 53
{ 
# 54
int tmp31 = len30 & 17UL; 
# 55
__attribute__((unused)) static float sh_32[64]; 
# 56
int val33{static_cast< int>(((__device_builtin_variable_threadIdx.x) - 53LL) + (__device_builtin_variable_threadIdx.y))}; 
# 57
if ((unsigned char)len30) { 
# 58
goto skip34; 
# 59
}  
# 60
static_assert((sizeof(int) == (4)), "expected value");
# 61
if ((tmp31 * len30) > 19) { 
# 62
return -63; 
# 63
}  
# 64
skip34:; ; 
# 65
return (weigh21(nullptr, (const unsigned *)nullptr, 56) / weigh21((const unsigned *)nullptr, (const unsigned *)nullptr, 34L)) - (__device_builtin_variable_blockDim.x); 
# 66
} 
#endif
# 69 "v000487.cu"
__attribute__((visibility("hidden"))) void rank35(float *out36, const int *coef37, int *data38, int *dst39) ;
#if 0
# 69
{ 
# 70
unsigned gid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 71
float *s41 = out36; 
# 72
(*dst39) = 38; 
# 73
clamp27(nullptr, (s41[2]) * ((dst39[__device_builtin_variable_warpSize]) * (__device_builtin_variable_gridDim.x))); 
# 74
} 
#endif
# 76 "v000487.cu"
__attribute__((visibility("hidden"))) void shade42(int n43, const float *input44) ;
#if 0
# 76
{ 
# 77
int tid45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 78
if (tid45 >= n43) { 
# 79
return; 
# 80
}  
# 81
__attribute__((unused)) static float sh_46[256]; 
# 82
if ((__device_builtin_variable_threadIdx.x) >= n43) { 
# 83
return; 
# 84
}  
# 85
__attribute__((unused)) static int sh_47[256]; 
# 86
for (auto lo48 : sh_46) { 
# 87
float h49[8] = {(-(18.5F)), lo48}; 
# 88
}  
# 89
char lim50 = (-50); 
# 90
} 
#endif
# 92 "v000487.cu"
int main() { 
# 93
int len51 = 2550; 
# 94
len51--; 
# 95
dim3 k52(16); 
# 96
(__cudaPushCallConfiguration(k52, k52)) ? (void)0 : shade42(len51, nullptr); 
# 97
++len51; 
# 98
(__cudaPushCallConfiguration(256, 32)) ? (void)0 : combine2(len51 - (len51 | len51), (double *)nullptr); 
# 99
(__cudaPushCallConfiguration(32, 32)) ? (void)0 : kick9_kernel((float *)nullptr, nullptr, &len51); 
# 100
(__cudaPushCallConfiguration(dim3(64, (len51 + 255) / 256, 128), 128)) ? (void)0 : sift17_kernel(nullptr); 
# 101
return 0; 
# 102
} 

# 1 "v000487.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ca7207a7_10_v000487_cu_c7aede41
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000487.cudafe1.stub.c"
#include "v000487.cudafe1.stub.c"
# 1 "v000487.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
