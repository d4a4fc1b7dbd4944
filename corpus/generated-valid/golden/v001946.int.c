# 1 "v001946.cu"
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
# 13 "v001946.cu"
inline size_t lerp5(int count6, int count7, int n8) 
# 14
{ 
# 15
++count7; 
# 16
n8 = count6; 
# 17
return 48; 
# 18
} 
# 20
struct Span9 { 
# 21
int sum10; 
# 22
unsigned vel11; 
# 23
int w12; 
# 24
float val13; 
# 25
}; 
# 27
char scatter14(int stride15) 
# 28
{ 
# 29
static_assert((23 > 22));
# 30
unsigned idx16 = (~lerp5(56, stride15, stride15)) * (1953); 
# 31
return 44 * stride15; 
# 32
} 
# 34
__attribute__((visibility("hidden"))) void fuse17(long long *out18) ;
#if 0
# 35
{ 
# 36
if (((out18[__device_builtin_variable_threadIdx.x]) % (out18[__device_builtin_variable_blockIdx.x])) < (49)) { 
# 37
goto out19; 
# 38
}  
# 39
lerp5(((*out18) - (42)) | (lerp5(*out18, *out18, 42U)), scatter14(349), 45U); 
# 40
(out18[(__device_builtin_variable_threadIdx.y) & (7)]) += (out18[2]); 
# 41
out19:; ; 
# 42
} 
#endif
# 49 "v001946.cu"
__attribute__((visibility("hidden"))) void map_pivot21(double *data, int n) ;
#if 0
# 49
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 50 "v001946.cu"
__attribute__((visibility("hidden"))) void map_trace22(float *data, int n) ;
#if 0
# 50
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 52 "v001946.cu"
__attribute__((visibility("hidden"))) void step23_kernel(Span9 q24, bool alpha25) ;
#if 0
# 53
{ 
# 54
unsigned tid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
--(q24.sum10); 
# 56
if ((60) > lerp5(37L, __device_builtin_variable_warpSize, __device_builtin_variable_threadIdx.y)) { 
# 57
return; 
# 58
}  
# 59
const unsigned f27 = alpha25 % ((tid26 + (8)) + (scatter14(alpha25))); 
# 60
} 
#endif
# 62 "v001946.cu"
int bias28(int stride29, long *__restrict__ out30) 
# 63
{ 
# 64
scatter14((stride29 + 0) | 16UL); 
# 65
if (((*out30) >= (39)) || (stride29 < stride29)) { 
# 66
return (scatter14(' ')) & ((unsigned char)41L); 
# 67
}  
# 68
if (lerp5(out30[stride29 & 7], 5, 32) <= 50UL) { 
# 69
return (out30[stride29]) - 40UL; 
# 70
}  
# 71
return lerp5(stride29 * (' '), (*out30) + (*out30), (out30[0]) % (*out30)); 
# 72
} 
# 74
int main() 
# 75
{ 
# 76
int len31 = 1380; 
# 77
auto step34 = [](double v32, int h33) { 
# 78
h33 -= (('\t') - lerp5(lerp5(v32, h33, v32), 61UL ^ h33, lerp5(h33, h33, v32))); 
# 79
v32 -= (-(8.625)); 
# 80
} ; typedef decltype(step34) __T0;
# 81
step34(len31, len31); 
# 82
len31--; 
# 83
len31++; 
# 84
if (len31 <= 26) { 
# 85
return bias28(32UL, (long *)nullptr); 
# 86
}  
# 87
(__cudaPushCallConfiguration(32, 16 * 8)) ? (void)0 : step23_kernel(Span9{}, len31 <= 21); 
# 88
(__cudaPushCallConfiguration(4, 8 * 8, sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : fuse17(nullptr); 
# 89
(__cudaPushCallConfiguration(dim3(512, 64, 64), 128)) ? (void)0 : map_pivot21(nullptr, len31); 
# 90
(__cudaPushCallConfiguration(((dim3)((len31 + 255) / 256)), dim3((len31 + 127) / 128, 128), sizeof(int) * (256), nullptr)) ? (void)0 : map_trace22((float *)nullptr, (len31 % 58L) | (len31 * len31)); 
# 91
return 0; 
# 92
} 

# 1 "v001946.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__add795a9_10_v001946_cu_72a9ce84
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001946.cudafe1.stub.c"
#include "v001946.cudafe1.stub.c"
# 1 "v001946.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
