# 1 "v002114.cu"
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
# 17 "v002114.cu"
__attribute__((visibility("hidden"))) void mix8_kernel(const float *src9, char *buf10, int count11) ;
#if 0
# 18
{ 
# 19
count11 %= ((49UL - count11) & ((14U) - (static_cast< long>(buf10[0])))); 
# 20
float h12 = (16) - (src9[3]); 
# 21
const int *t13 = (nullptr); 
# 22
float hi14 = ((46 - count11) + (*t13)) + (((buf10[count11 & 7]) * (*t13)) * ((src9[count11]) * count11)); 
# 23
constexpr int diff15 = 30; 
# 24
h12 *= (13.625F); 
# 25
} 
#endif
# 26 "v002114.cu"
typedef int idx16_t; 
# 28
void update17(float *acc18, int lane19) 
# 29
{ 
# 30
(*acc18) = (((long)lane19) - (*acc18)); 
# 31
(acc18[lane19 & 7]) *= lane19; 
# 32
(acc18[7]) = (acc18[lane19 & 7]); 
# 33
(*acc18) *= ((lane19 * (3512 | lane19)) ^ ((23 + lane19) % lane19)); 
# 34
} 
# 36
unsigned char stencil20(double alpha21, double b22) 
# 37
{ 
# 38
alpha21 = (23.625); 
# 39
auto res23 = 0UL; 
# 40
float x24 = ((48U) - (res23 - res23)) * (18.375F); 
# 41
return (20) | res23; 
# 42
} 
# 49
__attribute__((visibility("hidden"))) void map_accum26(double *data, int n) ;
#if 0
# 49
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 51 "v002114.cu"
short host_combine27(unsigned cfg28) 
# 52
{ 
# 53
(__cudaPushCallConfiguration((cfg28 + (63)) / (64), sizeof(int) * (8), sizeof(float) * (256), 0)) ? (void)0 : map_accum26(nullptr, stencil20(cfg28 + cfg28, (11.5))); 
# 54
cfg28 ^= (16); 
# 55
cfg28 = cfg28; 
# 56
if ((cfg28 <= (13)) || (cfg28 != (9))) { 
# 57
return cfg28; 
# 58
}  
# 59
cfg28 = (58L); 
# 60
constexpr double r29 = (61); 
# 61
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : mix8_kernel(nullptr, (char *)nullptr, +(cfg28 | 28U)); 
# 62
return (cfg28); 
# 63
} 
# 65
int main() 
# 66
{ 
# 67
int len30 = 2499; 
# 68
switch (len30) { 
# 69
case 8:  
# 70
break; 
# 71
case 7:  { 
# 72
float k31 = (16.25F); 
# 73
len30 = ((host_combine27(len30)) / k31); 
# 74
break; 
# 75
} 
# 76
}  
# 77
return 0; 
# 78
} 

# 1 "v002114.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__12854aa2_10_v002114_cu_55cc8b6b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002114.cudafe1.stub.c"
#include "v002114.cudafe1.stub.c"
# 1 "v002114.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
