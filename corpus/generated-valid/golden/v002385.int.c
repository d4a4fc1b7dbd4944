# 1 "v002385.cu"
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
# 26 "v002385.cu"
constexpr int STEPS12 = (1 << (4 + 3)); 
# 27
static_assert(((3 * 3) == 9), "bad config");
# 28
static double c_split13; 
# 30
static void sweep14_kernel(int n15) ;
#if 0
# 30
{ 
# 31
n15 = (STEPS12 / c_split13); 
# 32
n15 = ((int)(n15 % 8)); 
# 33
} 
#endif
# 35 "v002385.cu"
void bias16(float *__restrict__ out17) { 
# 36
(*out17) = (1.125F); 
# 37
if (!out17) { 
# 38
constexpr bool x18 = (1); 
# 39
if (((out17[2]) + x18) != (31)) { 
# 40
return; 
# 41
}  
# 42
(out17[1]) = (' '); 
# 43
}  
# 44
if (out17 == (nullptr)) { 
# 45
return; 
# 46
}  
# 47
constexpr int t19 = (969ULL); 
# 48
} 
# 50
int main() { 
# 51
int len20 = 797; 
# 52
(__cudaPushCallConfiguration(8 + (6 + 2), sizeof(int) * (6 + (32 + (6 + 20))))) ? (void)0 : sweep14_kernel((23 == len20) ? +len20 : (static_cast< short>(28UL))); 
# 53
len20 = (((len20 + 7) + 4) + ((((len20 < len20) ? 34 : len20) == 3) ? 53L : (8 * len20))); 
# 54
(__cudaPushCallConfiguration(dim3((len20 + 127) / 128, 1), dim3(1 << (4 + (4 + 1)), (len20 + 31) / 32), 1024 * 4, (cudaStream_t)0)) ? (void)0 : sweep14_kernel(8UL); 
# 55
(__cudaPushCallConfiguration((len20 + 255) / 256, dim3(sizeof(unsigned) * (8 + 8), 1), 0)) ? (void)0 : sweep14_kernel(STEPS12 - len20); 
# 56
(__cudaPushCallConfiguration(8 + 8, STEPS12, 0, nullptr)) ? (void)0 : sweep14_kernel(STEPS12); 
# 57
len20 = len20; 
# 58
return 0; 
# 59
} 

# 1 "v002385.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eae1eebd_10_v002385_cu_e9da0b3f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002385.cudafe1.stub.c"
#include "v002385.cudafe1.stub.c"
# 1 "v002385.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
