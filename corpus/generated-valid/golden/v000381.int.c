# 1 "v000381.cu"
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
# 15 "v000381.cu"
__attribute__((visibility("hidden"))) void lerp7(int *acc8, const float *in9) ;
#if 0
# 16
{ 
# 17
unsigned gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
__attribute__((unused)) static int sh_11[256]; 
# 19
long long val12{static_cast< long long>(((sh_11[206]) += (acc8[7])), ((acc8[(__device_builtin_variable_gridDim.z) & (7)]) * 19UL))}; 
# 20
val12 = 55LL; 
# 21
(acc8[__device_builtin_variable_gridDim.z]) = 64; 
# 22
__attribute__((unused)) static double sh_13[64]; 
# 23
val12 |= (((4644) - gid10) % ((unsigned char)(8 + (*acc8)))); 
# 24
if (((acc8[2]) * (sh_11[__device_builtin_variable_threadIdx.z])) < 37U) { 
# 25
return; }  
# 26
} 
#endif
# 28 "v000381.cu"
namespace img14 { namespace v15 { 
# 29
enum class Axis16: short { On17, Red18, Low19, Idle20 = 6}; 
# 30
}}
# 32
__attribute__((visibility("hidden"))) void tile21_kernel(double *data22, img14::v15::Axis16 alpha23, unsigned alpha24) ;
#if 0
# 33
{ 
# 34
for (int i25 = 0; i25 < 7; i25++) { 
# 35
(*data22) = ((alpha24 * alpha24) - (data22[__device_builtin_variable_warpSize])); 
# 36
do { (data22[7]) += ((i25 - (alpha24 | i25)) & ((64) * (__device_builtin_variable_threadIdx.y))); } while (0); 
# 37
if (alpha24 < alpha24) { 
# 38
return; }  
# 39
}  
# 40
} 
#endif
# 41 "v000381.cu"
static float g_march26; 
# 43
constexpr int host_relax27(int count28) 
# 44
{ 
# 45
count28 = ((count28 += 35U), (count28 + ((2 * count28) + 27))); 
# 46
return count28; 
# 47
} 
# 49
int main() 
# 50
{ 
# 51
int n29 = 1495; 
# 52
(__cudaPushCallConfiguration(64, 128)) ? (void)0 : tile21_kernel((double *)nullptr, img14::v15::Axis16::Idle20, 64); 
# 53
(__cudaPushCallConfiguration((n29 + 127) / 128, 128)) ? (void)0 : lerp7((int *)nullptr, nullptr); 
# 54
(__cudaPushCallConfiguration(2 * 2, 8 * 4)) ? (void)0 : lerp7(nullptr, nullptr); 
# 55
return 0; 
# 56
} 

# 1 "v000381.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f21c68c3_10_v000381_cu_cd6fab62
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000381.cudafe1.stub.c"
#include "v000381.cudafe1.stub.c"
# 1 "v000381.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
