# 1 "v000000.cu"
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
# 21 "v000000.cu"
__attribute__((visibility("hidden"))) void trace6_kernel(unsigned *__restrict__ dst7, int n8) ;
#if 0
# 21
{ 
# 22
n8--; 
# 23
__attribute__((unused)) static float sh_9[64]; 
# 24
(sh_9[2]) = (((n8 * 3) % 8) % 8); 
# 25
__attribute__((unused)) static size_t sh_10[16]; 
# 26
float u11 = (24.75F) / (dst7[1]); 
# 27
} 
#endif
# 29 "v000000.cu"
__attribute__((visibility("hidden"))) void tally12_kernel(int stride13) ;
#if 0
# 29
{ 
# 30
stride13 ^= (((stride13 + 47) % 8) * stride13); 
# 31
unsigned long long *y14 = ((unsigned long long *)nullptr); 
# 32
if (stride13 == (y14[1])) { 
# 33
constexpr unsigned base15 = ((1 + 1) * 5); 
# 34
int w16 = y14[4]; 
# 35
}  
# 36
} 
#endif
# 37 "v000000.cu"
static unsigned char c_pack17; 
# 38
enum class Phase18 { 
# 39
Mul19, 
# 40
Idle20, 
# 41
On21, 
# 42
Off22, 
# 43
Green23
# 44
}; 
# 45
constexpr double kB24 = (9.0); 
# 47
int main() { 
# 48
int count25 = 1158; 
# 49
count25--; 
# 50
{ 
# 51
count25 = (sizeof(int)); 
# 52
if (count25 <= kB24) { 
# 53
return 29; }  
# 54
} 
# 55
(__cudaPushCallConfiguration(dim3((count25 + 255) / 256, 1 + 511, (count25 + 63) / 64), 256)) ? (void)0 : trace6_kernel(nullptr, 42U); 
# 56
(__cudaPushCallConfiguration(2, 512)) ? (void)0 : tally12_kernel((size_t)kB24); 
# 57
return 0; 
# 58
} 

# 1 "v000000.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fc4436c9_10_v000000_cu_a4755f84
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000000.cudafe1.stub.c"
#include "v000000.cudafe1.stub.c"
# 1 "v000000.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
