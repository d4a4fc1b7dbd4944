# 1 "v000484.cu"
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
# 22 "v000484.cu"
namespace kern7 { 
# 23
static unsigned d_warp8[32]; 
# 25
__attribute((noinline)) __attribute__((unused)) void step9(int len10, int n11, int lane12) 
# 26
{int volatile ___ = 1;(void)len10;(void)n11;(void)lane12;
# 38
::exit(___);}
#if 0
# 26
{ 
# 27
if (((kern7::d_warp8[n11]) + (36)) > (kern7::d_warp8[16])) { 
# 28
goto finish14; 
# 29
}  
# 30
if (len10 && ((kern7::d_warp8[len10]) != (kern7::d_warp8[__device_builtin_variable_gridDim.y]))) { 
# 31
return; 
# 32
}  
# 33
for (int it13 = 0; it13 < lane12; ++it13) { 
# 34
len10++; 
# 35
(lane12--), (n11 = (kern7::d_warp8[2])); 
# 36
}  
# 37
finish14:; ; 
# 38
} 
#endif
# 39 "v000484.cu"
}
# 41
unsigned char norm15(int *__restrict__ dst16) 
# 42
{ 
# 43
switch (dst16[5]) { 
# 44
case 11:  
# 45
break; 
# 46
case 5:  
# 47
(dst16[4]) += (256 * (static_cast< int>(*dst16))); 
# 48
break; 
# 49
case 9:  
# 50
break; 
# 51
}  
# 52
int off17 = (*dst16) + ((dst16[0]) - 14L); 
# 53
double q18 = (((*dst16) - (dst16[6])) * (off17 - (dst16[off17]))) * (dst16[off17]); 
# 54
if ((q18 - off17) == (55)) { 
# 55
goto skip19; 
# 56
}  
# 57
(dst16[off17])--; 
# 58
skip19:; ; 
# 59
return dst16[off17]; 
# 60
} 
# 62
__attribute__((visibility("hidden"))) void shade20(double *data21) ;
#if 0
# 63
{ 
# 64
int tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
(kern7::d_warp8[__device_builtin_variable_blockDim.x]) ^= (kern7::d_warp8[tid22]); 
# 66
constexpr double res23 = (-(8.0)); 
# 67
constexpr int y24 = (530UL); 
# 68
} 
#endif
# 70 "v000484.cu"
unsigned host_clamp25(int n26, char *data27) 
# 71
{ 
# 72
if ((data27[2]) >= (*data27)) { 
# 73
goto finish28; 
# 74
}  
# 75
(data27[n26]) = ((norm15((int *)nullptr)) * (norm15(static_cast< int *>(nullptr)))); 
# 76
(data27[7]) = (30ULL); 
# 77
finish28:; ; 
# 78
return n26; 
# 79
} 
# 80
constexpr unsigned RADIUS29 = (4); 
# 82
int tally30(float cfg31) 
# 83
{ 
# 84
for (int i32 = 0, j33 = 16; i32 < j33; (++i32), (--j33)) { 
# 85
for (int it34 = 6; it34 > 0; --it34) { 
# 86
++cfg31; 
# 87
norm15(nullptr); 
# 88
}  
# 89
}  
# 90
if ((norm15((int *)nullptr)) < RADIUS29) { 
# 91
return ((25) - cfg31) * RADIUS29; 
# 92
}  
# 93
norm15((int *)nullptr); 
# 94
++cfg31; 
# 95
return (cfg31 - (40)) / ((27) / cfg31); 
# 96
} 
# 98
int main() 
# 99
{ 
# 100
int n35 = 62; 
# 101
for (int n36 = 0, j37 = n35; n36 < j37; (++n36), (--j37)) { 
# 102
(__cudaPushCallConfiguration(dim3(16, 512, (n35 + 31) / 32), 32 * 4, 0)) ? (void)0 : shade20(nullptr); 
# 103
([]{ 
# 104
(__cudaPushCallConfiguration(((dim3)(512)), 25 + (17 + 86), 256, (cudaStream_t)0)) ? (void)0 : shade20(nullptr); 
# 105
} )(); 
# 106
n35 *= j37; 
# 107
}  
# 108
int s38 = (n35 - (51 * n35)) / (8UL * n35); 
# 109
n35++; 
# 110
return 0; 
# 111
} 

# 1 "v000484.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d8c7a849_10_v000484_cu_2295823c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000484.cudafe1.stub.c"
#include "v000484.cudafe1.stub.c"
# 1 "v000484.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
