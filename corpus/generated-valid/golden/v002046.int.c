# 1 "v002046.cu"
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
# 8 "v002046.cu"
__attribute((noinline)) __attribute__((unused)) float tile3(int *out4, unsigned long long b5) {int volatile ___ = 1;(void)out4;(void)b5;
# 15
::exit(___);}
#if 0
# 8
{ 
# 9
const double acc6 = ((20.75) + b5) - (45UL); 
# 10
++b5; 
# 11
if (b5 < acc6) { 
# 12
return ((*out4) >> (out4[7])) + (out4[3]); 
# 13
}  
# 14
return 4L; 
# 15
} 
#endif
# 17 "v002046.cu"
__attribute__((visibility("hidden"))) void gather7_kernel(int len8) ;
#if 0
# 17
{ 
# 18
if ((len8 / len8) >= 17) { 
# 19
return; 
# 20
}  
# 21
len8 = ((float)len8); 
# 22
int q9 = tile3(&len8, tile3((int *)nullptr, len8 + len8)); 
# 23
len8 = (16U % len8); 
# 24
} 
#endif
# 26 "v002046.cu"
__attribute__((visibility("hidden"))) void trace10_kernel(float *acc11, const int *coef12, unsigned long a13) ;
#if 0
# 26
{ 
# 27
for (int j14 = 0; j14 < 12; ++j14) { 
# 28
(acc11[5]) = ((coef12[3]) / (((0) * a13) + j14)); 
# 29
(*acc11) = ((7.25F) / (+(+(*coef12)))); 
# 30
}  
# 31
} 
#endif
# 33 "v002046.cu"
__attribute__((unused)) long sweep15(unsigned *out16, int *acc17, int n18) {int volatile ___ = 1;(void)out16;(void)acc17;(void)n18;
# 44
::exit(___);}
#if 0
# 33
{ 
# 34
(acc17[n18])++; 
# 35
if (((acc17[n18]) % 39U) > (out16[n18])) { 
# 36
return n18; 
# 37
}  
# 38
if ((acc17[6]) <= 22) { 
# 39
return n18 - 44; 
# 40
}  
# 41
--n18; 
# 42
(acc17[4]) = (17UL + ((unsigned)n18)); 
# 43
return U'\x41'; 
# 44
} 
#endif
# 46 "v002046.cu"
int main() { 
# 47
int count19 = 1808; 
# 48
count19 = (14 << count19); 
# 49
count19++; 
# 50
++count19; 
# 51
(__cudaPushCallConfiguration(512, 1 << 6, sizeof(double) * (32))) ? (void)0 : gather7_kernel((42 - count19) << count19); 
# 52
(__cudaPushCallConfiguration((count19 + 31) / 32, 128, 256 * 16, 0)) ? (void)0 : trace10_kernel((float *)nullptr, nullptr, count19); 
# 53
return 0; 
# 54
} 

# 1 "v002046.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bb30defc_10_v002046_cu_4145cadb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002046.cudafe1.stub.c"
#include "v002046.cudafe1.stub.c"
# 1 "v002046.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
