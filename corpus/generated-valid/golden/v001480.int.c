# 1 "v001480.cu"
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
# 9 "v001480.cu"
__attribute__((visibility("hidden"))) void pack4(float *data5, float *__restrict__ data6, int n7, int *out8) ;
#if 0
# 10
{ 
# 11
int i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
for (int j10 = 0; j10 < 11; j10 += 3) { 
# 13
(*data5)--; }  
# 14
{ 
# 15
(*data5) = (((char)((*data6) + i9)) * ((data5[__device_builtin_variable_blockDim.x]) - (38))); 
# 16
n7 /= i9; 
# 17
} 
# 18
__attribute__((unused)) static unsigned short sh_11[128]; 
# 19
} 
#endif
# 20 "v001480.cu"
enum class Op12 { Mul13 = 2, Red14, Slow15}; 
# 21
enum Phase16: unsigned char { GREEN17, OFF18, HIGH19, LOW20}; 
# 23
extern "C" {
# 24
__attribute__((visibility("hidden"))) void clamp21(float *dst22, const int *src23, float cfg24, const int *src25) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern int dyn_26[]; 
# 27
unsigned tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
for (int j28 = 0; j28 < 4; ++j28) { 
# 29
(dst22[__device_builtin_variable_threadIdx.z])++; }  
# 30
Op12 t29 = Op12::Red14; 
# 31
} 
#endif
# 32 "v001480.cu"
}
# 34
int main() 
# 35
{ 
# 36
int n30 = 1248; 
# 37
n30 ^= (GREEN17); 
# 38
n30 -= (n30 + ((n30 < (9 * n30)) ? n30 : (9 * n30))); 
# 39
constexpr float tmp31 = (18.0F); 
# 40
n30 >>= ((LOW20) - (n30 * ((n30 <= n30) ? n30 : n30))); 
# 41
auto mid32 = tmp31; 
# 42
(__cudaPushCallConfiguration((n30 + 255) / 256, 128, 0, (cudaStream_t)0)) ? (void)0 : pack4(&mid32, &mid32, 46L, &n30); 
# 43
(__cudaPushCallConfiguration(8, sizeof(int) * ((OFF18) + 15), 0, (cudaStream_t)0)) ? (void)0 : clamp21(&mid32, nullptr, mid32, nullptr); 
# 44
return 0; 
# 45
} 

# 1 "v001480.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f1d234aa_10_v001480_cu_6aaf85eb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001480.cudafe1.stub.c"
#include "v001480.cudafe1.stub.c"
# 1 "v001480.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
