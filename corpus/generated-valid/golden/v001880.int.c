# 1 "v001880.cu"
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
# 11 "v001880.cu"
static float d_shade4[32]; 
# 14
__attribute__((visibility("hidden"))) void grow5_kernel(unsigned *dst6) ;
#if 0
# 15
{ 
# 16
int gid7 = __device_builtin_variable_threadIdx.x; 
# 17
const float e8 = -((dst6[__device_builtin_variable_threadIdx.y]) + (gid7 + (12.375F))); 
# 18
(d_shade4[(__device_builtin_variable_threadIdx.z) & (31)]) = ((dst6 != (nullptr)) ? (dst6[gid7]) * (d_shade4[9]) : (((__device_builtin_variable_threadIdx.y) == gid7) ? 23 : (10.5F))); 
# 19
(*dst6) = ((gid7 % 8) | (dst6[gid7 & 7])); 
# 20
__attribute__((unused)) static long long sh_9; 
# 21
if ((*dst6) < gid7) { 
# 22
goto out10; 
# 23
}  
# 24
if ((gid7 + (dst6[gid7])) != 12U) { 
# 25
return; 
# 26
}  
# 27
out10:; ; 
# 28
} 
#endif
# 30 "v001880.cu"
__attribute__((visibility("hidden"))) void lerp11(int *dst12) ;
#if 0
# 31
{ 
# 32
int gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
(d_shade4[23]) /= (((unsigned)(((__device_builtin_variable_blockIdx.x) == (__device_builtin_variable_threadIdx.x)) ? d_shade4[11] : (4523))) % (((dst12[6]) < (dst12[4])) ? gid13 * gid13 : (33 + (dst12[2])))); 
# 34
double prod14 = (51U); 
# 35
__attribute__((unused)) static float sh_15[8]; 
# 36
do { prod14 += (20.625); } while (0); 
# 37
float acc16(((int)48)); 
# 38
} 
#endif
# 41 "v001880.cu"
__attribute__((visibility("hidden"))) void mix17(long *__restrict__ out18, int stride19) ;
#if 0
# 42
{ 
# 43
int tid20 = __device_builtin_variable_threadIdx.x; 
# 44
if (tid20 >= stride19) { 
# 45
return; 
# 46
}  
# 47
(out18[0]) = stride19; 
# 48
(d_shade4[15]) = (-(24.5F)); 
# 49
bool w21 = (((out18[6]) * 17ULL) * ((out18[6]) * 17ULL)) > tid20; 
# 50
const unsigned mid22 = ((tid20 - __device_builtin_variable_warpSize) * (stride19 % 8)) >> (out18[stride19 & 7]); 
# 51
stride19 >>= ((((__device_builtin_variable_threadIdx.x) + (67)) - (19U - mid22)) * ((40ULL - (__device_builtin_variable_threadIdx.z)) & (stride19 + 4))); 
# 52
} 
#endif
# 54 "v001880.cu"
int main() 
# 55
{ 
# 56
int n23 = 2283; 
# 57
if (((n23 / 29UL) * ((int)11UL)) > n23) { 
# 58
(__cudaPushCallConfiguration(dim3(512, 512), 512, 4096)) ? (void)0 : mix17(nullptr, ((n23 <= n23) ? 49L : 2079UL) - (3753ULL & n23)); 
# 59
} else { if ((n23 * n23) > 52) { 
# 60
return n23; 
# 61
}  }  
# 62
(__cudaPushCallConfiguration((n23 + 63) / 64, 8 * 16, sizeof(int) * (64))) ? (void)0 : grow5_kernel(nullptr); 
# 63
float stride24 = n23; 
# 64
stride24 = n23; 
# 65
(__cudaPushCallConfiguration((n23 + 255) / 256, 32 * 8, 0)) ? (void)0 : lerp11((int *)nullptr); 
# 66
return 0; 
# 67
} 

# 1 "v001880.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8610f4d1_10_v001880_cu_d_shade4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001880.cudafe1.stub.c"
#include "v001880.cudafe1.stub.c"
# 1 "v001880.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
