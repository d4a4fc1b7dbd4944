# 1 "v000347.cu"
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
# 15 "v000347.cu"
static_assert((13 > 12), "tile must fit");
# 17
__attribute__((unused)) void stencil5(int stride6, const float *input7, const float *src8) {int volatile ___ = 1;(void)stride6;(void)input7;(void)src8;
# 24
::exit(___);}
#if 0
# 17
{ 
# 18
const float *lo9 = src8; 
# 19
stride6 += ((__device_builtin_variable_blockDim.x) + 10UL); 
# 20
stride6 += 50UL; 
# 21
float diff10 = stride6; 
# 22
--stride6; 
# 23
--diff10; 
# 24
} 
#endif
# 31 "v000347.cu"
__attribute__((visibility("hidden"))) void map_drift12(int *data, int n) ;
#if 0
# 31
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((int)1)); }  } 
#endif
# 32 "v000347.cu"
__attribute__((visibility("hidden"))) void map_trace13(float *data, int n) ;
#if 0
# 32
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 34 "v000347.cu"
__attribute__((unused)) inline long long split14(int stride15, int len16) {int volatile ___ = 1;(void)stride15;(void)len16;
# 39
::exit(___);}
#if 0
# 34
{ 
# 35
stride15 = 473; 
# 36
stride15 = len16; 
# 37
double flag17 = ((18.375F)); 
# 38
return 10; 
# 39
} 
#endif
# 41 "v000347.cu"
inline long long apply18(int count19, int lane20, int count21) { 
# 42
count19 = ((7 * lane20) + count19); 
# 43
int hi22 = ((count19 * ((float)count19)) <= lane20) ? lane20 : count19; 
# 44
long long sum23 = hi22; 
# 45
count21 -= lane20; 
# 46
unsigned sum24[5] = {}; 
# 47
static_assert(((11 + (11 + (3 + 36))) == 61), "tile must fit");
# 48
double lo25 = sum23; 
# 49
return lane20; 
# 50
} 
# 52
__attribute__((visibility("hidden"))) void relax26_kernel(const int *coef27, const float *__restrict__ coef28, double *out29) ;
#if 0
# 52
{ 
# 53
int i30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
(out29[7]) = (__device_builtin_variable_blockIdx.z); 
# 55
float sum31[3]{(-6), (61UL), (2.0F)}; 
# 56
for (int it32 = 0; it32 < 15; ++it32) { 
# 57
++(out29[it32]); 
# 58
float f33[4] = {(float)apply18(coef27[i30 & 7], it32, i30)}; 
# 59
}  
# 60
--(out29[(__device_builtin_variable_threadIdx.y) & (7)]); 
# 61
} 
#endif
# 63 "v000347.cu"
__attribute__((unused)) inline int count34(double b35, int lane36, int *data37) {int volatile ___ = 1;(void)b35;(void)lane36;(void)data37;
# 67
::exit(___);}
#if 0
# 63
{ 
# 64
lane36++; 
# 65
static_assert(((10 * 5) == 50));
# 66
return apply18(static_cast< unsigned>((double)(16.625)), ((int)b35) / (~lane36), (double)(12.75)); 
# 67
} 
#endif
# 69 "v000347.cu"
int host_decay38(int lane39, unsigned long a40, short cfg41 = 44) { 
# 70
auto res42 = 57; 
# 71
res42 = lane39; 
# 72
return (((cfg41 + cfg41) - 51ULL) != (5)) ? cfg41 : apply18((41) % a40, apply18(a40, 11, res42), 5 + res42); 
# 73
} 
# 75
__attribute__((unused)) unsigned char merge43(int len44, const float *input45) {int volatile ___ = 1;(void)len44;(void)input45;
# 81
::exit(___);}
#if 0
# 75
{ 
# 76
if (input45 == (nullptr)) { 
# 77
return 255; }  
# 78
apply18(split14(split14(*input45, len44), split14(len44, *input45)), ((len44 - (*input45)) == (__device_builtin_variable_blockDim.x)) ? count34(11, 17, nullptr) : (input45[5]), 11U); 
# 79
len44++; 
# 80
return (49) + split14(44L, len44); 
# 81
} 
#endif
# 83 "v000347.cu"
int main() { 
# 84
int n46 = 3547; 
# 85
float *flag47 = (static_cast< float *>(nullptr)); 
# 86
(__cudaPushCallConfiguration(2, (3 + 5) * 16, 64 * 16)) ? (void)0 : map_trace13(flag47, n46); 
# 87
(__cudaPushCallConfiguration(((dim3)(2)), (11 + 21) * 2)) ? (void)0 : map_drift12(nullptr, 3 * n46); 
# 88
(__cudaPushCallConfiguration(((dim3)(32)), 64, sizeof(float) * (32))) ? (void)0 : relax26_kernel(nullptr, flag47, reinterpret_cast< double *>(flag47)); 
# 89
return 0; 
# 90
} 

# 1 "v000347.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1287da1e_10_v000347_cu_333f3ee2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000347.cudafe1.stub.c"
#include "v000347.cudafe1.stub.c"
# 1 "v000347.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
