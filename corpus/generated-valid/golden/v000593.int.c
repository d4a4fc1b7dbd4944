# 1 "v000593.cu"
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
# 10 "v000593.cu"
unsigned g_count3[] = {(36), (32L), (16), (30)}; 
# 11
const unsigned long long g_split4 = (2676UL); 
# 13
__attribute__((visibility("hidden"))) void gather5_kernel(int len6) ;
#if 0
# 13
{ 
# 14
int i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if (i7 >= len6) { 
# 16
return; 
# 17
}  
# 18
if (i7) { 
# 19
len6++; 
# 20
}  
# 21
__attribute__((unused)) static int sh_8[128]; 
# 22
len6 -= (5 * (+((sh_8[84]) * 16))); 
# 23
const float s9 = (((i7 + 33) & 1) ? ~(sh_8[i7]) : (((sh_8[(__device_builtin_variable_threadIdx.x) & (127)]) == len6) ? 42 : 8)) - ((__device_builtin_variable_blockDim.y) + (+i7)); 
# 24
} 
#endif
# 26 "v000593.cu"
__attribute__((visibility("hidden"))) void split10(float beta11) ;
#if 0
# 26
{ 
# 27
int tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
beta11 /= ((((21) | (__device_builtin_variable_gridDim.y)) - ((36) * (__device_builtin_variable_threadIdx.x))) & tid12); 
# 29
beta11 = (10.875F); 
# 30
} 
#endif
# 32 "v000593.cu"
__attribute__((visibility("hidden"))) void tile13_kernel(const unsigned *in14, unsigned b15, int *dst16, int *dst17) ;
#if 0
# 32
{ 
# 33
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
const int *cnt19 = dst17 + gid18; 
# 35
int z20 = 41L % gid18; 
# 36
} 
#endif
# 38 "v000593.cu"
__attribute((always_inline)) __attribute__((unused)) static inline short bias21(int lane22, double q23 = (16.875)) {int volatile ___ = 1;(void)lane22;(void)q23;
# 45
::exit(___);}
#if 0
# 38
{ 
# 39
short *r24 = (nullptr); 
# 40
unsigned *k25 = (nullptr); 
# 41
if ((r24 != (nullptr)) || (q23 != (__device_builtin_variable_threadIdx.y))) { 
# 42
return (24 <= lane22) ? q23 : (57); 
# 43
}  
# 44
return (((*k25) >> 6) | (((k25[(__device_builtin_variable_threadIdx.x) & (7)]) == 2UL) ? lane22 : 62UL)) - (-q23); 
# 45
} 
#endif
# 47 "v000593.cu"
namespace gpu26 { 
# 48
float sift27(int count28, unsigned short p29, int *acc30) { 
# 49
const int y31 = ((p29 % count28) & 1) ? (p29 | 46) - (count28 * 45) : count28; 
# 50
++(acc30[p29]); 
# 51
if (constexpr int y32 = 515; (y31 | (57 | (*acc30))) > ((y31 > 57) ? 57 : 29)) { 
# 52
const float s33 = ((16.5F) + count28) + y31; 
# 53
int lim34 = count28; 
# 54
}  
# 55
int y35 = +p29; 
# 56
float k36((40)); 
# 57
return ((-(+y31)) >= 64) ? 36 + count28 : 15; 
# 58
} 
# 59
}
# 61
int main() { 
# 62
int count37 = 2693; 
# 63
(__cudaPushCallConfiguration((count37 + 31) / 32, 1 << 5, 1024 * 4, nullptr)) ? (void)0 : gather5_kernel(count37); 
# 64
float *stride38 = (nullptr); 
# 65
(__cudaPushCallConfiguration((count37 + 31) / 32, 57 + 455, 0)) ? (void)0 : split10((36) & (g_count3[1])); 
# 66
(__cudaPushCallConfiguration(1 << 8, 64, sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : tile13_kernel(g_count3, count37, nullptr, nullptr); 
# 67
return 0; 
# 68
} 

# 1 "v000593.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b32c6ae5_10_v000593_cu_g_count3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000593.cudafe1.stub.c"
#include "v000593.cudafe1.stub.c"
# 1 "v000593.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
