# 1 "v000300.cu"
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
# 18 "v000300.cu"
enum class State5 { On6, Add7, Idle8}; 
# 20
template< class T> 
# 21
struct Span9 { 
# 22
T z10; 
# 23
}; 
# 24
static Span9< double>  d_split11; 
# 25
typedef long *ptr12_t; 
# 26
enum class Color13 { Blue14, Slow15 = 2}; 
# 28
extern "C" {
# 29
__attribute__((visibility("hidden"))) void mix16_kernel(int *buf17, const unsigned *input18) ;
#if 0
# 30
{ 
# 31
if (((buf17[0]) >> 5) >= 43) { 
# 32
goto skip19; 
# 33
}  
# 34
(buf17[__device_builtin_variable_blockDim.x]) &= (input18[__device_builtin_variable_threadIdx.z]); 
# 35
if (__device_builtin_variable_blockDim.x) { 
# 36
return; 
# 37
}  
# 38
(buf17[__device_builtin_variable_gridDim.x]) *= (*input18); 
# 39
skip19:; ; 
# 40
} 
#endif
# 41 "v000300.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 43
__attribute((noinline)) __attribute__((unused)) static float clamp20(float cfg21) 
# 44
{int volatile ___ = 1;(void)cfg21;
# 54
::exit(___);}
#if 0
# 44
{ 
# 45
if ((__device_builtin_variable_blockIdx.z) >= (cfg21 * (1989UL))) { 
# 46
goto skip22; 
# 47
}  
# 48
if ((((2) * cfg21) + cfg21) <= cfg21) { 
# 49
return (d_split11.z10) - (((2) * (d_split11.z10)) + (d_split11.z10)); 
# 50
}  
# 51
d_split11 = d_split11; 
# 52
skip22:; ; 
# 53
return 1247UL; 
# 54
} 
#endif

#pragma GCC diagnostic pop

# 56 "v000300.cu"
__attribute__((unused)) double accum23(const float *in24, int len25, const int *__restrict__ input26) 
# 57
{int volatile ___ = 1;(void)in24;(void)len25;(void)input26;
# 61
::exit(___);}
#if 0
# 57
{ 
# 58
len25 = (-14); 
# 59
len25 = (d_split11.z10); 
# 60
return len25; 
# 61
} 
#endif
# 62 "v000300.cu"
enum class Phase27: int { Busy28, Red29, On30 = 7}; 
# 64
int run_trace31(int lane32, short b33, float cfg34) 
# 65
{ 
# 66
if (lane32) { 
# 67
goto out38; 
# 68
}  
# 69
if (lane32 < lane32) { 
# 70
for (int n35 = 0; n35 < 12; n35 += 4) { 
# 71
(__cudaPushCallConfiguration(dim3((lane32 + 127) / 128, (lane32 + 31) / 32, (n35 + 63) / 64), 1 << 8, 0, 0)) ? (void)0 : mix16_kernel(nullptr, (const unsigned *)nullptr); 
# 72
lane32 = (9UL); 
# 73
}  
# 74
for (int it36 = 0; it36 < lane32; ++it36) { 
# 75
Span9< double>  base37 = {(8.75)}; 
# 76
}  
# 77
(__cudaPushCallConfiguration(dim3((lane32 + 63) / 64, 2, 32 * 2), 10 + (10 + (16 + 220)))) ? (void)0 : mix16_kernel(nullptr, nullptr); 
# 78
}  
# 79
out38:; ; 
# 80
return (16) - cfg34; 
# 81
} 
# 83
int main() 
# 84
{ 
# 85
int size39 = 2671; 
# 86
if (size39 == (size39 * sizeof(int))) { 
# 87
for (int j40 = 0; j40 < size39; j40 += 4) { 
# 88
size39 = j40; 
# 89
if (10 < j40) { 
# 90
break; 
# 91
}  
# 92
}  
# 93
if (size39 > size39) { 
# 94
return 3718; 
# 95
}  
# 96
}  
# 97
return 0; 
# 98
} 

# 1 "v000300.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7ad04467_10_v000300_cu_404aea65
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000300.cudafe1.stub.c"
#include "v000300.cudafe1.stub.c"
# 1 "v000300.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
