# 1 "v001470.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 15 "v001470.cu"
template< class T, int N = 1> static void 
# 16
__wrapper__device_stub_clamp7(T *__restrict__ &out8, T &alpha9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
(out8[4]) = (N + alpha9); 
# 19
(out8[0]) = (18.0); 
# 20
(out8[4]) = N; 
# 21
alpha9 = ((((out8 != nullptr) && (alpha9 < alpha9)) ? (alpha9 <= 42) ? 15 : 53UL : (3)) % (9)); 
# 22
if (!((out8[6]) == 57)) { 
# 23
return; 
# 24
}  
# 25
alpha9 = 30L; 
# 26
} 
#endif

#pragma GCC diagnostic pop

# 15 "v001470.cu"
template< class T, int N = 1> static void 
# 16
clamp7(T *__restrict__ out8, T alpha9) 
# 17
{__wrapper__device_stub_clamp7<T,N>(out8,alpha9);
# 26
return;}
#if 0
# 17
{ 
# 18
(out8[4]) = (N + alpha9); 
# 19
(out8[0]) = (18.0); 
# 20
(out8[4]) = N; 
# 21
alpha9 = ((((out8 != nullptr) && (alpha9 < alpha9)) ? (alpha9 <= 42) ? 15 : 53UL : (3)) % (9)); 
# 22
if (!((out8[6]) == 57)) { 
# 23
return; 
# 24
}  
# 25
alpha9 = 30L; 
# 26
} 
#endif
# 27 "v001470.cu"
static int g_bias10; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T> static void 
# 30
__wrapper__device_stub_count11_kernel(T *__restrict__ &out12, T *__restrict__ &dst13, const T *__restrict__ &in14, const int *&input15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
if (((*input15) >> (input15[0])) >= (input15[3])) { 
# 33
constexpr int stride16 = (4U); 
# 34
}  
# 35
(dst13[1]) = (14UL - (((*in14) == 60) ? __alignof__(double) : (*in14))); 
# 36
(out12[7]) = ((in14 == nullptr) ? ((1 << (3 + (3 + 2))) / (in14[6])) * (3.0) : (input15[2])); 
# 37
if ((*input15) > (input15[2])) { 
# 38
return; 
# 39
}  
# 40
__attribute__((unused)) static unsigned sh_17; 
# 41
(out12[3]) = 55; 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 29 "v001470.cu"
template< class T> static void 
# 30
count11_kernel(T *__restrict__ out12, T *__restrict__ dst13, const T *__restrict__ in14, const int *input15) 
# 31
{__wrapper__device_stub_count11_kernel<T>(out12,dst13,in14,input15);
# 42
return;}
#if 0
# 31
{ 
# 32
if (((*input15) >> (input15[0])) >= (input15[3])) { 
# 33
constexpr int stride16 = (4U); 
# 34
}  
# 35
(dst13[1]) = (14UL - (((*in14) == 60) ? __alignof__(double) : (*in14))); 
# 36
(out12[7]) = ((in14 == nullptr) ? ((1 << (3 + (3 + 2))) / (in14[6])) * (3.0) : (input15[2])); 
# 37
if ((*input15) > (input15[2])) { 
# 38
return; 
# 39
}  
# 40
__attribute__((unused)) static unsigned sh_17; 
# 41
(out12[3]) = 55; 
# 42
} 
#endif
# 44 "v001470.cu"
constexpr int march18(int lane19, unsigned long q20) 
# 45
{ 
# 46
return (!(q20 * q20)) ? (q20 * q20) + q20 : (('\t') + (q20 / (3))); 
# 47
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 49
template< class T> static void 
# 50
__wrapper__device_stub_update21_kernel(T *&data22, T *__restrict__ &buf23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 51
{ 
# 52
(data22[6]) = ((*buf23) + ((((data22[2]) + 6) + (data22[7])) * (*buf23))); 
# 53
for (int i24 = 0; i24 < 9; i24++) { 
# 54
for (int n25 = i24; n25 > 0; --n25) { 
# 55
for (int i26 = 0; i26 < n25; ++i26) { 
# 56
auto res27 = 11UL >> i26; 
# 57
float tmp28 = i26 + (((i26 + 37) + 28) - (43UL << res27)); 
# 58
}  
# 59
__attribute__((unused)) static long sh_29[256]; 
# 60
}  
# 61
}  
# 62
} 
#endif

#pragma GCC diagnostic pop

# 49 "v001470.cu"
template< class T> static void 
# 50
update21_kernel(T *data22, T *__restrict__ buf23) 
# 51
{__wrapper__device_stub_update21_kernel<T>(data22,buf23);
# 62
return;}
#if 0
# 51
{ 
# 52
(data22[6]) = ((*buf23) + ((((data22[2]) + 6) + (data22[7])) * (*buf23))); 
# 53
for (int i24 = 0; i24 < 9; i24++) { 
# 54
for (int n25 = i24; n25 > 0; --n25) { 
# 55
for (int i26 = 0; i26 < n25; ++i26) { 
# 56
auto res27 = 11UL >> i26; 
# 57
float tmp28 = i26 + (((i26 + 37) + 28) - (43UL << res27)); 
# 58
}  
# 59
__attribute__((unused)) static long sh_29[256]; 
# 60
}  
# 61
}  
# 62
} 
#endif
# 64 "v001470.cu"
constexpr int combine30(int lane31) 
# 65
{ 
# 66
return 49 / lane31; 
# 67
} 
# 69
int main() 
# 70
{ 
# 71
int size32 = 3750; 
# 72
(__cudaPushCallConfiguration(64, 3 + (3 + 506), 3 + ((1 << (3 + (3 + 2))) + ((1 << (3 + (3 + 2))) + 509)), (cudaStream_t)0)) ? (void)0 : clamp7< int, 1> ((int *)nullptr, 9 * g_bias10); 
# 73
g_bias10 = ((long)((60 > ((int)g_bias10)) ? g_bias10 : ((1 << (3 + (3 + 2))) * g_bias10))); 
# 74
g_bias10 = ((1 << (3 + (3 + 2))) + g_bias10); 
# 75
(__cudaPushCallConfiguration((g_bias10 + 255) / 256, 64, 0, nullptr)) ? (void)0 : count11_kernel((int *)nullptr, (int *)nullptr, (const int *)nullptr, nullptr); 
# 76
(__cudaPushCallConfiguration(1 << (3 + (3 + 1)), 2 * (3 + 13), (1 << (3 + (3 + 2))) + 768)) ? (void)0 : update21_kernel< float> (nullptr, (float *)nullptr); 
# 77
return 0; 
# 78
} 

# 1 "v001470.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7382a37b_10_v001470_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001470.cudafe1.stub.c"
#include "v001470.cudafe1.stub.c"
# 1 "v001470.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
