# 1 "v002154.cu"
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
# 24 "v002154.cu"
__attribute__((visibility("hidden"))) void scatter9(double *buf10, float a11) ;
#if 0
# 24
{ 
# 25
if ((buf10[0]) <= (sizeof(float))) { 
# 26
return; 
# 27
}  
# 28
int t12 = (61L); 
# 29
a11 = (14.875F); 
# 30
t12 = ((4) - (__device_builtin_variable_blockDim.x)); 
# 31
if (a11 > (buf10[5])) { 
# 32
return; 
# 33
}  
# 34
} 
#endif
# 36 "v002154.cu"
unsigned char run_lerp13(unsigned *acc14, int count15 = -60) { 
# 37
count15 = count15; 
# 38
(__cudaPushCallConfiguration((count15 + 63) / 64, 1 << (5 + 1))) ? (void)0 : scatter9((double *)nullptr, *acc14); 
# 39
(__cudaPushCallConfiguration(1, (5 + 27) * 8)) ? (void)0 : scatter9(nullptr, *acc14); 
# 40
return (acc14[3]) - count15; 
# 41
} 
# 42
enum class Phase16: short { Red17 = 2, Slow18}; 
# 44
namespace impl19 { 
# 45
__attribute__((unused)) long long stencil20(unsigned *buf21, Phase16 p22) {int volatile ___ = 1;(void)buf21;(void)p22;
# 55
::exit(___);}
#if 0
# 45
{ 
# 46
if (buf21 != (nullptr)) { 
# 47
return buf21[__device_builtin_variable_gridDim.x]; 
# 48
}  
# 49
float m23 = sizeof(signed char) - (buf21[__device_builtin_variable_gridDim.x]); 
# 50
Phase16 flag24 = Phase16::Red17; 
# 51
m23++; 
# 52
flag24 = flag24; 
# 53
char base25 = (39); 
# 54
return m23; 
# 55
} 
#endif
# 56 "v002154.cu"
}
# 58
static void score26(double beta27, long long beta28, const long *src29) { 
# 59
beta28 = ((-((src29[beta28]) % (8))) << (run_lerp13(nullptr))); 
# 60
Phase16 base30 = Phase16::Slow18; 
# 61
beta28 = (3601); 
# 62
++beta27; 
# 63
run_lerp13((unsigned *)nullptr, run_lerp13(nullptr, run_lerp13(nullptr, 6U))); 
# 64
base30 = Phase16::Slow18; 
# 65
} 
# 67
int main() { 
# 68
int size31 = 2071; 
# 69
++size31; 
# 70
(__cudaPushCallConfiguration((size31 + 255) / 256, 1 << (5 + 1), sizeof(int) * (32))) ? (void)0 : scatter9((double *)nullptr, (3135 - size31) + size31); 
# 71
size31 = ((size31 * (run_lerp13((unsigned *)nullptr))) % 8); 
# 72
if (size31 == (size31 % 8)) { 
# 73
return 20; 
# 74
}  
# 75
return 0; 
# 76
} 

# 1 "v002154.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e705ec62_10_v002154_cu_3815bc26
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002154.cudafe1.stub.c"
#include "v002154.cudafe1.stub.c"
# 1 "v002154.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
