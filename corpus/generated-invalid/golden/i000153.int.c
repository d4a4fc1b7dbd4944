# 1 "i000153.cu"
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
# 13 "i000153.cu"
static double d_gather4; 
# 15
static void stencil5_kernel(bool alpha6) ;
#if 0
# 16
{ 
# 17
++d_gather4; 
# 19
#pragma unroll 8
for (
# 19
int i7 = 0; i7 < 9; i7++) { 
# 20
d_gather4 = (__device_builtin_variable_blockDim.z); 
# 21
}  
# 22
if (d_gather4 == alpha6) { 
# 23
return; 
# 24
}  
# 25
} 
#endif
# 27 "i000153.cu"
__attribute__((visibility("hidden"))) void split8(int lane9, const int *in10) ;
#if 0
# 28
{ 
# 29
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
if (i11 >= lane9) { 
# 31
return; 
# 32
}  
# 33
d_gather4 = (((16.875F) / lane9) * (33L)); 
# 34
__attribute__((unused)) static size_t sh_12; 
# 35
unsigned long diff13 = i11; 
# 36
} 
#endif
# 38 "i000153.cu"
__attribute__((visibility("hidden"))) void rank14_kernel(int lane15) ;
#if 0
# 39
{ 
# 40
int gid16 = __device_builtin_variable_threadIdx.x; 
# 41
if (gid16 >= lane15) { 
# 42
return; 
# 43
}  
# 44
if ((d_gather4 <= lane15) || (d_gather4 > (7))) { 
# 45
return; 
# 46
}  
# 47
switch (gid16) { 
# 48
case 7 + (3 + 1):  
# 49
break; 
# 50
case 0:  
# 51
if ((__device_builtin_variable_threadIdx.x) - lane15) { 
# 52
constexpr int m17 = (3 + ((7 + (3 + 2)) * 3)); 
# 53
d_gather4--; 
# 54
}  
# 55
break; 
# 56
case 6:  
# 57
break; 
# 58
default:  
# 59
break; 
# 60
}  
# 61
} 
#endif
# 62 "i000153.cu"
__attribute__((visibility("hidden"))) void kernel_decl20(int * p); 
# 63
__attribute__((visibility("hidden"))) void kernel_decl20(int *p) ;
#if 0
# 64
{ 
# 65
(p[0]) = 3; 
# 66
} 
#endif
# 68 "i000153.cu"
int main() 
# 69
{ 
# 70
int n18 = 3613; 
# 71
n18--; 
# 72
int res19 = n18; 
# 73
(__cudaPushCallConfiguration(8 * (7 + 9), 64, 1 << (7 + 3), (cudaStream_t)0)) ? (void)0 : rank14_kernel((res19 * 12) * (res19 * 12)); 
# 74
n18 = res19; 
# 75
(__cudaPushCallConfiguration((n18 + 63) / 64, 2 * (7 + (3 + 6)))) ? (void)0 : stencil5_kernel(false); 
# 76
(__cudaPushCallConfiguration((res19 + 255) / 256, 7 + (3 + (7 + (3 + (3 + (3 + (7 + 31)))))))) ? (void)0 : split8(n18, &res19); 
# 77
return 0; 
# 78
} 

# 1 "i000153.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3be81f97_10_i000153_cu_4f39b3e3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000153.cudafe1.stub.c"
#include "i000153.cudafe1.stub.c"
# 1 "i000153.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
