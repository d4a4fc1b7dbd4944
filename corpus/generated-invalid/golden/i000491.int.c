# 1 "i000491.cu"
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
# 17 "i000491.cu"
__attribute__((visibility("hidden"))) void split7(int stride8) ;
#if 0
# 18
{ 
# 19
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if (idx9 >= stride8) { 
# 21
return; 
# 22
}  
# 23
stride8++; 
# 24
long idx10 = (__device_builtin_variable_blockIdx.x) + 27UL; 
# 25
} 
#endif
# 27 "i000491.cu"
__attribute__((visibility("hidden"))) void decay11(float *data12, int len13) ;
#if 0
# 28
{ 
# 29
(data12[1])--; 
# 30
if ((len13 << len13) > len13) { 
# 31
(data12[1]) = (((float)len13) / (2)); 
# 32
if ((39) >= (data12[5])) { 
# 33
return; 
# 34
}  
# 35
long lo14[5]{4L, (long)(*data12), (43), (3726), (-38)}; 
# 36
}  
# 37
(*data12)--; 
# 38
} 
#endif
# 40 "i000491.cu"
extern "C" {
# 41
__attribute__((visibility("hidden"))) void stencil15(float beta16, int count17) ;
#if 0
# 42
{ 
# 43
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
if (gid18 >= count17) { 
# 45
return; 
# 46
}  
# 47
{ 
# 48
if (((25) > (__device_builtin_variable_threadIdx.x)) && (gid18 <= (__device_builtin_variable_blockDim.x))) { 
# 49
return; 
# 50
}  
# 51
beta16 -= (beta16 + (9)); 
# 52
} 
# 53
const float m19 = (__alignof__(float)) - (count17 + (16.75F)); 
# 54
int idx20 = ((2670) - (__device_builtin_variable_threadIdx.x)) >> (count17 - 44); 
# 55
float k21 = beta16 - (idx20 / (idx20 + m19)); 
# 56
long z22 = ((count17 >> (__device_builtin_variable_threadIdx.y)) > ((beta16 + (128)) * count17)) ? count17 >> (__device_builtin_variable_threadIdx.y) : ((beta16 + (128)) * count17); 
# 57
} 
#endif
# 58 "i000491.cu"
}
# 65
__attribute__((visibility("hidden"))) void map_combine24(int *data, int n) ;
#if 0
# 65
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((int)1)); }  } 
#endif
# 67 "i000491.cu"
__attribute__((visibility("hidden"))) void relax25(int lane26) ;
#if 0
# 68
{ 
# 69
int i27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 70
if ((i27 >= sizeof(unsigned short)) && (lane26 < i27)) { 
# 71
return; 
# 72
}  
# 73
if ((lane26 - 13) > lane26) { 
# 74
auto hi28 = i27; 
# 75
float z29 = (128); 
# 76
}  
# 77
int e30[8]{61, i27, static_cast< int>(i27), (int)lane26, 36, 22, (8L), (5U)}; 
# 78
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 79 "i000491.cu"
template< class T> static void 
# 80
__wrapper__device_stub_fill_kernel32(T &value, T *&out) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 81
{ 
# 82
(out[__device_builtin_variable_threadIdx.x]) = value; 
# 83
} 
#endif

#pragma GCC diagnostic pop

# 79 "i000491.cu"
template< class T> static void 
# 80
fill_kernel32(T value, T *out) 
# 81
{__wrapper__device_stub_fill_kernel32<T>(value,out);
# 83
return;}
#if 0
# 81
{ 
# 82
(out[__device_builtin_variable_threadIdx.x]) = value; 
# 83
} 
#endif
# 85 "i000491.cu"
int main() 
# 86
{ 
# 87
int count31 = 941; 
# 88
struct Local33 { 
# 89
int a; 
# 90
}; 
# 91
Local33 item34 = {1}; 
# 92
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : fill_kernel32(item34, (Local33 *)nullptr); 
# 93
(__cudaPushCallConfiguration((count31 + 63) / 64, 256)) ? (void)0 : stencil15(count31 + (7 + count31), count31 - (-count31)); 
# 94
--count31; 
# 95
(__cudaPushCallConfiguration(128 + (128 + (128 + 128)), 512, 0)) ? (void)0 : split7(count31); 
# 96
(__cudaPushCallConfiguration(1 << 1, 7 + (128 + (7 + 370)))) ? (void)0 : decay11((float *)nullptr, count31); 
# 97
(__cudaPushCallConfiguration(2, dim3(2, 128 + 128, 32), 0)) ? (void)0 : map_combine24(nullptr, count31 + 54); 
# 98
return 0; 
# 99
} 

# 1 "i000491.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__04dcabae_10_i000491_cu_34947857
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000491.cudafe1.stub.c"
#include "i000491.cudafe1.stub.c"
# 1 "i000491.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
