# 1 "v001785.cu"
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
# 9 "v001785.cu"
__attribute__((unused)) inline int bias3(int n4, short q5, const float *src6) {int volatile ___ = 1;(void)n4;(void)q5;(void)src6;
# 15
::exit(___);}
#if 0
# 9
{ 
# 10
if (!src6) { 
# 11
return (*src6) / (17); 
# 12
}  
# 13
n4 = n4; 
# 14
return ((q5 & n4) + (*src6)) * n4; 
# 15
} 
#endif
# 17 "v001785.cu"
extern "C" __attribute__((visibility("hidden"))) void kick7(long q8, short q9, int len10) ;
#if 0
# 17
{ 
# 18
q9 = ((q9 - (static_cast< double>((11.125F)))) * (q9 - (static_cast< double>((11.125F))))); 
# 19
q8 = (bias3((-q8) - ((26) - q8), bias3(q8 & (8), 3, nullptr), nullptr)); 
# 20
} 
#endif
# 22 "v001785.cu"
__attribute__((visibility("hidden"))) void tally11_kernel(char alpha12, int *__restrict__ out13, double b14) ;
#if 0
# 22
{ 
# 23
float hi15 = out13[alpha12]; 
# 24
if (alpha12 < bias3(9, __device_builtin_variable_threadIdx.z, (const float *)nullptr)) { 
# 25
return; 
# 26
}  
# 27
if (bias3((__device_builtin_variable_blockDim.x) + hi15, ((__device_builtin_variable_blockIdx.y) != (*out13)) ? 14 : alpha12, nullptr) > bias3(1UL, 34, nullptr)) { 
# 28
(out13[7]) = bias3(hi15 + (3), (((out13[__device_builtin_variable_blockIdx.y]) += b14), (out13[__device_builtin_variable_blockDim.x])) | 24, nullptr); 
# 29
switch (alpha12) { 
# 30
case 6:  
# 31
break; 
# 32
default:  
# 33
alpha12 = (alpha12 * b14); 
# 34
break; 
# 35
}  
# 36
}  
# 37
b14 = ((3) + (b14 * (3 + alpha12))); 
# 38
} 
#endif
# 41 "v001785.cu"
constexpr int run_bias16(int len17, int stride18) { 
# 42
return len17 * (34UL * stride18); 
# 43
} 
# 44
static unsigned d_spread19; 
# 46
__attribute__((visibility("hidden"))) void count20(float *__restrict__ out21, const float *coef22, float *acc23) ;
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern int dyn_24[]; 
# 48
int i25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
(out21[6]) = ((52U + (i25 | i25)) << i25); 
# 50
if (((((__device_builtin_variable_blockIdx.y) >= (dyn_24[__device_builtin_variable_gridDim.z])) && ((*out21) > ('a'))) ? (dyn_24[i25 & 7]) + d_spread19 : (d_spread19 | d_spread19)) >= ((dyn_24[i25]) * (dyn_24[d_spread19]))) { 
# 51
constexpr char m26 = ((3 + (3 + 5)) * 5); 
# 52
d_spread19 = (bias3(-4, (4) - d_spread19, out21)); 
# 53
}  
# 54
double u27 = bias3((i25 == 26LL) ? (__device_builtin_variable_blockDim.x) + (__device_builtin_variable_gridDim.x) : (bias3(40L, 31, coef22)), 1809, static_cast< const float *>(nullptr)); 
# 55
} 
#endif
# 57 "v001785.cu"
int main() { 
# 58
int len28 = 2451; 
# 59
len28 = len28; 
# 60
len28 = ((run_bias16(len28, 13UL) >> 2) / 28); 
# 61
(__cudaPushCallConfiguration(1, 3 + 29)) ? (void)0 : kick7((sizeof(unsigned) % len28) - ((len28 != len28) ? len28 : len28), run_bias16(len28, len28) * run_bias16(len28, len28), 3); 
# 62
(__cudaPushCallConfiguration(1, dim3(1 << 2, sizeof(unsigned) * (3 + 1), 1))) ? (void)0 : tally11_kernel((len28 ^ 45UL) & (3 << len28), nullptr, ((len28 & 1) && (len28 < len28)) ? len28 : (63 * len28)); 
# 63
(__cudaPushCallConfiguration(sizeof(float) * (3 + (3 + (3 + (3 + (3 + 1))))), 64)) ? (void)0 : count20(nullptr, (const float *)nullptr, static_cast< float *>(nullptr)); 
# 64
return 0; 
# 65
} 

# 1 "v001785.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4098b636_10_v001785_cu_kick7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001785.cudafe1.stub.c"
#include "v001785.cudafe1.stub.c"
# 1 "v001785.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
