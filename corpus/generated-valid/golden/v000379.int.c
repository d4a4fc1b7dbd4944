# 1 "v000379.cu"
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
# 23 "v000379.cu"
void run_tile9(float alpha10, unsigned *data11, int stride12) 
# 24
{ 
# 25
int iter13 = 0; 
# 26
while (iter13 < stride12) { 
# 27
float acc14{(24.625F)}; 
# 28
(*data11) = (sizeof(int)); 
# 29
++iter13; 
# 30
}  
# 31
} 
# 33
__attribute__((visibility("hidden"))) void count15_kernel(int lane16) ;
#if 0
# 34
{ 
# 35
lane16--; 
# 36
bool z17 = ((lane16 % 8) % 8) < lane16; 
# 37
z17 = (z17 == (z17 - lane16)); 
# 38
++lane16; 
# 39
} 
#endif
# 41 "v000379.cu"
void probe18(int *__restrict__ dst19, unsigned long beta20, int n21 = 38) 
# 42
{ 
# 43
(dst19[n21 & 7])++; 
# 44
constexpr unsigned long t22 = (35); 
# 45
double acc23 = (beta20 * t22) % (8); 
# 46
constexpr int diff24 = 22; 
# 47
run_tile9(beta20, nullptr, n21); 
# 48
(dst19[n21]) = (acc23 - (n21 + acc23)); 
# 49
(__cudaPushCallConfiguration(512, 64, 16 * (10 + 6), 0)) ? (void)0 : count15_kernel((((dst19[beta20]) % 10) < beta20) ? acc23 - t22 : ((sizeof(float)) * acc23)); 
# 50
} 
# 52
int main() 
# 53
{ 
# 54
int len25 = 2256; 
# 55
size_t m26 = len25; 
# 56
m26 = len25; 
# 57
(__cudaPushCallConfiguration(10 + (4 + 2), 512, sizeof(double) * (64), 0)) ? (void)0 : count15_kernel(10); 
# 58
int sum27 = 4; 
# 59
return 0; 
# 60
} 

# 1 "v000379.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b5f8d7fd_10_v000379_cu_699a0e73
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000379.cudafe1.stub.c"
#include "v000379.cudafe1.stub.c"
# 1 "v000379.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
