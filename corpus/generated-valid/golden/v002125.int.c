# 1 "v002125.cu"
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
# 13 "v002125.cu"
__attribute__((unused)) float fuse5(const float *input6) 
# 14
{int volatile ___ = 1;(void)input6;
# 16
::exit(___);}
#if 0
# 14
{ 
# 15
return 27; 
# 16
} 
#endif
# 18 "v002125.cu"
__attribute__((visibility("hidden"))) void sweep7(const float *src8) ;
#if 0
# 19
{ 
# 20
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (((double)idx9) > idx9) { 
# 22
goto finish11; 
# 23
}  
# 24
if (((double)idx9) <= idx9) { 
# 25
int y10 = idx9; 
# 26
do { y10 += idx9; } while (0); 
# 27
}  
# 28
finish11:; ; 
# 29
} 
#endif
# 31 "v002125.cu"
__attribute__((unused)) void decay12(float cfg13, int count14, const int *input15) 
# 32
{int volatile ___ = 1;(void)cfg13;(void)count14;(void)input15;
# 36
::exit(___);}
#if 0
# 32
{ 
# 33
char flag16 = (-31); 
# 34
fuse5(nullptr); 
# 35
__attribute__((unused)) static float sh_17; 
# 36
} 
#endif
# 38 "v002125.cu"
__attribute__((visibility("hidden"))) void count18_kernel(unsigned *__restrict__ data19, int *dst20) ;
#if 0
# 39
{ 
# 40
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
for (int it22 = 0; it22 < tid21; ++it22) { 
# 42
for (int i23 = 0, j24 = it22; i23 < j24; (++i23), (--j24)) { 
# 43
int s25 = it22; 
# 44
}  
# 45
}  
# 46
float r26 = tid21 / ((9.625F) + (__device_builtin_variable_blockIdx.y)); 
# 47
} 
#endif
# 49 "v002125.cu"
__attribute__((unused)) int trace27(float alpha28) 
# 50
{int volatile ___ = 1;(void)alpha28;
# 62
::exit(___);}
#if 0
# 50
{ 
# 51
++alpha28; 
# 52
alpha28 = ((((3950U) + alpha28) - (__device_builtin_variable_threadIdx.z)) - ((alpha28 + (22.875F)) + ((alpha28 <= alpha28) ? __device_builtin_variable_warpSize : 5))); 
# 53
alpha28 = (fuse5(static_cast< const float *>(nullptr)) / ((float)alpha28)); 
# 54
auto r29 = (-(-(1.5))); 
# 55
if ((alpha28 <= r29) || (r29 > (48))) { 
# 56
goto out30; 
# 57
}  
# 58
r29 = (20); 
# 59
decay12((double)1627, static_cast< double>(__device_builtin_variable_blockDim.x), nullptr); 
# 60
out30:; ; 
# 61
return __device_builtin_variable_blockIdx.x; 
# 62
} 
#endif
# 64 "v002125.cu"
namespace ops31 { 
# 65
__attribute__((unused)) short fold32(int len33, int n34, size_t cfg35) 
# 66
{int volatile ___ = 1;(void)len33;(void)n34;(void)cfg35;
# 73
::exit(___);}
#if 0
# 66
{ 
# 67
__attribute__((unused)) static unsigned char sh_36; 
# 68
for (int j37 = 0; j37 < len33; ++j37) { 
# 69
++len33; 
# 70
cfg35 = len33; 
# 71
}  
# 72
return 53; 
# 73
} 
#endif
# 75 "v002125.cu"
__attribute__((unused)) unsigned count38(double *__restrict__ acc39, float *buf40) 
# 76
{int volatile ___ = 1;(void)acc39;(void)buf40;
# 88
::exit(___);}
#if 0
# 76
{ 
# 77
__attribute__((unused)) static unsigned long sh_41[256]; 
# 78
if (((buf40[__device_builtin_variable_warpSize]) * (acc39[__device_builtin_variable_threadIdx.x])) > (51)) { 
# 79
goto finish43; 
# 80
}  
# 81
++(buf40[3]); 
# 82
if (buf40 == (nullptr)) { 
# 83
(*buf40) = (24.375F); 
# 84
float sum42 = fuse5(buf40); 
# 85
}  
# 86
finish43:; ; 
# 87
return sh_41[__device_builtin_variable_blockDim.x]; 
# 88
} 
#endif
# 89 "v002125.cu"
}
# 91
constexpr int host_score44(int stride45, int stride46) 
# 92
{ 
# 93
return 0U; 
# 94
} 
# 96
int main() 
# 97
{ 
# 98
int n47 = 3893; 
# 99
switch (n47) { 
# 100
case 12:  
# 101
break; 
# 102
case 6:  
# 103
break; 
# 104
case 2:  
# 105
if (!(n47 != n47)) { 
# 106
return ((n47 += 33), 3357L) / (n47 + n47); 
# 107
}  
# 108
break; 
# 109
default:  { 
# 110
unsigned hi48 = n47; 
# 111
break; 
# 112
} 
# 113
}  
# 114
n47 = 4147; 
# 115
n47 = (static_cast< int>(host_score44(n47, 1))); 
# 116
(__cudaPushCallConfiguration(16, sizeof(float) * (16), sizeof(double) * (32), nullptr)) ? (void)0 : sweep7((const float *)nullptr); 
# 117
(__cudaPushCallConfiguration((n47 + 255) / 256, 8 * 4, 0)) ? (void)0 : count18_kernel(nullptr, static_cast< int *>(nullptr)); 
# 118
return 0; 
# 119
} 

# 1 "v002125.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ed995717_10_v002125_cu_22f4ae70
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002125.cudafe1.stub.c"
#include "v002125.cudafe1.stub.c"
# 1 "v002125.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
