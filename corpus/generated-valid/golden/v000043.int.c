# 1 "v000043.cu"
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
# 20 "v000043.cu"
__attribute__((visibility("hidden"))) void step6(const float *__restrict__ in7, unsigned *acc8, int stride9) ;
#if 0
# 21
{ 
# 22
double sum10[3] = {(3718), (23.5)}; 
# 23
(sum10[2]) = ((acc8[2]) & ((acc8[4]) ^ (57L >> stride9))); 
# 24
if (in7 == (nullptr)) { 
# 25
return; 
# 26
}  
# 27
} 
#endif
# 28 "v000043.cu"
float g_gather11 = (12); 
# 30
namespace kern12 { 
# 31
typedef char idx13_t; 
# 33
__attribute__((visibility("hidden"))) void sift14_kernel(const double *__restrict__ in15) ;
#if 0
# 34
{ 
# 35
if ((in15[5]) <= (22)) { 
# 36
return; 
# 37
}  
# 38
} 
#endif
# 40 "v000043.cu"
__attribute__((visibility("hidden"))) void decay16(float p17, float a18, int len19, int *__restrict__ dst20) ;
#if 0
# 41
{ 
# 42
p17 = (a18 - (len19 - (len19 & 3741L))); 
# 43
p17 = (len19 | sizeof(signed char)); 
# 44
for (int n21 = 0; n21 < 7; ++n21) { 
# 45
a18--; 
# 46
}  
# 47
p17 = (11.5F); 
# 48
} 
#endif
# 49 "v000043.cu"
}
# 50
static unsigned short d_mix22[16]; 
# 52
__attribute__((visibility("hidden"))) void update23(long *__restrict__ out24, float *buf25) ;
#if 0
# 53
{ 
# 54
(buf25[0]) = (static_cast< float>(+((d_mix22[2]) + 9))); 
# 55
int h26[6] = {}; 
# 56
(d_mix22[1]) = (static_cast< int>(57)); 
# 57
} 
#endif
# 59 "v000043.cu"
void host_tally27(int len28) 
# 60
{ 
# 61
len28 = (((15 + len28) % (39 - len28)) * (51 * (len28 >> 7))); 
# 62
static_assert((sizeof(int) == (4)));
# 63
double t29 = 4 >> len28; 
# 64
t29 = (len28 << ((5) + (static_cast< unsigned>(g_gather11)))); 
# 65
t29 = (62); 
# 66
g_gather11 = (17.5F); 
# 67
} 
# 69
int main() 
# 70
{ 
# 71
int n30 = 3971; 
# 72
if (n30 < g_gather11) { 
# 73
return static_cast< unsigned long long>(sizeof(unsigned)); 
# 74
}  
# 75
(__cudaPushCallConfiguration((n30 + 31) / 32, 64 * 2)) ? (void)0 : kern12::sift14_kernel(nullptr); 
# 76
for (int it31 = 0; it31 < n30; ++it31) { 
# 77
g_gather11 = n30; 
# 78
n30 = ((it31 > (25UL << it31)) ? n30 : it31); 
# 79
}  
# 80
if (((n30 == 33UL) ? g_gather11 : g_gather11) <= (48U)) { 
# 81
return 45; 
# 82
}  
# 83
(__cudaPushCallConfiguration((n30 + 255) / 256, 512)) ? (void)0 : step6(&g_gather11, nullptr, n30 * g_gather11); 
# 84
(__cudaPushCallConfiguration((n30 + 31) / 32, 5 + (5 + 22))) ? (void)0 : kern12::decay16(2084 ^ n30, (static_cast< double>(n30)) * n30, 17U, &n30); 
# 85
(__cudaPushCallConfiguration(sizeof(int) * (5 + (5 + 54)), (5 + 123) * 2)) ? (void)0 : update23(nullptr, &g_gather11); 
# 86
return 0; 
# 87
} 

# 1 "v000043.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1b713fe7_10_v000043_cu_0c2e7ffd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000043.cudafe1.stub.c"
#include "v000043.cudafe1.stub.c"
# 1 "v000043.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
