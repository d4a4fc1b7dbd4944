# 1 "i000592.cu"
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
# 11 "i000592.cu"
template< class T> __attribute__((unused)) float 
# 12
scale6(T beta7, T *__restrict__ acc8) {int volatile ___ = 1;(void)beta7;(void)acc8;
# 22
::exit(___);}
#if 0
# 12
{ 
# 13
int w9 = 0; 
# 14
do { 
# 15
__attribute__((unused)) static float sh_10[128]; 
# 16
--(acc8[w9]); 
# 17
++w9; 
# 18
} while (w9 < 10); 
# 19
(acc8[w9]) = (((__device_builtin_variable_gridDim.y) * w9) * ((19.875) - w9)); 
# 20
const int diff11 = __device_builtin_variable_blockDim.x; 
# 21
return ((T)(__device_builtin_variable_threadIdx.x)) - ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockIdx.x)); 
# 22
} 
#endif
# 23 "i000592.cu"
int g_fold12[] = {5, (51UL)}; 
# 24
static_assert((33 > 32), "expected value");
# 26
__attribute__((visibility("hidden"))) void fold13_kernel(float p14) ;
#if 0
# 26
{ 
# 27
int idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
float f16 = __device_builtin_variable_blockDim.y; 
# 29
constexpr unsigned long long lim17 = (39L); 
# 30
p14--; 
# 31
} 
#endif
# 38 "i000592.cu"
__attribute__((visibility("hidden"))) void map_march19(int *data, int n) ;
#if 0
# 38
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 39 "i000592.cu"
int both23(int x); 
# 40
int both23(int x) 
# 41
{ 
# 42
return x; 
# 43
} 
# 45
int main() { 
# 46
int n20 = 1978; 
# 47
if ((!((g_fold12[0]) == n20)) || (((g_fold12[n20]) - n20) > ((2 * 2) * 2))) { 
# 48
if (g_fold12[n20]) { 
# 49
return 38; }  
# 50
} else { 
# 51
auto m21 = ((size_t)(('z') * (g_fold12[1]))) + (-(g_fold12[1])); 
# 52
n20 = (0UL); 
# 53
}  
# 54
if (n20) { 
# 55
return 19 + (g_fold12[n20]); }  
# 56
const int e22 = (-1100); 
# 57
(__cudaPushCallConfiguration(32, dim3((n20 + 127) / 128, (n20 + 63) / 64))) ? (void)0 : fold13_kernel((long)(g_fold12[n20])); 
# 58
(__cudaPushCallConfiguration(2, 128)) ? (void)0 : map_march19(g_fold12, n20 - sizeof(long long)); 
# 59
return 0; 
# 60
} 

# 1 "i000592.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dd35d7e5_10_i000592_cu_g_fold12
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000592.cudafe1.stub.c"
#include "i000592.cudafe1.stub.c"
# 1 "i000592.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
