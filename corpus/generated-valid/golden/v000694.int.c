# 1 "v000694.cu"
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
# 7 "v000694.cu"
namespace detail3 { 
# 8
__attribute__((unused)) int tally4(float *out5, bool beta6, int stride7) 
# 9
{int volatile ___ = 1;(void)out5;(void)beta6;(void)stride7;
# 23
::exit(___);}
#if 0
# 9
{ 
# 10
__attribute__((unused)) static float sh_8; 
# 11
(*out5)++; 
# 12
if ((out5[6]) != ((stride7 <= sh_8) ? out5[stride7] : (36))) { 
# 13
return ((__device_builtin_variable_blockDim.y) - sh_8) + ((float)(17.375F)); 
# 14
}  
# 15
int w9 = 0; 
# 16
while (w9 < 6) { 
# 17
__attribute__((unused)) static double sh_10[64]; 
# 18
++w9; 
# 19
}  
# 20
++stride7; 
# 21
stride7 = ((59) * ((stride7 % 32) * ((stride7 != 19UL) ? 55 : (__device_builtin_variable_threadIdx.y)))); 
# 22
return ((int)(w9 + stride7)) - sh_8; 
# 23
} 
#endif
# 24 "v000694.cu"
enum class State11 { Low12, Blue13, Add14}; 
# 25
}
# 26
enum class Color15: int { 
# 27
Low16, 
# 28
Red17, 
# 29
High18, 
# 30
Green19 = 5, 
# 31
Red20
# 32
}; 
# 33
extern "C" {
# 34
__attribute__((visibility("hidden"))) void relax21_kernel(unsigned *out22, int count23) ;
#if 0
# 35
{ 
# 36
int idx24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
if (idx24 >= count23) { 
# 38
return; 
# 39
}  
# 40
(out22[__device_builtin_variable_threadIdx.x])++; 
# 41
float base25((52)); 
# 42
Color15 r26 = Color15::Red17; 
# 43
} 
#endif
# 44 "v000694.cu"
}
# 45
enum Axis27: unsigned char { 
# 46
GREEN28, 
# 47
FAST29, 
# 48
GREEN30, 
# 49
LOW31, 
# 50
ON32
# 51
}; 
# 52
template< class T> __attribute__((unused)) T 
# 53
trace33(T *out34, int stride35) 
# 54
{int volatile ___ = 1;(void)out34;(void)stride35;
# 63
::exit(___);}
#if 0
# 54
{ 
# 55
__attribute__((unused)) static float sh_36[16][2]; 
# 56
__attribute__((unused)) static short sh_37[128]; 
# 57
(--stride35), (stride35 = ((out34[__device_builtin_variable_blockIdx.y]) * stride35)); 
# 58
T x38 = ((6.5)); 
# 59
unsigned char *m39 = (nullptr); 
# 60
double stride40[8] = {(24.75), (11U), (5.0), ((5.0F)), (20.5)}; 
# 61
stride35 = (-3756); 
# 62
return (24U - (((out34[stride35]) += (10.75F)), stride35)) >> (1773U + stride35); 
# 63
} 
#endif
# 64 "v000694.cu"
int main() 
# 65
{ 
# 66
int n41 = 3641; 
# 67
n41 = 32; 
# 68
(__cudaPushCallConfiguration(dim3((n41 + 63) / 64, (n41 + 255) / 256, (n41 + 255) / 256), dim3(32, GREEN30, (LOW31) + ((LOW31) + ((GREEN30) + ((GREEN30) + ((FAST29) + 21))))), sizeof(int) * (32))) ? (void)0 : relax21_kernel(nullptr, (n41 != n41) ? n41 : (+n41)); 
# 69
(__cudaPushCallConfiguration(16, dim3((ON32) + 124, (n41 + 63) / 64), 0)) ? (void)0 : relax21_kernel(nullptr, n41 * 10UL); 
# 70
return 0; 
# 71
} 

# 1 "v000694.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a86f20f2_10_v000694_cu_c55689ec
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000694.cudafe1.stub.c"
#include "v000694.cudafe1.stub.c"
# 1 "v000694.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
