# 1 "v000312.cu"
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
# 9 "v000312.cu"
static int c_shade2; 
# 11
__attribute__((visibility("hidden"))) void mix3(int stride4, int len5, int n6) ;
#if 0
# 11
{ 
# 12
int tid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if (n6 < ((n6 += 665), 32U)) { 
# 14
constexpr float m8 = (35UL); 
# 15
} else { if ((stride4 == (__device_builtin_variable_threadIdx.x)) && ((len5 * 9) > c_shade2)) { 
# 16
if (((stride4 == 12LL) && (stride4 == c_shade2)) || (9 < stride4)) { 
# 17
len5 = 54; 
# 18
} else { 
# 19
do { stride4 += tid7; } while (0); 
# 20
}  
# 21
if ((__device_builtin_variable_gridDim.y) >= n6) { 
# 22
return; 
# 23
}  
# 24
}  }  
# 25
} 
#endif
# 28 "v000312.cu"
__attribute__((visibility("hidden"))) void drift9_kernel(long p10, int count11, signed char cfg12, double *__restrict__ data13) ;
#if 0
# 28
{ 
# 29
unsigned idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
p10--; 
# 31
int res15 = (22UL) + (data13[c_shade2]); 
# 32
int pass16 = 0; 
# 33
while ((pass16 < (1 << 2)) && (44L >= (+pass16))) { 
# 34
if (8 == pass16) { 
# 35
continue; 
# 36
}  
# 37
++pass16; 
# 38
}  
# 39
(*data13)++; 
# 40
} 
#endif
# 42 "v000312.cu"
unsigned long run_grow17(signed char q18, size_t cfg19, unsigned *buf20) { 
# 43
auto fn21 = []()->double { 
# 44
(__cudaPushCallConfiguration(2, 32 * 2)) ? (void)0 : drift9_kernel(63, 0L, 19, (double *)nullptr); 
# 45
(__cudaPushCallConfiguration(256, 1 << 7)) ? (void)0 : drift9_kernel(42, 56UL, 36ULL, static_cast< double *>(nullptr)); 
# 46
return -60; 
# 47
} ; typedef decltype(fn21) __T0;
# 48
fn21(); 
# 49
if (((int)q18) >= (q18 * cfg19)) { 
# 50
if (((*buf20) > cfg19) && (cfg19 != (14))) { 
# 51
int iter22 = 0; 
# 52
while ((iter22 < 6) && (cfg19 > 16UL)) { 
# 53
(*buf20) |= cfg19; 
# 54
do { q18 += ((((buf20[q18]) += (45)), (64UL - iter22)) / ((46) - cfg19)); } while (0); 
# 55
(buf20[cfg19]) = cfg19; 
# 56
++iter22; 
# 57
}  
# 58
} else { 
# 59
}  
# 60
}  
# 61
return 50; 
# 62
} 
# 64
int main() { 
# 65
int count23 = 1731; 
# 66
if (count23 != (count23 >> 5)) { 
# 67
if ((count23 * 53) & 1) { 
# 68
int sum24 = count23 - (579L * (count23 | count23)); 
# 69
} else { 
# 70
int k25 = 55; 
# 71
}  
# 72
} else { 
# 73
}  
# 74
(__cudaPushCallConfiguration((count23 + 31) / 32, sizeof(unsigned) * (16))) ? (void)0 : mix3(2102, 30UL % count23, (count23 << count23) << 8); 
# 75
return 0; 
# 76
} 

# 1 "v000312.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__edb9a55c_10_v000312_cu_c_shade2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000312.cudafe1.stub.c"
#include "v000312.cudafe1.stub.c"
# 1 "v000312.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
