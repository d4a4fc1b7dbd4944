# 1 "v000634.cu"
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
# 7 "v000634.cu"
using real3_t = double; 
# 9
__attribute__((visibility("hidden"))) void pack4_kernel(const int *src5, real3_t q6, float alpha7, int *buf8) ;
#if 0
# 10
{ 
# 11
int tid9 = __device_builtin_variable_threadIdx.x; 
# 12
__attribute__((unused)) static unsigned long sh_10; 
# 13
int tmp11 = ((*buf8) & (16 + (*buf8))) & (tid9 * (sh_10 + (*buf8))); 
# 14
tmp11 |= ((src5 != (nullptr)) ? (tid9 * (*buf8)) | ((tid9 <= q6) ? __device_builtin_variable_blockIdx.x : (44)) : (16 - tid9)); 
# 15
int y12 = +((*buf8) % ((L'\x61') | sh_10)); 
# 16
{ 
# 17
y12--; 
# 18
float mid13 = static_cast< unsigned char>(((src5[2]) + 16) - ((16) + q6)); 
# 19
} 
# 20
} 
#endif
# 22 "v000634.cu"
__attribute__((visibility("hidden"))) void blend14_kernel(float *data15, real3_t *data16) ;
#if 0
# 23
{ 
# 24
unsigned long res17 = ((((__device_builtin_variable_gridDim.x) > (((data15[0]) > (16)) ? data15[0] : (16))) ? __device_builtin_variable_gridDim.x : (((data15[0]) > (16)) ? data15[0] : (16))) > (((*data16) >= (data15[6])) ? (2) + (*data15) : (sizeof(int)))) ? ((__device_builtin_variable_gridDim.x) > (((data15[0]) > (16)) ? data15[0] : (16))) ? __device_builtin_variable_gridDim.x : (((data15[0]) > (16)) ? data15[0] : (16)) : (((*data16) >= (data15[6])) ? (2) + (*data15) : (sizeof(int))); 
# 25
int w18 = ((data16[__device_builtin_variable_gridDim.x]) > (51)) ? data16[__device_builtin_variable_gridDim.x] : (51); 
# 26
(*data15) += ((sizeof(float) + (static_cast< int>(__device_builtin_variable_gridDim.z))) - (res17 % ((16) + res17))); 
# 27
__attribute__((unused)) static int sh_19[128]; 
# 28
(*data15) = ((((((sh_19[30]) * 61) & 1) ? sh_19[w18 & 127] : 43L) > ((data15 != (nullptr)) ? -(sh_19[3]) : (58 % w18))) ? (((sh_19[30]) * 61) & 1) ? sh_19[w18 & 127] : 43L : ((data15 != (nullptr)) ? -(sh_19[3]) : (58 % w18))); 
# 29
} 
#endif
# 31 "v000634.cu"
__attribute__((visibility("hidden"))) void shade20(float alpha21, int len22) ;
#if 0
# 32
{ 
# 33
int tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
--alpha21; 
# 35
alpha21 = (((16) != alpha21) ? alpha21 - (42 & tid23) : (((__device_builtin_variable_gridDim.z) & len22) + ((__device_builtin_variable_gridDim.z) | tid23))); 
# 36
float base24 = __device_builtin_variable_threadIdx.y; 
# 37
if ((len22 ^ (__device_builtin_variable_threadIdx.y)) >= 47UL) { 
# 38
return; }  
# 39
if ((static_cast< float>(__device_builtin_variable_threadIdx.x)) == (u'\x61')) { 
# 40
return; }  
# 41
if (64ULL != ((__device_builtin_variable_gridDim.x) | (__device_builtin_variable_gridDim.x))) { 
# 42
return; }  
# 43
alpha21 = ((((16) & (__device_builtin_variable_threadIdx.z)) ^ (33 + tid23)) & (tid23 ^ tid23)); 
# 44
} 
#endif
# 46 "v000634.cu"
int main() 
# 47
{ 
# 48
int n25 = 1018; 
# 49
if (n25 <= n25) { 
# 50
return n25 - (static_cast< int>(n25)); }  
# 51
--n25; 
# 52
n25 |= 16; 
# 53
if (n25 >= n25) { 
# 54
return n25; }  
# 55
(__cudaPushCallConfiguration(16, 512)) ? (void)0 : pack4_kernel((const int *)nullptr, (__alignof__(char) + n25) * (5), ('z') + (n25 + 1U), &n25); 
# 56
(__cudaPushCallConfiguration(dim3((n25 + 127) / 128, 4, (n25 + 127) / 128), dim3(8, (n25 + 127) / 128, (n25 + 127) / 128))) ? (void)0 : blend14_kernel((float *)nullptr, static_cast< real3_t *>(nullptr)); 
# 57
(__cudaPushCallConfiguration(((dim3)(2)), 32, 4096, nullptr)) ? (void)0 : shade20(n25, 16 ^ n25); 
# 58
return 0; 
# 59
} 

# 1 "v000634.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e2df3853_10_v000634_cu_86fe9411
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000634.cudafe1.stub.c"
#include "v000634.cudafe1.stub.c"
# 1 "v000634.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
