# 1 "v002221.cu"
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
# 19 "v002221.cu"
int g_apply10 = (5 + (1 + (1 + 1))); 
# 22
template< class T, class U> int 
# 23
split11(T alpha12, unsigned *acc13, const T *input14) { 
# 24
(acc13[3]) = (-((alpha12 * (acc13[1])) * (alpha12 * (acc13[1])))); 
# 25
int w15 = 0; 
# 26
do { 
# 27
(acc13[w15 & 7]) = ((*input14) + alpha12); 
# 28
++w15; 
# 29
} while (w15 < 10); 
# 30
if ((w15 / 2) >= 64) { 
# 31
return sizeof(T); 
# 32
}  
# 33
int iter16 = 0; 
# 34
do { 
# 35
char off17{(49)}; 
# 36
++iter16; 
# 37
} while (iter16 < 2); 
# 38
char res18 = w15; 
# 39
return sizeof(double); 
# 40
} 
# 42
__attribute__((visibility("hidden"))) void stencil19_kernel(const unsigned long long *coef20, const int *input21, int *acc22) ;
#if 0
# 42
{ 
# 43
unsigned i23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
int w24 = 0; 
# 45
do { 
# 46
auto hi25 = 1; 
# 47
(acc22[3]) = ((64) - (__device_builtin_variable_threadIdx.x)); 
# 48
(acc22[w24 & 7]) = (__device_builtin_variable_gridDim.z); 
# 49
++w24; 
# 50
} while (w24 < (5 + 5)); 
# 51
if ((*input21) >= w24) { 
# 52
return; 
# 53
}  
# 54
int off26 = *input21; 
# 55
} 
#endif
# 57 "v002221.cu"
namespace impl27 { 
# 58
__attribute__((visibility("hidden"))) void clamp28(int lane29, int *acc30, const unsigned *input31, float q32) ;
#if 0
# 58
{ 
# 59
int i33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
if (i33 >= lane29) { 
# 61
return; 
# 62
}  
# 63
switch (*input31) { 
# 64
case 7:  { 
# 65
float t34{q32}; 
# 66
break; 
# 67
} 
# 68
case 1 + (1 + 8):  
# 69
break; 
# 70
default:  { 
# 71
float tmp35 = (input31[1]) / ((q32 += (input31[4])), q32); 
# 72
break; 
# 73
} 
# 74
}  
# 75
lane29 = (((q32 += (13.375F)), (*input31)) / (2)); 
# 76
int r36 = (input31[5]) + (((*input31) - i33) % (__device_builtin_variable_threadIdx.x)); 
# 77
} 
#endif
# 79 "v002221.cu"
__attribute__((visibility("hidden"))) void mix37(unsigned *data38, const int *coef39, unsigned cfg40, const unsigned long long *input41) ;
#if 0
# 79
{ 
# 80
int tid42 = __device_builtin_variable_threadIdx.x; 
# 81
(data38[(__device_builtin_variable_blockDim.z) & (7)]) = (__device_builtin_variable_blockIdx.x); 
# 82
if ((input41[3]) < cfg40) { 
# 83
return; 
# 84
}  
# 85
for (int n43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n43 < 13; n43 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 86
switch (__device_builtin_variable_blockDim.y) { 
# 87
case 1 + 10:  
# 88
if (((__device_builtin_variable_blockIdx.x) | (13)) < sizeof(int)) { 
# 89
return; 
# 90
}  
# 91
((*data38)++), ((data38[5]) = ((cfg40 / (data38[(__device_builtin_variable_threadIdx.z) & (7)])) + (((long)56) ^ (coef39[3])))); 
# 92
break; 
# 93
case 7:  
# 94
break; 
# 95
}  
# 96
}  
# 97
} 
#endif
# 98 "v002221.cu"
}
# 100
int main() { 
# 101
int count44 = 2160; 
# 102
for (int j45 = 0, j46 = 9; j45 < j46; (++j45), (--j46)) { 
# 103
g_apply10++; 
# 104
}  
# 105
count44 = g_apply10; 
# 106
count44 = (0L); 
# 107
(__cudaPushCallConfiguration(1 << (1 + (5 + 1)), 1 << (1 + 8), 0, nullptr)) ? (void)0 : stencil19_kernel(nullptr, (const int *)nullptr, &count44); 
# 108
(__cudaPushCallConfiguration(8, 128 + 128, sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : impl27::clamp28(g_apply10, nullptr, (const unsigned *)nullptr, 8 - g_apply10); 
# 109
(__cudaPushCallConfiguration((1 + (1 + 30)) * (5 + 3), 5 + 27)) ? (void)0 : impl27::mix37(nullptr, nullptr, count44 - 38, (const unsigned long long *)nullptr); 
# 110
return 0; 
# 111
} 

# 1 "v002221.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e46fb2ee_10_v002221_cu_47689f8c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002221.cudafe1.stub.c"
#include "v002221.cudafe1.stub.c"
# 1 "v002221.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
