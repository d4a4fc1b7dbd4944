# 1 "i000142.cu"
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
# 15 "i000142.cu"
static float d_lerp7; 
# 17
__attribute__((visibility("hidden"))) void weigh8(unsigned cfg9, float cfg10, float cfg11) ;
#if 0
# 18
{ 
# 19
int idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
cfg9 = d_lerp7; 
# 21
do { float tmp_ = d_lerp7; d_lerp7 = cfg11; cfg11 = tmp_; } while (0); 
# 22
cfg10 = (static_cast< int>(52)); 
# 23
(cfg11--), (d_lerp7 += (44)); 
# 24
} 
#endif
# 25 "i000142.cu"
enum Phase13: long { HIGH14 = 3L, SLOW15}; 
# 27
__attribute__((visibility("hidden"))) void step16(int lane17, int count18, int *data19) ;
#if 0
# 28
{ 
# 29
int gid20 = __device_builtin_variable_threadIdx.x; 
# 30
if (((__device_builtin_variable_threadIdx.x) == (data19[__device_builtin_variable_gridDim.x])) && ((__device_builtin_variable_threadIdx.z) >= (63))) { 
# 31
goto out24; 
# 32
}  
# 33
for (int n21 = 0; n21 < 6; n21 += 3) { 
# 34
for (int j22 = 0; j22 < count18; j22++) { 
# 35
count18 *= ((2 * gid20) * ((__device_builtin_variable_gridDim.x) + j22)); }  
# 36
float q23[4 + 1]{(17.5F), (0.25F), (22.375F), (-(3.5F)), static_cast< float>(data19[4])}; 
# 37
}  
# 38
out24:; ; 
# 39
} 
#endif
# 41 "i000142.cu"
__attribute__((visibility("hidden"))) void tally25_kernel(long *__restrict__ acc26) ;
#if 0
# 42
{ 
# 43
(*acc26) = (acc26[7]); 
# 44
d_lerp7 /= (((acc26[3]) - d_lerp7) * (((acc26[2]) += (acc26[7])), ((13.25F) * (acc26[__device_builtin_variable_gridDim.x])))); 
# 45
if ((__device_builtin_variable_blockDim.x) < d_lerp7) { 
# 46
return; }  
# 47
d_lerp7 = (256); 
# 48
d_lerp7 -= (3.875F); 
# 49
(*acc26) %= (HIGH14); 
# 50
int mid27 = ((static_cast< long long>(d_lerp7 - d_lerp7)) > (d_lerp7 * ((sizeof(int)) + d_lerp7))) ? static_cast< long long>(d_lerp7 - d_lerp7) : (d_lerp7 * ((sizeof(int)) + d_lerp7)); 
# 51
} 
#endif
# 52 "i000142.cu"
bool g_score28 = (0); 
# 54
__attribute__((unused)) unsigned long long drift29(float q30) 
# 55
{int volatile ___ = 1;(void)q30;
# 60
::exit(___);}
#if 0
# 55
{ 
# 56
q30 *= ((+(64U % (__device_builtin_variable_blockIdx.x))) + (q30 / (256))); 
# 57
if ((q30 != q30) && (__device_builtin_variable_blockIdx.x)) { 
# 58
return +q30; }  
# 59
return ((__device_builtin_variable_threadIdx.x) - q30) * ((((d_lerp7 += (8.75F)), q30) > (+(__device_builtin_variable_threadIdx.x))) ? (d_lerp7 += (8.75F)), q30 : (+(__device_builtin_variable_threadIdx.x))); 
# 60
} 
#endif
# 62 "i000142.cu"
int main() 
# 63
{ 
# 64
int size31 = 1750; 
# 65
unsigned size32 = size31; 
# 66
if (size32 < (0)) { 
# 67
size31 = 0; 
# 68
}  
# 69
(__cudaPushCallConfiguration(64, (SLOW15) + (4 + 248), 0, nullptr)) ? (void)0 : tally25_kernel(nullptr); 
# 70
(__cudaPushCallConfiguration((size31 + 63) / 64, 32)) ? (void)0 : weigh8(g_score28, size31 * g_score28, (float)g_score28); 
# 71
(__cudaPushCallConfiguration((size31 + 63) / 64, 4 + (4 + 504))) ? (void)0 : step16(((g_score28 > 32U) ? g_score28 : 32U) / ((size31 > 10) ? size31 : 10), static_cast< float>(256 * g_score28), &size31); 
# 72
return 0; 
# 73
} 

# 1 "i000142.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__be345142_10_i000142_cu_d_lerp7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000142.cudafe1.stub.c"
#include "i000142.cudafe1.stub.c"
# 1 "i000142.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
