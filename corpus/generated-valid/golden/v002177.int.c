# 1 "v002177.cu"
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
# 16 "v002177.cu"
static int c_probe7; 
# 18
__attribute__((unused)) int clamp8(int *acc9) {int volatile ___ = 1;(void)acc9;
# 24
::exit(___);}
#if 0
# 18
{ 
# 19
for (int it10 = c_probe7; it10 > 0; --it10) { 
# 20
(*acc9) *= (-4); 
# 21
--(acc9[c_probe7]); 
# 22
}  
# 23
return 13; 
# 24
} 
#endif
# 26 "v002177.cu"
__attribute__((visibility("hidden"))) void accum11_kernel(unsigned long long *data12, int stride13, float a14, int stride15) ;
#if 0
# 26
{ 
# 27
stride13 ^= stride15; 
# 28
--stride15; 
# 29
} 
#endif
# 31 "v002177.cu"
int host_combine16(int len17) { 
# 32
int t18 = ~(1292 * (~len17)); 
# 33
(__cudaPushCallConfiguration(2 * 4, 13 + (13 + 230))) ? (void)0 : accum11_kernel(nullptr, sizeof(float), (23.125F), len17); 
# 34
len17 ^= len17; 
# 35
(__cudaPushCallConfiguration(256, 128)) ? (void)0 : accum11_kernel(nullptr, t18, (len17 | sizeof(unsigned)) - len17, 62); 
# 36
++len17; 
# 37
return len17; 
# 38
} 
# 40
__attribute((always_inline)) __attribute__((unused)) static inline double march19(const float *__restrict__ input20) {int volatile ___ = 1;(void)input20;
# 57
::exit(___);}
#if 0
# 40
{ 
# 41
switch (c_probe7 | 42U) { 
# 42
case 0:  
# 43
break; 
# 44
}  
# 45
constexpr int k21 = 22; 
# 46
if (!c_probe7) { 
# 47
goto done24; 
# 48
}  
# 49
for (int j22 = 0; j22 < c_probe7; ++j22) { 
# 50
if ((~(c_probe7 & 7UL)) >= (input20[j22])) { 
# 51
} else { 
# 52
int v23 = *input20; 
# 53
}  
# 54
}  
# 55
done24:; ; 
# 56
return ((*input20) * k21); 
# 57
} 
#endif
# 59 "v002177.cu"
int main() { 
# 60
int n25 = 3848; 
# 61
n25 = ((n25 | n25) - n25); 
# 62
float e26 = n25; 
# 63
return 0; 
# 64
} 

# 1 "v002177.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8f7010ec_10_v002177_cu_c_probe7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002177.cudafe1.stub.c"
#include "v002177.cudafe1.stub.c"
# 1 "v002177.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
