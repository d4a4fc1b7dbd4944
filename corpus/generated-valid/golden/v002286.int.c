# 1 "v002286.cu"
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
# 19 "v002286.cu"
__attribute__((visibility("hidden"))) void step7(float *__restrict__ buf8, int *__restrict__ out9, int n10, unsigned a11) ;
#if 0
# 19
{ 
# 20
if (__device_builtin_variable_threadIdx.x) { 
# 21
return; }  
# 22
++a11; 
# 23
++(*out9); 
# 24
for (int it12 = 0; it12 < (sizeof(float) * (3)); it12++) { 
# 25
a11 = n10; 
# 26
--(*buf8); 
# 27
}  
# 28
} 
#endif
# 30 "v002286.cu"
__attribute__((visibility("hidden"))) void grow13_kernel(int *__restrict__ out14, int *out15, int len16, int stride17) ;
#if 0
# 30
{ 
# 31
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if (gid18 >= stride17) { 
# 33
return; }  
# 34
float *z19 = reinterpret_cast< float *>(out14); 
# 35
float e20 = *out14; 
# 36
if (len16 || ((__device_builtin_variable_threadIdx.x) >= stride17)) { 
# 37
return; }  
# 38
int lo21(18); 
# 39
} 
#endif
# 40 "v002286.cu"
constexpr inline long STEPS22 = (5); 
# 41
enum class Phase23 { Busy24, Red25 = 6}; 
# 44
__attribute__((visibility("hidden"))) void fold26_kernel(int *__restrict__ data27, int *out28) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern unsigned dyn_29[]; 
# 46
unsigned tid30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
for (int i31 = 0; i31 < 9; i31++) { 
# 48
Phase23 flag32 = Phase23::Red25; 
# 49
unsigned off33 = __device_builtin_variable_threadIdx.z; 
# 50
}  
# 51
if (!out28) { 
# 52
(out28[3]) = ((56) - (((static_cast< unsigned long>(out28[6])) + tid30) + tid30)); 
# 53
constexpr float hi34 = (23.125F); 
# 54
unsigned x35 = tid30 << ((21) * (dyn_29[5])); 
# 55
}  
# 56
} 
#endif
# 58 "v002286.cu"
int main() { 
# 59
int size36 = 2494; 
# 60
--size36; 
# 61
dim3 prod37((size36 + 255) / 256, 4 * 16, 2); 
# 62
size36 = (static_cast< int>(STEPS22 * size36)); 
# 63
(__cudaPushCallConfiguration((size36 + 255) / 256, sizeof(float) * (32), sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : step7(nullptr, &size36, (' ') * (size36 - 2), 12UL * size36); 
# 64
(__cudaPushCallConfiguration(prod37, STEPS22 + (251))) ? (void)0 : grow13_kernel(&size36, nullptr, STEPS22, STEPS22); 
# 65
(__cudaPushCallConfiguration(dim3(1 << 4, (16) * (STEPS22 + (STEPS22 + (6)))), 32, STEPS22 + (4091), nullptr)) ? (void)0 : fold26_kernel(&size36, &size36); 
# 66
return 0; 
# 67
} 

# 1 "v002286.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__330892f6_10_v002286_cu_dfd6e4e7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002286.cudafe1.stub.c"
#include "v002286.cudafe1.stub.c"
# 1 "v002286.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
