# 1 "v002087.cu"
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
# 12 "v002087.cu"
__attribute((noinline)) __attribute__((unused)) void warp7(int n8, int lane9, float *dst10) {int volatile ___ = 1;(void)n8;(void)lane9;(void)dst10;
# 16
::exit(___);}
#if 0
# 12
{ 
# 13
n8 += 21; 
# 14
n8 = (lane9 * (12 * n8)); 
# 15
size_t r11 = ((1279 + n8) + 39L) - lane9; 
# 16
} 
#endif
# 18 "v002087.cu"
__attribute__((visibility("hidden"))) void mix12(int stride13, const float *coef14, const int *in15) ;
#if 0
# 18
{ 
# 19
int i16 = __device_builtin_variable_threadIdx.x; 
# 20
stride13 ^= 48L; 
# 21
stride13 = (__device_builtin_variable_threadIdx.x); 
# 22
} 
#endif
# 24 "v002087.cu"
__attribute__((visibility("hidden"))) void combine17_kernel(const long *coef18, const int *in19, int stride20, int count21) ;
#if 0
# 24
{ 
# 25
unsigned gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
int w23 = 0; 
# 27
do { 
# 28
count21 *= 27L; 
# 29
bool mid24 = count21; 
# 30
++w23; 
# 31
} while (w23 < 8); 
# 32
} 
#endif
# 34 "v002087.cu"
__attribute__((unused)) unsigned long decay25(const float *input26, int lane27) {int volatile ___ = 1;(void)input26;(void)lane27;
# 40
::exit(___);}
#if 0
# 34
{ 
# 35
--lane27; 
# 36
lane27 |= (lane27 + 52); 
# 37
if ((input26[__device_builtin_variable_gridDim.x]) < (__device_builtin_variable_threadIdx.z)) { 
# 38
return (*input26) * (0); }  
# 39
return 34; 
# 40
} 
#endif
# 43 "v002087.cu"
void check_reduce28(float cfg29, long long *dst30) { 
# 44
cfg29 = ((*dst30) - (((dst30[7]) / (2)) + (+cfg29))); 
# 45
dim3 sum31(2 * 2, 16); 
# 46
} 
# 48
__attribute__((visibility("hidden"))) void count32_kernel(int lane33, float *data34, float *out35) ;
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern unsigned long long dyn_36[]; 
# 50
(*data34) *= ((10.0F) / ((lane33 <= 27U) ? lane33 : (16.125F))); 
# 51
const int flag37 = (40L); 
# 52
} 
#endif
# 54 "v002087.cu"
__attribute__((unused)) inline double rank38(float *dst39, int len40) {int volatile ___ = 1;(void)dst39;(void)len40;
# 64
::exit(___);}
#if 0
# 54
{ 
# 55
{ 
# 56
(*dst39) = (sizeof(int)); 
# 57
int t41[7] = {len40, static_cast< int>(__device_builtin_variable_threadIdx.y), 9, (-20), len40, len40, 4}; 
# 58
} 
# 59
auto lo42 = (((__device_builtin_variable_gridDim.y) + (21)) == (__device_builtin_variable_blockIdx.x)) ? __device_builtin_variable_threadIdx.x : (((*dst39) == (dst39[5])) ? 41U : (dst39[5])); 
# 60
unsigned long u43[7] = {3UL, (6), 8UL, 32UL, (37), static_cast< unsigned long>(dst39[__device_builtin_variable_threadIdx.z])}; 
# 61
(dst39[len40]) = (*dst39); 
# 62
(u43[6]) %= (u43[len40]); 
# 63
return (__device_builtin_variable_blockIdx.z) / (16.125F); 
# 64
} 
#endif
# 67 "v002087.cu"
__attribute((noinline)) __attribute__((unused)) void mix44(int n45, int len46) {int volatile ___ = 1;(void)n45;(void)len46;
# 70
::exit(___);}
#if 0
# 67
{ 
# 68
n45 = (55L * n45); 
# 69
n45 &= (20 * len46); 
# 70
} 
#endif
# 73 "v002087.cu"
extern "C" __attribute__((visibility("hidden"))) void drift47_kernel(float a48, int len49, int *out50) ;
#if 0
# 73
{ 
# 74
__attribute__((unused)) extern double dyn_51[]; 
# 75
int gid52 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 76
int f53 = (55UL); 
# 77
if (((__device_builtin_variable_threadIdx.y) + sizeof(size_t)) >= (__device_builtin_variable_blockDim.x)) { 
# 78
goto out54; 
# 79
}  
# 80
a48 -= ((static_cast< unsigned>(59 + (out50[f53]))) * ((((a48 <= (25)) ? 48U : len49) > (dyn_51[1])) ? f53 + (__device_builtin_variable_gridDim.y) : (dyn_51[5]))); 
# 81
out54:; ; 
# 82
} 
#endif
# 84 "v002087.cu"
float run_score55(float *data56, int stride57, long b58) { 
# 85
(__cudaPushCallConfiguration(((dim3)((b58 + (31)) / (32))), 32)) ? (void)0 : drift47_kernel(b58, static_cast< float>(-55), (int *)nullptr); 
# 86
(data56[stride57]) += (18.125F); 
# 87
stride57 = (b58 + (static_cast< int>((253ULL) * (*data56)))); 
# 88
stride57 %= 13; 
# 89
int pass59 = 0; 
# 90
while (pass59 < pass59) { 
# 91
(__cudaPushCallConfiguration(64, 256)) ? (void)0 : combine17_kernel(nullptr, nullptr, pass59 * 1, 12); 
# 92
stride57 = ((54UL - (static_cast< int>(stride57))) + (30L / pass59)); 
# 93
++pass59; 
# 94
}  
# 95
return pass59; 
# 96
} 
# 98
int main() { 
# 99
int size60 = 1792; 
# 100
int f61 = size60; 
# 101
auto r62 = size60 * (((size60 <= 63) ? f61 : 5) + (size60 + 9)); 
# 102
(__cudaPushCallConfiguration(((dim3)(1)), 512)) ? (void)0 : combine17_kernel(static_cast< const long *>(nullptr), nullptr, f61, 30); 
# 103
r62--; 
# 104
do { int tmp_ = size60; size60 = r62; r62 = tmp_; } while (0); 
# 105
(__cudaPushCallConfiguration((r62 + 127) / 128, 512)) ? (void)0 : mix12(3186, static_cast< const float *>(nullptr), nullptr); 
# 106
(__cudaPushCallConfiguration((size60 + 127) / 128, ((dim3)(16)), sizeof(float) * (256))) ? (void)0 : count32_kernel((5 * f61) + 345U, (float *)nullptr, nullptr); 
# 107
return 0; 
# 108
} 

# 1 "v002087.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c67c5498_10_v002087_cu_d5e4b8bd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002087.cudafe1.stub.c"
#include "v002087.cudafe1.stub.c"
# 1 "v002087.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
