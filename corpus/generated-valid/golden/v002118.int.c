# 1 "v002118.cu"
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
# 6 "v002118.cu"
static bool d_warp2[16]; 
# 8
__attribute__((visibility("hidden"))) void update3_kernel(long *acc4, float *data5, unsigned alpha6) ;
#if 0
# 8
{ 
# 9
if ((__device_builtin_variable_blockIdx.x) != (__device_builtin_variable_blockDim.x)) { 
# 10
return; }  
# 11
unsigned char val7{(static_cast< unsigned char>(4))}; 
# 12
alpha6 = val7; 
# 13
} 
#endif
# 15 "v002118.cu"
template< class T> T 
# 16
spread8(const T *coef9) { 
# 17
switch (((coef9[6]) >= 27) ? 26 : 827) { 
# 18
case 5:  
# 19
break; 
# 20
case 6:  
# 21
case 10:  
# 22
break; 
# 23
}  
# 24
T tmp10 = ((((*coef9) >= 60) ? coef9[0] : (8.375)) / (17.75)) + ((coef9[2]) - (*coef9)); 
# 25
return 8 / tmp10; 
# 26
} 
# 28
float run_warp11(float *dst12) { 
# 29
int stride13 = (((8) - (dst12[1])) + ((dst12[5]) + (2043UL))) - ((int)(dst12[1])); 
# 30
(__cudaPushCallConfiguration((stride13 + 255) / 256, sizeof(int) * (8), sizeof(float) * (128))) ? (void)0 : update3_kernel(reinterpret_cast< long *>(dst12), dst12, (6 * stride13) - 1LL); 
# 31
float r14 = stride13; 
# 32
return stride13; 
# 33
} 
# 34
constexpr unsigned TILE15 = (8 * 2); 
# 36
__attribute__((visibility("hidden"))) void mix16_kernel(int lane17) ;
#if 0
# 36
{ 
# 37
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
(d_warp2[6]) = ((gid18 + lane17) <= (((__device_builtin_variable_blockDim.y) - 2598U) / 21UL)); 
# 39
int cnt19 = (58L); 
# 40
cnt19 = (53 + (d_warp2[__device_builtin_variable_blockIdx.x])); 
# 41
(d_warp2[gid18]) = (lane17 > (__device_builtin_variable_threadIdx.x)); 
# 42
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 44 "v002118.cu"
template< class T, int N = 2> static void 
# 45
__wrapper__device_stub_drift20(T *&data21, T &beta22, float *&data23, T *&data24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 45
{ 
# 46
int tid25 = __device_builtin_variable_threadIdx.x; 
# 47
int pass26 = 0; 
# 48
if (((data21[tid25]) + 22L) == 44) { 
# 49
goto skip29; 
# 50
}  
# 51
while ((pass26 < tid25) && ((__device_builtin_variable_threadIdx.x) < sizeof(unsigned))) { 
# 52
--(data21[6]); 
# 53
switch ((d_warp2[tid25]) * (d_warp2[__device_builtin_variable_gridDim.x])) { 
# 54
case 8 + 2:  
# 55
if ((d_warp2[8]) == 61) { 
# 56
break; }  
# 57
break; 
# 58
case 7:  { 
# 59
int t27[5] = {}; 
# 60
if ((__device_builtin_variable_gridDim.z) != tid25) { 
# 61
return; }  
# 62
[[fallthrough]] ; 
# 63
} 
# 64
case 3:  { 
# 65
T res28 = (sizeof(T)); 
# 66
[[fallthrough]] ; 
# 67
} 
# 68
case 5:  
# 69
break; 
# 70
default:  
# 71
break; 
# 72
}  
# 73
++pass26; 
# 74
}  
# 75
skip29:; ; 
# 76
} 
#endif

#pragma GCC diagnostic pop

# 44 "v002118.cu"
template< class T, int N = 2> static void 
# 45
drift20(T *data21, T beta22, float *data23, T *data24) {__wrapper__device_stub_drift20<T,N>(data21,beta22,data23,data24);
# 76
return;}
#if 0
# 45
{ 
# 46
int tid25 = __device_builtin_variable_threadIdx.x; 
# 47
int pass26 = 0; 
# 48
if (((data21[tid25]) + 22L) == 44) { 
# 49
goto skip29; 
# 50
}  
# 51
while ((pass26 < tid25) && ((__device_builtin_variable_threadIdx.x) < sizeof(unsigned))) { 
# 52
--(data21[6]); 
# 53
switch ((d_warp2[tid25]) * (d_warp2[__device_builtin_variable_gridDim.x])) { 
# 54
case 8 + 2:  
# 55
if ((d_warp2[8]) == 61) { 
# 56
break; }  
# 57
break; 
# 58
case 7:  { 
# 59
int t27[5] = {}; 
# 60
if ((__device_builtin_variable_gridDim.z) != tid25) { 
# 61
return; }  
# 62
[[fallthrough]] ; 
# 63
} 
# 64
case 3:  { 
# 65
T res28 = (sizeof(T)); 
# 66
[[fallthrough]] ; 
# 67
} 
# 68
case 5:  
# 69
break; 
# 70
default:  
# 71
break; 
# 72
}  
# 73
++pass26; 
# 74
}  
# 75
skip29:; ; 
# 76
} 
#endif
# 78 "v002118.cu"
__attribute__((visibility("hidden"))) void pack30(int *acc31, int lane32) ;
#if 0
# 78
{ 
# 79
unsigned idx33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 80
if (idx33 >= lane32) { 
# 81
return; }  
# 82
lane32 = idx33; 
# 83
--lane32; 
# 84
float tmp34[6] = {(1.0F), static_cast< float>((__device_builtin_variable_gridDim.z) - 62UL)}; 
# 85
if (acc31 == (nullptr)) { 
# 86
return; }  
# 87
double mid35 = ((TILE15 * (__device_builtin_variable_blockIdx.x)) % lane32) + ((((acc31[2]) <= (acc31[3])) ? (6.5) : ((24.0F))) + ((20UL) + (tmp34[lane32]))); 
# 88
} 
#endif
# 90 "v002118.cu"
int main() { 
# 91
int len36 = 3748; 
# 92
len36 = len36; 
# 93
int *r37 = &len36; 
# 94
(__cudaPushCallConfiguration((len36 + 255) / 256, 64, 256, nullptr)) ? (void)0 : mix16_kernel(*r37); 
# 95
(__cudaPushCallConfiguration(8, 512, sizeof(int) * (128))) ? (void)0 : drift20< long, 8> (reinterpret_cast< long *>(r37), 55, reinterpret_cast< float *>(r37), (long *)nullptr); 
# 96
(__cudaPushCallConfiguration((len36 + 255) / 256, (8) + (TILE15 + (232)), 0)) ? (void)0 : pack30(nullptr, len36 - sizeof(size_t)); 
# 97
return 0; 
# 98
} 

# 1 "v002118.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5853f51a_10_v002118_cu_d_warp2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002118.cudafe1.stub.c"
#include "v002118.cudafe1.stub.c"
# 1 "v002118.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
