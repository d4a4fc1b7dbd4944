# 1 "v001580.cu"
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
# 7 "v001580.cu"
double host_pivot1(double *buf2, unsigned *dst3) 
# 8
{ 
# 9
if ((static_cast< int>(buf2[7])) >= 9) { 
# 10
int pass4 = 0; 
# 11
do { 
# 12
auto fn7 = [](float acc5, size_t s6)->unsigned char { 
# 13
s6 = ((acc5 * (7)) + (26)); 
# 14
s6 = acc5; 
# 15
return acc5 - (static_cast< unsigned>(61)); 
# 16
} ; typedef decltype(fn7) __T0;
# 17
fn7(*dst3, pass4); 
# 18
for (int j8 = 0; j8 < pass4; ++j8) { 
# 19
if ((j8 + (buf2[7])) >= j8) { 
# 20
continue; 
# 21
}  
# 22
double h9 = (20.0); 
# 23
}   
# 24
++pass4; 
# 25
} while (pass4 < pass4); 
# 26
}  
# 27
return (*dst3) + (4686); 
# 28
} 
# 30
__attribute((always_inline)) __attribute__((unused)) static inline void apply10(int *buf11, unsigned a12, int stride13 = -53) 
# 31
{int volatile ___ = 1;(void)buf11;(void)a12;(void)stride13;
# 38
::exit(___);}
#if 0
# 31
{ 
# 32
{ 
# 33
if (int e14 = 56; ((__device_builtin_variable_gridDim.z) * (('A') - e14)) < ((unsigned)stride13)) { 
# 34
stride13 = (((((__device_builtin_variable_gridDim.x) != (45)) ? 18 : a12) & e14) * (stride13 * a12)); 
# 35
float z15[4] = {(static_cast< float>(3012)), (21.625F)}; 
# 36
}  
# 37
} 
# 38
} 
#endif
# 40 "v001580.cu"
__attribute__((visibility("hidden"))) void bias16(size_t *data17, int stride18) ;
#if 0
# 41
{ 
# 42
unsigned gid19 = __device_builtin_variable_threadIdx.x; 
# 43
__attribute__((unused)) static double sh_20[64]; 
# 44
(data17[gid19]) = 11UL; 
# 45
if (((*data17) & (data17[gid19])) < (gid19 >> 4)) { 
# 46
if (data17[2]) { 
# 47
return; 
# 48
}  
# 49
}  
# 50
for (int j21 = 0; j21 < 6; ++j21) { 
# 51
unsigned r22 = gid19 & 266UL; 
# 52
r22 = ((((21) | r22) <= (static_cast< int>((float)j21))) ? (static_cast< float>(gid19)) * gid19 : (sh_20[stride18])); 
# 53
}  
# 54
} 
#endif
# 57 "v001580.cu"
__attribute__((visibility("hidden"))) void merge23_kernel(int *out24, double a25) ;
#if 0
# 58
{ 
# 59
int tid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
size_t k27 = (out24 == (nullptr)) ? out24[3] : a25; 
# 62
#pragma unroll
for (
# 62
int j28 = 0; j28 < tid26; j28++) { 
# 64
#pragma unroll 2
for (
# 64
int n29 = 0; n29 < 3; n29++) { 
# 65
const int s30 = 1047; 
# 66
float t31[8] = {}; 
# 67
}  
# 68
}  
# 69
} 
#endif
# 71 "v001580.cu"
int main() 
# 72
{ 
# 73
int count32 = 3134; 
# 74
if (24 > count32) { 
# 75
return count32; 
# 76
}  
# 77
if (count32 > (count32 * 13)) { 
# 78
return 435 & count32; 
# 79
}  
# 80
(__cudaPushCallConfiguration(dim3((count32 + 63) / 64, (count32 + 63) / 64, 256), dim3(32, 64))) ? (void)0 : bias16(nullptr, 27 - count32); 
# 81
(__cudaPushCallConfiguration(dim3(1, 1 << 3), dim3((count32 + 31) / 32, (count32 + 255) / 256))) ? (void)0 : merge23_kernel((int *)nullptr, 63); 
# 82
return 0; 
# 83
} 

# 1 "v001580.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3a8ee70f_10_v001580_cu_b22d958b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001580.cudafe1.stub.c"
#include "v001580.cudafe1.stub.c"
# 1 "v001580.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
