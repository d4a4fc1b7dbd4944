# 1 "i000149.cu"
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
# 9 "i000149.cu"
static int c_lerp5; 
# 11
__attribute__((visibility("hidden"))) void tally6_kernel(int count7, int *data8, float *buf9, int *out10) ;
#if 0
# 12
{ 
# 13
(data8[count7 & 7]) = (count7 * 47); 
# 14
count7 = ((9 - (*out10)) | 11); 
# 15
count7 &= 62UL; 
# 16
static_assert((sizeof(int) == (4)), "expected value");
# 17
if ((*data8) >= 48) { 
# 18
goto finish11; 
# 19
}  
# 20
(buf9[c_lerp5]) *= ((12.5F) + (data8[c_lerp5 & 7])); 
# 21
(*buf9) += ((*data8) * (((out10[c_lerp5 & 7]) / 12) * 2078L)); 
# 22
count7 = ((60 - (*out10)) - (+(data8[c_lerp5]))); 
# 23
finish11:; ; 
# 24
} 
#endif
# 25 "i000149.cu"
static unsigned c_spread12; 
# 27
__attribute__((visibility("hidden"))) void drift13(float alpha14) ;
#if 0
# 28
{ 
# 29
for (int it15 = 8; it15 > 0; --it15) { 
# 30
alpha14 = (it15 & 4); 
# 31
}  
# 32
++alpha14; 
# 33
if (c_lerp5 >= 43L) { 
# 34
return; 
# 35
}  
# 36
alpha14 *= (-alpha14); 
# 37
} 
#endif
# 44 "i000149.cu"
__attribute__((visibility("hidden"))) void map_kick17(int *data, int n) ;
#if 0
# 44
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((int)1)); }  } 
#endif
# 45 "i000149.cu"
namespace util18 { 
# 46
enum class Color19 { 
# 47
Low20, 
# 48
Green21, 
# 49
Add22 = 3, 
# 50
Add23, 
# 51
Busy24
# 52
}; 
# 53
int drift25(int count26) 
# 54
{ 
# 55
const int idx27 = count26; 
# 56
if (idx27 == idx27) { 
# 57
return -40; 
# 58
}  
# 59
count26 |= 57; 
# 60
count26 = idx27; 
# 61
count26 = 5; 
# 62
--count26; 
# 63
return count26; 
# 64
} 
# 65
}
# 66
static unsigned d_weigh28; 
# 68
__attribute__((visibility("hidden"))) void filter29_kernel(int len30, int *dst31, float *buf32, int *data33) ;
#if 0
# 69
{ 
# 70
(*buf32) *= (16.875F); 
# 71
(*data33) = ((((data33[7]) > (5 & c_lerp5)) ? data33[7] : (5 & c_lerp5)) * (c_spread12 / (2))); 
# 72
util18::drift25(util18::drift25(46U)); 
# 73
(buf32[c_spread12]) = (7UL); 
# 74
unsigned w34 = (36UL); 
# 75
if (45 != len30) { 
# 76
return; 
# 77
}  
# 78
} 
#endif
# 79 "i000149.cu"
int host_table38 = 7; 
# 80
__attribute__((visibility("hidden"))) void reads_host39(int *p) ;
#if 0
# 81
{ 
# 82
(p[__device_builtin_variable_threadIdx.x]) = host_table38; 
# 83
} 
#endif
# 84 "i000149.cu"
int main() 
# 85
{ 
# 86
int len35 = 1521; 
# 87
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : reads_host39(nullptr); 
# 88
len35 = util18::drift25(len35 | (sizeof(long long) ^ len35)); 
# 89
for (int n36 = 10; n36 > 0; --n36) { 
# 90
switch (len35 + 10) { 
# 91
case 2:  { 
# 92
if (44 != ((len35 > 7) ? len35 : 7)) { 
# 93
return 12; 
# 94
}  
# 95
int mid37 = ((n36 * n36) + sizeof(unsigned)) % (util18::drift25(3 + n36)); 
# 96
break; 
# 97
} 
# 98
case 9:  
# 99
break; 
# 100
default:  
# 101
break; 
# 102
}  
# 103
}  
# 104
(__cudaPushCallConfiguration(((dim3)(2)), sizeof(int) * (8))) ? (void)0 : tally6_kernel(19U & len35, nullptr, nullptr, (int *)nullptr); 
# 105
(__cudaPushCallConfiguration(((dim3)((len35 + 255) / 256)), ((dim3)(1)))) ? (void)0 : drift13((22.625F) * (util18::drift25(len35))); 
# 106
(__cudaPushCallConfiguration(64 * 4, ((dim3)(2)))) ? (void)0 : map_kick17((int *)nullptr, len35); 
# 107
return 0; 
# 108
} 

# 1 "i000149.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6935d643_10_i000149_cu_c_lerp5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000149.cudafe1.stub.c"
#include "i000149.cudafe1.stub.c"
# 1 "i000149.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
