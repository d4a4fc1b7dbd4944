# 1 "v000692.cu"
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
# 12 "v000692.cu"
long g_weigh5[] = {(4791U), (68), (22), (-992L), (17), (54UL)}; 
# 14
__attribute__((visibility("hidden"))) void scatter6(int stride7) ;
#if 0
# 15
{ 
# 16
stride7 = ((stride7 < stride7) ? stride7 : stride7); 
# 17
__attribute__((unused)) static short sh_8[8]; 
# 18
(sh_8[stride7]) = ((43) + (__device_builtin_variable_gridDim.x)); 
# 19
__attribute__((unused)) static float sh_9[16]; 
# 20
stride7 = (-1776); 
# 21
__attribute__((unused)) static int sh_10; 
# 22
} 
#endif
# 23 "v000692.cu"
const char *g_sift11 = ("C:\\dir"); 
# 26
__attribute__((visibility("hidden"))) void trace12_kernel(const float *input13, const int *src14, double cfg15, int n16) ;
#if 0
# 27
{ 
# 28
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if (idx17 >= n16) { 
# 30
return; 
# 31
}  
# 32
cfg15 = (14.625); 
# 33
cfg15 = (4); 
# 34
for (int it18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it18 < 16; it18 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 35
cfg15 = (43); 
# 36
n16 = (__device_builtin_variable_blockDim.x); 
# 37
n16--; 
# 38
}  
# 39
n16 = (src14[4]); 
# 40
} 
#endif
# 42 "v000692.cu"
__attribute__((visibility("hidden"))) void pack19(int count20) ;
#if 0
# 43
{ 
# 44
count20 = ((char)61); 
# 45
count20 = count20; 
# 46
__attribute__((unused)) static float sh_21; 
# 47
float hi22{(9.0F)}; 
# 48
count20 = (__device_builtin_variable_threadIdx.x); 
# 49
int val23 = (62LL); 
# 50
__attribute__((unused)) static float sh_24; 
# 51
} 
#endif
# 53 "v000692.cu"
inline int host_weigh25(size_t a26) 
# 54
{ 
# 55
(__cudaPushCallConfiguration(128, ((dim3)((a26 + (255)) / (256))))) ? (void)0 : scatter6((8 + (g_sift11[0])) + (g_weigh5[5])); 
# 56
cudaStream_t r27 = (nullptr); 
# 57
(g_weigh5[0]) = (57); 
# 58
a26 = (((a26 < (a26 + (g_sift11[1]))) ? a26 : (a26 + (g_sift11[1]))) * (g_sift11[0])); 
# 59
(__cudaPushCallConfiguration(32, 32 * 16)) ? (void)0 : trace12_kernel((const float *)nullptr, nullptr, (3.0F), (3 - (g_sift11[1])) + ((unsigned)(g_sift11[1]))); 
# 60
(__cudaPushCallConfiguration((a26 + (63)) / (64), 32)) ? (void)0 : scatter6(g_weigh5[a26]); 
# 61
dim3 acc28 = dim3(8, 64, 4); 
# 62
return (605UL + a26) / (g_weigh5[a26]); 
# 63
} 
# 65
double grow29(char cfg30, int stride31 = 12) 
# 66
{ 
# 67
for (int i32 = 0; i32 < 2; ++i32) { 
# 68
(cfg30++), (stride31 = host_weigh25(host_weigh25(g_sift11[1]))); 
# 69
}  
# 70
(__cudaPushCallConfiguration((stride31 + 63) / 64, 32)) ? (void)0 : pack19(-(g_sift11[1])); 
# 71
return 35L; 
# 72
} 
# 74
int main() 
# 75
{ 
# 76
int count33 = 3420; 
# 77
count33 = (7UL - count33); 
# 78
(__cudaPushCallConfiguration(((dim3)(64 * 2)), 512)) ? (void)0 : scatter6(2562L); 
# 79
return 0; 
# 80
} 

# 1 "v000692.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8d047f2e_10_v000692_cu_g_weigh5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000692.cudafe1.stub.c"
#include "v000692.cudafe1.stub.c"
# 1 "v000692.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
