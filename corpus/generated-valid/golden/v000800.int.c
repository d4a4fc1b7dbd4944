# 1 "v000800.cu"
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
# 11 "v000800.cu"
__attribute__((visibility("hidden"))) void march2(int *acc3, int stride4, float *dst5) ;
#if 0
# 11
{ 
# 13
#pragma unroll
for (
# 13
int it6 = stride4; it6 > 0; --it6) { 
# 14
++(dst5[stride4]); 
# 15
const int s7 = __device_builtin_variable_blockIdx.x; 
# 16
stride4++; 
# 17
}  
# 18
(dst5[__device_builtin_variable_blockDim.z]) = (13.0F); 
# 19
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22 "v000800.cu"
template< class T, int N> static void 
# 23
__wrapper__device_stub_score8(const T *&coef9, int *&data10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 25
#pragma unroll 4
for (
# 25
int j11 = 0, j12 = 7; j11 < j12; (++j11), (--j12)) { 
# 26
do { (*data10) += 43; } while (0); 
# 27
(*data10) = N; 
# 28
if (!data10) { 
# 29
for (int i13 = 0, j14 = j12; i13 < j14; (++i13), (--j14)) { 
# 30
(data10[7]) = (N % j11); 
# 31
}  
# 32
++(data10[j12]); 
# 33
}  
# 34
}  
# 35
} 
#endif

#pragma GCC diagnostic pop

# 22 "v000800.cu"
template< class T, int N> static void 
# 23
score8(const T *coef9, int *data10) {__wrapper__device_stub_score8<T,N>(coef9,data10);
# 35
return;}
#if 0
# 23
{ 
# 25
#pragma unroll 4
for (
# 25
int j11 = 0, j12 = 7; j11 < j12; (++j11), (--j12)) { 
# 26
do { (*data10) += 43; } while (0); 
# 27
(*data10) = N; 
# 28
if (!data10) { 
# 29
for (int i13 = 0, j14 = j12; i13 < j14; (++i13), (--j14)) { 
# 30
(data10[7]) = (N % j11); 
# 31
}  
# 32
++(data10[j12]); 
# 33
}  
# 34
}  
# 35
} 
#endif
# 37 "v000800.cu"
__attribute__((visibility("hidden"))) void step15_kernel(int *dst16, int *data17, int len18) ;
#if 0
# 37
{ 
# 38
int tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
(dst16[tid19]) /= (36L - tid19); 
# 40
switch (tid19) { 
# 41
case 10:  
# 42
(data17[len18]) |= (((8U - (__device_builtin_variable_gridDim.z)) * (1 + tid19)) + (len18 - (data17[2]))); 
# 43
break; 
# 44
case 6:  
# 45
if (*dst16) { 
# 46
return; 
# 47
}  
# 48
[[fallthrough]] ; 
# 49
case 3:  
# 50
break; 
# 51
case 4:  
# 52
break; 
# 53
default:  
# 54
(dst16[7]) += (static_cast< float>(tid19)); 
# 55
break; 
# 56
}  
# 57
(data17[tid19]) = 30; 
# 58
} 
#endif
# 60 "v000800.cu"
namespace kern20 { 
# 61
int host_mix21(int stride22, unsigned q23, const long *input24) { 
# 62
(__cudaPushCallConfiguration(512, 32)) ? (void)0 : step15_kernel(nullptr, nullptr, 41); 
# 63
(__cudaPushCallConfiguration((q23 + (127)) / (128), 32)) ? (void)0 : march2(nullptr, ((input24[q23]) - (*input24)) - ((unsigned)49), nullptr); 
# 64
q23 = 1U; 
# 65
if (int off25 = q23; input24 == (nullptr)) { 
# 66
if (off25 == 62) { 
# 67
return q23; 
# 68
}  
# 69
}  
# 70
do { q23 += (static_cast< float>(stride22 - ((1773U) * (input24[5])))); } while (0); 
# 71
return ((*input24) + (15)) * stride22; 
# 72
} 
# 74
__attribute__((visibility("hidden"))) void merge26_kernel(const int *coef27, double q28, const float *coef29) ;
#if 0
# 74
{ 
# 75
int idx30 = __device_builtin_variable_threadIdx.x; 
# 76
if (bool prod31 = (idx30 * ((45) - (*coef29))) != idx30; (((int)(coef27[idx30])) + 47UL) > (static_cast< int>(*coef29))) { 
# 77
++q28; 
# 78
q28 /= (-21); 
# 79
}  
# 80
} 
#endif
# 82 "v000800.cu"
int bump32(int len33) { 
# 83
for (int it34 = 0; it34 < 6; ++it34) { 
# 84
len33 = it34; 
# 85
for (int i35 = 0, j36 = 6; i35 < j36; (++i35), (--j36)) { 
# 86
double m37[5] = {(7.625)}; 
# 87
kern20::host_mix21(i35 + 7, static_cast< float>(j36), (const long *)nullptr); 
# 88
}  
# 89
len33 &= 4643; 
# 90
}  
# 91
return (len33 * len33) - (static_cast< short>(kern20::host_mix21(13UL, len33, nullptr))); 
# 92
} 
# 93
}
# 95
int main() { 
# 96
int n38 = 2445; 
# 97
if (auto base39 = ((n38 += n38), n38) + n38; kern20::host_mix21(4, +base39, (const long *)nullptr) >= 5) { 
# 98
int q40 = base39; 
# 99
float k41 = base39 - base39; 
# 100
}  
# 101
(__cudaPushCallConfiguration(dim3((n38 + 63) / 64, 128, 64), dim3((n38 + 63) / 64, (n38 + 127) / 128))) ? (void)0 : score8< int, 5> (static_cast< const int *>(nullptr), nullptr); 
# 102
(__cudaPushCallConfiguration(8, 64 * 2)) ? (void)0 : kern20::merge26_kernel((const int *)nullptr, n38 * n38, nullptr); 
# 103
return 0; 
# 104
} 

# 1 "v000800.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1017b4a4_10_v000800_cu_9b0b8695
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000800.cudafe1.stub.c"
#include "v000800.cudafe1.stub.c"
# 1 "v000800.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
