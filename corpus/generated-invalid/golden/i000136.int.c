# 1 "i000136.cu"
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
# 11 "i000136.cu"
__attribute((noinline)) __attribute__((unused)) float lerp6(short p7) {int volatile ___ = 1;(void)p7;
# 16
::exit(___);}
#if 0
# 11
{ 
# 12
p7 = (62); 
# 13
(p7--), (p7 ^= p7); 
# 14
--p7; 
# 15
return static_cast< int>(35 + (p7 - p7)); 
# 16
} 
#endif
# 23 "i000136.cu"
__attribute__((visibility("hidden"))) void map_drift9(double *data, int n) ;
#if 0
# 23
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 24 "i000136.cu"
__attribute__((visibility("hidden"))) void map_bias10(int *data, int n) ;
#if 0
# 24
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((int)1)); }  } 
#endif
# 27 "i000136.cu"
void grow11(int *acc12, float alpha13, size_t *__restrict__ dst14) { 
# 28
(__cudaPushCallConfiguration(sizeof(float) * (64 + (4 + 60)), 5 + (4 + (4 + (4 + (5 + (5 + (4 + 1)))))))) ? (void)0 : map_bias10(acc12, ((*acc12) - (dst14[7])) - (41L)); 
# 29
(__cudaPushCallConfiguration(sizeof(int) * (2), 1 << (4 + 4))) ? (void)0 : map_drift9(nullptr, ((64) - alpha13) + (*dst14)); 
# 30
} 
# 32
void run_trace15(double *__restrict__ data16, const int *coef17) { 
# 33
(__cudaPushCallConfiguration(16, 32 * 4)) ? (void)0 : map_drift9(data16, *coef17); 
# 34
(data16[6])++; 
# 35
(data16[0]) += ((static_cast< int>(49)) - (((data16[4]) * (*coef17)) + ((data16[6]) - (22.625)))); 
# 36
(data16[7]) = (((+(*coef17)) + sizeof(unsigned)) * (6)); 
# 37
} 
# 39
int main() { 
# 40
int len18 = 2876; 
# 41
char vals22{len18}; 
# 42
constexpr double stride19 = (-(0.0)); 
# 43
if (((len18 += 2483), (len18 * 21)) >= ((len18 += 2959), (-49))) { 
# 44
constexpr float h20 = (22.625F); 
# 45
unsigned u21 = len18; 
# 46
}  
# 47
return 0; 
# 48
} 

# 1 "i000136.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__83761a05_10_i000136_cu_8e6c795a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000136.cudafe1.stub.c"
#include "i000136.cudafe1.stub.c"
# 1 "i000136.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
