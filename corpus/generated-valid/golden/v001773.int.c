# 1 "v001773.cu"
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
# 5 "v001773.cu"
__attribute__((visibility("hidden"))) void scale1_kernel(float *buf2) ;
#if 0
# 6
{ 
# 7
int gid3 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 8
if ((static_cast< int>(__device_builtin_variable_blockDim.x)) <= 52U) { 
# 9
goto finish8; 
# 10
}  
# 11
for (int it4 = 0; it4 < 2; it4++) { 
# 12
if (gid3) { 
# 13
auto x5 = gid3; 
# 14
double r6 = (-((buf2[(__device_builtin_variable_threadIdx.x) & (7)]) - (23.75F))) - it4; 
# 15
if (!buf2) { 
# 16
auto flag7 = it4; 
# 17
}  
# 18
}  
# 19
((buf2[3])--), ((*buf2) = ((+(__device_builtin_variable_gridDim.y)) * it4)); 
# 20
}  
# 21
finish8:; ; 
# 22
} 
#endif
# 24 "v001773.cu"
int fuse9(float beta10, unsigned cfg11, unsigned beta12 = 13) 
# 25
{ 
# 26
(--cfg11), (beta12 = (30)); 
# 27
long val13((18U)); 
# 28
if (((beta10 * val13) / cfg11) != (13ULL - val13)) { 
# 29
cfg11 = cfg11; 
# 30
constexpr int x14 = (1ULL); 
# 31
} else { 
# 32
}  
# 33
return (9) + beta10; 
# 34
} 
# 35
static double d_pack15[64]; 
# 37
static void rank16(float cfg17, long long *dst18, const unsigned *src19, int *__restrict__ out20) ;
#if 0
# 38
{ 
# 39
(d_pack15[(__device_builtin_variable_threadIdx.y) & (63)]) = ((fuse9((src19[__device_builtin_variable_threadIdx.z]) | (5), 4228L)) - ((fuse9(cfg17, 910U, *out20)) - (((out20[3]) += (__device_builtin_variable_blockIdx.x)), cfg17))); 
# 40
float *prod21 = reinterpret_cast< float *>(dst18); 
# 41
((d_pack15[(__device_builtin_variable_gridDim.z) & (63)])++), ((*prod21) = (fuse9(fuse9((19.875F), 55), __device_builtin_variable_blockIdx.x) ^ fuse9(+(src19[(__device_builtin_variable_blockDim.x) & (7)]), static_cast< long>(src19[__device_builtin_variable_gridDim.x]), 8U + (__device_builtin_variable_blockIdx.x)))); 
# 42
switch ((*out20) + (*out20)) { 
# 43
case 1:  
# 44
switch ((*dst18) | (*out20)) { 
# 45
case 5:  { 
# 46
short sum22 = __device_builtin_variable_gridDim.y; 
# 47
break; 
# 48
} 
# 49
case 8:  
# 50
break; 
# 51
default:  
# 52
if ((out20[4]) <= (cfg17 * (17L))) { 
# 53
return; 
# 54
}  
# 55
break; 
# 56
}  
# 57
break; 
# 58
}  
# 59
} 
#endif
# 60 "v001773.cu"
static float d_sweep23; 
# 61
static int g_scatter24; 
# 63
__attribute((noinline)) __attribute__((unused)) void spread25(int stride26, int n27 = 3UL) 
# 64
{int volatile ___ = 1;(void)stride26;(void)n27;
# 70
::exit(___);}
#if 0
# 64
{ 
# 65
if (fuse9(50L, 484, 4) > n27) { 
# 66
int flag28 = fuse9(fuse9((21.25F) * n27, (d_pack15[48]) + (57)), 12, -(static_cast< long>(__device_builtin_variable_threadIdx.x))); 
# 67
}  
# 68
(d_pack15[58]) = (7.375); 
# 69
short q29[6] = {static_cast< short>(6 + n27), (7UL), (20), (29), (54), (short)stride26}; 
# 70
} 
#endif
# 72 "v001773.cu"
__attribute((always_inline)) __attribute__((unused)) inline void step30(unsigned short beta31, const long *src32, double p33 = 3862) 
# 73
{int volatile ___ = 1;(void)beta31;(void)src32;(void)p33;
# 90
::exit(___);}
#if 0
# 73
{ 
# 74
d_sweep23 = (fuse9(fuse9(beta31 % (*src32), (__device_builtin_variable_gridDim.y) - (src32[beta31])), src32[1])); 
# 75
int sum34 = fuse9(src32[beta31], 2U) + fuse9(fuse9(-(19.375F), d_sweep23), -(d_pack15[__device_builtin_variable_blockDim.y])); 
# 76
(d_pack15[10]) = (fuse9(p33 + p33, fuse9(__device_builtin_variable_blockDim.z, __device_builtin_variable_gridDim.x, 1U)) - ((beta31 & __device_builtin_variable_warpSize) * (14 - beta31))); 
# 77
switch (sum34 + 13) { 
# 78
case 11:  { 
# 79
constexpr int k35 = (sizeof(float) * (16)); 
# 80
p33 = (fuse9(fuse9((18.25F) / (*src32), 3 | sum34, (*src32) - k35), p33)); 
# 81
[[fallthrough]] ; 
# 82
} 
# 83
case 10:  { 
# 84
const char hi36 = fuse9(src32[0], (p33 - d_sweep23) + (54U * __device_builtin_variable_warpSize)); 
# 85
break; 
# 86
} 
# 87
default:  
# 88
break; 
# 89
}  
# 90
} 
#endif
# 92 "v001773.cu"
int main() 
# 93
{ 
# 94
int len37 = 2471; 
# 95
int off38 = g_scatter24; 
# 96
if ((fuse9((11.875F), 42) ^ fuse9(g_scatter24, g_scatter24, 44)) > fuse9(off38, len37)) { 
# 97
(__cudaPushCallConfiguration((g_scatter24 + 31) / 32, 64)) ? (void)0 : rank16(fuse9(63 & len37, (int)g_scatter24, fuse9(51, off38, len37)), nullptr, (const unsigned *)nullptr, nullptr); 
# 98
} else { if (g_scatter24 > 12) { 
# 99
(__cudaPushCallConfiguration(sizeof(float), 32, sizeof(double) * (32))) ? (void)0 : scale1_kernel(static_cast< float *>(nullptr)); 
# 100
dim3 q39(32, 4, 64); 
# 101
} else { 
# 102
(__cudaPushCallConfiguration((off38 + 31) / 32, 256)) ? (void)0 : scale1_kernel(static_cast< float *>(nullptr)); 
# 103
}  }  
# 104
return 0; 
# 105
} 

# 1 "v001773.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e7a37e3b_10_v001773_cu_52b3830a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001773.cudafe1.stub.c"
#include "v001773.cudafe1.stub.c"
# 1 "v001773.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
