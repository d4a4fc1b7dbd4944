# 1 "v000416.cu"
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
# 8 "v000416.cu"
static void trace3_kernel(int lane4, float p5, const double *input6) ;
#if 0
# 9
{ 
# 10
int i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
for (int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i8 < 7; i8 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 12
if (lane4 << 0) { 
# 13
return; 
# 14
}  
# 15
if (p5 > lane4) { 
# 16
return; 
# 17
}  
# 18
}  
# 19
(p5--), (p5 = (11.625F)); 
# 20
} 
#endif
# 27 "v000416.cu"
__attribute__((visibility("hidden"))) void map_probe10(int *data, int n) ;
#if 0
# 27
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 28 "v000416.cu"
float g_step11[] = {(970U), (24U)}; 
# 29
static void drift12_kernel(int len13) ;
#if 0
# 30
{ 
# 31
int idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if (idx14 >= len13) { 
# 33
return; 
# 34
}  
# 35
len13 |= (len13 + 19L); 
# 36
len13 = (len13 * len13); 
# 37
} 
#endif
# 38 "v000416.cu"
__attribute__((visibility("hidden"))) void filter15(const int *in16, const int *in17) ;
#if 0
# 39
{ 
# 40
int tid18 = __device_builtin_variable_threadIdx.x; 
# 41
switch (tid18) { 
# 42
case 4:  
# 43
case 9:  { 
# 44
short r19 = (tid18 - (in17[tid18])) + 17ULL; 
# 45
break; 
# 46
} 
# 47
default:  
# 48
break; 
# 49
}  
# 50
if ((__device_builtin_variable_blockIdx.z) >= (in17[2])) { 
# 51
return; 
# 52
}  
# 53
} 
#endif
# 55 "v000416.cu"
__attribute__((visibility("hidden"))) void fuse20_kernel(int *__restrict__ data21, float *acc22, const int *__restrict__ input23, const float *in24) ;
#if 0
# 56
{ 
# 57
int gid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
bool lo26 = acc22[gid25]; 
# 59
if (!data21) { 
# 60
return; 
# 61
}  
# 62
++(*data21); 
# 63
if ((((acc22[0]) += (*in24)), (-35)) == (__device_builtin_variable_blockDim.x)) { 
# 64
return; 
# 65
}  
# 66
(*acc22) = (((3U + (*input23)) - (acc22[__device_builtin_variable_threadIdx.z])) - (input23[gid25])); 
# 67
} 
#endif
# 68 "v000416.cu"
void score27(long *buf28) 
# 69
{ 
# 70
int base29 = buf28[2]; 
# 71
base29 = (__alignof__(char)); 
# 72
int w30 = 0; 
# 73
while (w30 < 12) { 
# 74
if ((base29 % 8) > (buf28[3])) { 
# 75
continue; 
# 76
}  
# 77
(g_step11[1]) -= (base29 - (((w30 == (buf28[w30])) ? (20.375F) : (sizeof(int))) + ((*buf28) + (0.125F)))); 
# 78
++w30; 
# 79
}  
# 80
} 
# 81
float check_lerp31(int lane32) 
# 82
{ 
# 83
(g_step11[lane32]) = (g_step11[1]); 
# 84
int iter33 = 0; 
# 85
while (iter33 < 3) { 
# 86
static_assert((9 > 8), "bad config");
# 87
++iter33; 
# 88
}  
# 89
(__cudaPushCallConfiguration(dim3(1, 256), 256)) ? (void)0 : filter15(&lane32, &lane32); 
# 90
return (lane32 % 8); 
# 91
} 
# 92
int main() 
# 93
{ 
# 94
int size34 = 1320; 
# 95
if ((g_step11[size34]) != (56)) { 
# 96
size34 *= ((int)(size34 / 1)); 
# 97
for (auto lo35 : g_step11) { 
# 98
--(g_step11[size34]); 
# 99
double stride36 = (5) / (g_step11[size34]); 
# 100
}  
# 101
} else { if (((unsigned)size34) != (g_step11[size34])) { 
# 102
if ((g_step11[1]) >= (g_step11[size34])) { 
# 103
return size34; 
# 104
}  
# 105
} else { 
# 106
}  }  
# 107
(__cudaPushCallConfiguration((size34 + 255) / 256, 1 << 8, 0, (cudaStream_t)0)) ? (void)0 : trace3_kernel(48, static_cast< int>(27L), static_cast< const double *>(nullptr)); 
# 108
(__cudaPushCallConfiguration(dim3(1 << 3, (size34 + 63) / 64, 1), ((dim3)((size34 + 255) / 256)), sizeof(unsigned) * (64), 0)) ? (void)0 : map_probe10(&size34, size34); 
# 109
(__cudaPushCallConfiguration(128 * 4, dim3(1 << 2, 4, 8 * 16))) ? (void)0 : drift12_kernel(static_cast< float>((6.375F))); 
# 110
return 0; 
# 111
} 

# 1 "v000416.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7fde02b3_10_v000416_cu_9553cfb5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000416.cudafe1.stub.c"
#include "v000416.cudafe1.stub.c"
# 1 "v000416.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
