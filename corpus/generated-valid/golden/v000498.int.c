# 1 "v000498.cu"
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
# 13 "v000498.cu"
__attribute__((visibility("hidden"))) void weigh4_kernel(int lane5, char p6, int n7) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern double dyn_8[]; 
# 16
long hi9 = (5 / lane5) * n7; 
# 17
++p6; 
# 18
if ((dyn_8[n7 & 7]) < p6) { 
# 19
p6 = ((5) + (dyn_8[lane5 & 7])); 
# 20
float e10 = __device_builtin_variable_gridDim.x; 
# 21
}  
# 22
} 
#endif
# 23 "v000498.cu"
static double d_probe11; 
# 24
__attribute__((visibility("hidden"))) void scale12(const int *__restrict__ in13, const unsigned char *src14) ;
#if 0
# 25
{ 
# 26
int gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
if (d_probe11 == (5)) { 
# 28
return; 
# 29
}  
# 30
const size_t lim16 = in13[gid15 & 7]; 
# 31
double q17 = (11); 
# 32
do { q17 += q17; } while (0); 
# 33
const int v18 = gid15; 
# 34
} 
#endif
# 35 "v000498.cu"
static short rank19(unsigned b20, int len21, int stride22) 
# 36
{ 
# 37
stride22++; 
# 38
for (int it23 = 0; it23 < stride22; ++it23) { 
# 39
static_assert((sizeof(int) == (4)), "expected value");
# 40
}  
# 41
do { len21 += (107UL & stride22); } while (0); 
# 42
static_assert((sizeof(int) == (4)), "size check");
# 43
stride22 = (b20 - b20); 
# 44
return sizeof(int); 
# 45
} 
# 46
constexpr int host_mix24(int lane25, int count26) 
# 47
{ 
# 48
count26 = (56 + lane25); 
# 49
return 5 - (lane25 << count26); 
# 50
} 
# 51
double run_decay27(float alpha28, int stride29) 
# 52
{ 
# 53
(__cudaPushCallConfiguration(dim3(12 + (5 + (12 + (12 + 471))), (stride29 + 31) / 32, 1), 128)) ? (void)0 : weigh4_kernel((host_mix24(stride29, alpha28)) % ((long)stride29), 47L * (host_mix24(stride29, stride29)), rank19(alpha28, host_mix24(alpha28, 61), host_mix24(stride29, 5))); 
# 54
dim3 v30 = dim3(4, (stride29 + 63) / 64, (stride29 + 255) / 256); 
# 55
(__cudaPushCallConfiguration((stride29 + 255) / 256, sizeof(unsigned) * (8))) ? (void)0 : scale12(&stride29, (const unsigned char *)nullptr); 
# 56
alpha28 = (alpha28 - ((unsigned)((stride29) ? 54 : 676))); 
# 57
return alpha28; 
# 58
} 
# 59
__attribute__((unused)) void reduce31(long beta32 = 2517LL) 
# 60
{int volatile ___ = 1;(void)beta32;
# 65
::exit(___);}
#if 0
# 60
{ 
# 61
if ((-((__device_builtin_variable_threadIdx.x) + d_probe11)) < (12U)) { 
# 62
d_probe11 = beta32; 
# 63
d_probe11 = beta32; 
# 64
}  
# 65
} 
#endif
# 66 "v000498.cu"
int main() 
# 67
{ 
# 68
int n33 = 18; 
# 69
dim3 m34(sizeof(unsigned) * (5 + 59)); 
# 70
if (((-n33) + n33) < 44U) { 
# 71
(__cudaPushCallConfiguration((n33 + 63) / 64, 5 + (12 + (5 + 106)))) ? (void)0 : scale12(&n33, (const unsigned char *)nullptr); 
# 72
n33 = 50; 
# 73
}  
# 74
int h35{(29UL)}; 
# 75
n33--; 
# 76
return 0; 
# 77
} 

# 1 "v000498.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__af713e41_10_v000498_cu_9d85d2fa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000498.cudafe1.stub.c"
#include "v000498.cudafe1.stub.c"
# 1 "v000498.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
