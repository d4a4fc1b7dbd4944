# 1 "v000173.cu"
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
# 12 "v000173.cu"
__attribute__((visibility("hidden"))) void decay5_kernel(int stride6, const float *__restrict__ input7, int *buf8) ;
#if 0
# 13
{ 
# 14
(buf8[0])++; 
# 15
char m9{static_cast< char>(((stride6 + 1UL) | (51)) ^ ((unsigned char)48))}; 
# 16
auto x10 = m9 / (3U & m9); 
# 17
++x10; 
# 18
constexpr float off11 = (17.75F); 
# 19
(*buf8) += (x10 - ((long)22)); 
# 20
(buf8[m9 & 7]) &= x10; 
# 21
} 
#endif
# 23 "v000173.cu"
__attribute__((visibility("hidden"))) void norm12_kernel(int stride13, float *__restrict__ buf14) ;
#if 0
# 24
{ 
# 25
(*buf14)++; 
# 26
(*buf14) *= (buf14[stride13]); 
# 27
auto tmp15 = stride13; 
# 28
stride13 = 0; 
# 29
} 
#endif
# 30 "v000173.cu"
constexpr inline double kL16 = (4.25); 
# 32
__attribute__((visibility("hidden"))) void grow17_kernel(int len18, unsigned *out19, const double *input20, int lane21) ;
#if 0
# 33
{ 
# 34
len18 = (-(kL16 * lane21)); 
# 35
auto tmp22 = 31; 
# 36
len18 = (25UL); 
# 37
int idx23 = len18 << (52 & (len18 % tmp22)); 
# 38
(*out19) |= (51); 
# 39
} 
#endif
# 41 "v000173.cu"
__attribute__((visibility("hidden"))) void pivot24_kernel(double p25, float *data26) ;
#if 0
# 42
{ 
# 43
int iter27 = 0; 
# 44
while (iter27 < iter27) { 
# 45
double k28 = (((*data26) * (33LL)) + (49)) / (14.25); 
# 46
--p25; 
# 47
++iter27; 
# 48
}  
# 49
int u29 = ((54UL | iter27) % (7)) * kL16; 
# 50
} 
#endif
# 52 "v000173.cu"
__attribute__((visibility("hidden"))) void warp30_kernel(float *dst31, signed char *acc32) ;
#if 0
# 53
{ 
# 54
(dst31[0]) -= (2); 
# 55
++(*dst31); 
# 56
auto k33 = 256; 
# 57
int res34 = (-10L); 
# 58
res34 = 256; 
# 59
} 
#endif
# 61 "v000173.cu"
namespace impl35 { 
# 62
int host_decay36(int lane37, float q38, int *buf39) 
# 63
{ 
# 64
(__cudaPushCallConfiguration(128, 1 << 8)) ? (void)0 : decay5_kernel(57, reinterpret_cast< const float *>(buf39), buf39); 
# 65
int pass40 = 0; 
# 66
while (pass40 < 14) { 
# 67
unsigned lo41[4] = {}; 
# 68
static_assert((22 > 21), "size check");
# 69
++pass40; 
# 70
}  
# 71
return ((q38 += pass40), lane37) % lane37; 
# 72
} 
# 73
}
# 75
int main() 
# 76
{ 
# 77
int size42 = 3649; 
# 78
float v43[2]{(static_cast< float>(kL16)), (20.375F)}; 
# 79
size_t hi44[6] = {(1834), (57), static_cast< unsigned long>(v43[size42 & 1]), 7UL}; 
# 80
(__cudaPushCallConfiguration((size42 + 127) / 128, 32)) ? (void)0 : norm12_kernel((hi44[0]) | (2), (float *)nullptr); 
# 81
(__cudaPushCallConfiguration((size42 + 31) / 32, 2 + 254)) ? (void)0 : grow17_kernel(-(((35) > (v43[size42 & 1])) ? size42 : size42), nullptr, (const double *)nullptr, size42); 
# 82
(__cudaPushCallConfiguration((size42 + 63) / 64, 128)) ? (void)0 : pivot24_kernel(2, v43); 
# 83
return 0; 
# 84
} 

# 1 "v000173.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__978d9692_10_v000173_cu_f6c4c7ad
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000173.cudafe1.stub.c"
#include "v000173.cudafe1.stub.c"
# 1 "v000173.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
