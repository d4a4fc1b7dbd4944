# 1 "v000236.cu"
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
# 22 "v000236.cu"
__attribute__((visibility("hidden"))) void sweep6(double a7) ;
#if 0
# 23
{ 
# 24
int idx8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
++a7; 
# 26
__attribute__((unused)) static double sh_9[8]; 
# 27
unsigned diff10 = (47); 
# 28
__attribute__((unused)) static double sh_11; 
# 29
} 
#endif
# 30 "v000236.cu"
enum class Mode12: long { Slow13, Slow14, Busy15 = 7L}; 
# 31
int g_split16 = 48; 
# 33
__attribute__((visibility("hidden"))) void score17(int n18, int len19, const float *src20, const long *input21) ;
#if 0
# 34
{ 
# 35
unsigned i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
if (i22 >= n18) { 
# 37
return; 
# 38
}  
# 39
++len19; 
# 40
if ((len19 * (51U * i22)) <= (input21[2])) { 
# 41
n18--; 
# 42
len19 /= n18; 
# 43
}  
# 44
} 
#endif
# 46 "v000236.cu"
__attribute__((unused)) int clamp23(int n24) 
# 47
{int volatile ___ = 1;(void)n24;
# 60
::exit(___);}
#if 0
# 47
{ 
# 48
if (n24 < n24) { 
# 49
return n24; 
# 50
}  
# 51
n24++; 
# 52
int w25 = 0; 
# 53
do { 
# 54
Mode12 y26 = Mode12::Busy15; 
# 55
int y27 = (1680UL); 
# 56
++w25; 
# 57
} while (w25 < n24); 
# 58
n24++; 
# 59
return w25; 
# 60
} 
#endif
# 62 "v000236.cu"
int main() 
# 63
{ 
# 64
int len28 = 2377; 
# 65
auto op31 = [](float prod29, int h30)->int { 
# 66
h30 = 10; 
# 67
h30--; 
# 68
return (h30 - (' ')) - 25; 
# 69
} ; typedef decltype(op31) __T0;
# 70
cudaStream_t z32 = (0); 
# 71
double base33[5] = {(4.875)}; 
# 72
g_split16--; 
# 73
(__cudaPushCallConfiguration(4 + 12, dim3((len28 + 63) / 64, 12 + 20), sizeof(double) * (256), (cudaStream_t)0)) ? (void)0 : sweep6(op31((int)g_split16, '#')); 
# 74
(__cudaPushCallConfiguration((g_split16 + 255) / 256, dim3((len28 + 63) / 64, 1, (len28 + 31) / 32), 0)) ? (void)0 : score17(op31(base33[3], base33[1]) + 40, 3, (const float *)nullptr, nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v000236.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d347b2ce_10_v000236_cu_0ef47006
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000236.cudafe1.stub.c"
#include "v000236.cudafe1.stub.c"
# 1 "v000236.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
