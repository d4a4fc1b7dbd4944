# 1 "v000097.cu"
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
# 10 "v000097.cu"
static unsigned d_merge6; 
# 11
__attribute((always_inline)) __attribute__((unused)) inline int march7(const float *src8, int len9, float beta10) 
# 12
{int volatile ___ = 1;(void)src8;(void)len9;(void)beta10;
# 21
::exit(___);}
#if 0
# 12
{ 
# 13
len9 = (((int)((5) - (__device_builtin_variable_threadIdx.x))) * ((31) + (__device_builtin_variable_blockDim.y))); 
# 14
{ 
# 15
const int v11 = beta10; 
# 16
constexpr unsigned stride12 = (13 * (2 * 2)); 
# 17
} 
# 18
const float k13 = *src8; 
# 19
len9 &= (((-((2 * len9) + len9)) >= k13) ? 0UL : (1354)); 
# 20
return beta10; 
# 21
} 
#endif
# 22 "v000097.cu"
__attribute__((visibility("hidden"))) void spread14_kernel(double *__restrict__ buf15, unsigned long *dst16) ;
#if 0
# 23
{ 
# 24
char idx17 = march7(static_cast< const float *>(nullptr), static_cast< float>(*dst16), ((2) * (*buf15)) + (*buf15)); 
# 25
__attribute__((unused)) static float sh_18[8]; 
# 26
float prod19 = buf15[idx17]; 
# 27
prod19 /= prod19; 
# 28
} 
#endif
# 29 "v000097.cu"
int check_decay20(unsigned cfg21, int lane22, int n23) 
# 30
{ 
# 31
long long prod24 = (1462); 
# 32
for (int j25 = 0; j25 < n23; j25++) { 
# 33
++lane22; 
# 34
prod24 = (58); 
# 35
short h26 = (cfg21 - (5)) * (n23 + lane22); 
# 36
}  
# 37
return (n23 != 20L) ? 4 : 2; 
# 38
} 
# 39
int main() 
# 40
{ 
# 41
int n27 = 2448; 
# 42
n27 = check_decay20((2 * n27) + ((2 * n27) + 37), n27, check_decay20(49, n27, n27) - (n27 / 2)); 
# 43
(__cudaPushCallConfiguration(4, 2 * 16)) ? (void)0 : spread14_kernel(nullptr, nullptr); 
# 44
n27 = check_decay20(check_decay20(n27, 52U, n27), n27 / n27, 58UL); 
# 45
auto op28 = [&]() { 
# 46
(n27) |= (static_cast< short>(static_cast< int>(33L))); 
# 47
} ; typedef decltype(op28) __T0;
# 48
op28(); 
# 49
n27 = n27; 
# 50
(__cudaPushCallConfiguration((n27 + 31) / 32, 64)) ? (void)0 : spread14_kernel(static_cast< double *>(nullptr), (unsigned long *)nullptr); 
# 51
return 0; 
# 52
} 

# 1 "v000097.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6c836c01_10_v000097_cu_d_merge6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000097.cudafe1.stub.c"
#include "v000097.cudafe1.stub.c"
# 1 "v000097.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
