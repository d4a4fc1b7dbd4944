# 1 "v002183.cu"
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
# 9 "v002183.cu"
inline void reduce4(const float *__restrict__ coef5) 
# 10
{ 
# 11
if ((sizeof(double)) != (coef5[2])) { 
# 12
return; 
# 13
}  
# 14
auto e6 = *coef5; 
# 15
} 
# 16
constexpr double kW7 = (10.0); 
# 17
using ptr8_t = unsigned long *; 
# 19
__attribute__((visibility("hidden"))) void clamp9_kernel(unsigned beta10, int *dst11) ;
#if 0
# 20
{ 
# 21
(*dst11) = kW7; 
# 22
(dst11[4])++; 
# 23
} 
#endif
# 25 "v002183.cu"
double run_tile12(float q13, int len14 = 34UL) 
# 26
{ 
# 27
(__cudaPushCallConfiguration((len14 + 63) / 64, 1 << 8, 1 << 8)) ? (void)0 : clamp9_kernel(kW7, nullptr); 
# 28
double z15 = len14 % sizeof(int); 
# 29
constexpr int r16 = 2509; 
# 30
q13 = kW7; 
# 31
auto u17 = 54LL << len14; 
# 32
long m18 = len14; 
# 33
return 20U; 
# 34
} 
# 36
int main() 
# 37
{ 
# 38
int n19 = 1088; 
# 39
n19 = 40; 
# 40
++n19; 
# 41
n19 >>= 2; 
# 42
const short t20 = run_tile12(32, n19 | n19); 
# 43
return 0; 
# 44
} 

# 1 "v002183.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8242106a_10_v002183_cu_e74ac2f0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002183.cudafe1.stub.c"
#include "v002183.cudafe1.stub.c"
# 1 "v002183.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
