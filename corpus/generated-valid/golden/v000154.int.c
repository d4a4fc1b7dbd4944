# 1 "v000154.cu"
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
# 8 "v000154.cu"
__attribute__((unused)) int fold2(const int *src3) 
# 9
{int volatile ___ = 1;(void)src3;
# 13
::exit(___);}
#if 0
# 9
{ 
# 10
int z4 = ((int)26); 
# 11
z4 = (21 | z4); 
# 12
return z4; 
# 13
} 
#endif
# 15 "v000154.cu"
__attribute__((visibility("hidden"))) void bias5(const int *src6) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern int dyn_7[]; 
# 18
char res8 = (static_cast< int>(fold2(dyn_7))) % 39; 
# 19
int mid9{static_cast< int>(dyn_7[res8])}; 
# 20
} 
#endif
# 22 "v000154.cu"
float bump10(float *buf11, int *data12) 
# 23
{ 
# 24
if (((*data12) + 23U) < (20)) { 
# 25
return (buf11[5]) + ((data12[4]) % 51); 
# 26
}  
# 27
const double res13 = ((static_cast< double>(data12[2])) / (((*buf11) += (4)), (4.75F))) + ((data12[3]) * (*buf11)); 
# 28
(*data12) = (35UL); 
# 29
if (((buf11[6]) / (sizeof(int))) >= (data12[1])) { 
# 30
return (4 * (data12[6])) + (*data12); 
# 31
}  
# 32
unsigned mid14 = buf11[0]; 
# 33
return mid14; 
# 34
} 
# 36
void trace15(float alpha16, int len17) 
# 37
{ 
# 38
double idx18 = bump10(&alpha16, &len17) + (4 | (len17 ^ len17)); 
# 39
for (int j19 = 0; j19 < len17; ++j19) { 
# 40
for (int j20 = 0; j20 < len17; ++j20) { 
# 41
int val21 = ((32UL * j19) & j20) % ((static_cast< long>('a')) + (len17 * len17)); 
# 42
len17 = (U'\x61'); 
# 43
}  
# 44
}  
# 45
} 
# 46
enum class Kind22: int { 
# 47
Low23, 
# 48
Mul24, 
# 49
Slow25, 
# 50
High26, 
# 51
Idle27
# 52
}; 
# 54
void count28(int len29, const char *in30, int len31) 
# 55
{ 
# 56
int stride32 = (1855 + (len29 - 3649)) * ((len31 += len31), ((*in30) * 4)); 
# 57
if (len29 && (len31 != (*in30))) { 
# 58
return; 
# 59
}  
# 60
} 
# 62
long sweep33(const long long *src34) 
# 63
{ 
# 64
for (int i35 = 0; i35 < sizeof(int); i35++) { }  
# 65
if ((src34[2]) >= (src34[0])) { 
# 66
return bump10(static_cast< float *>(nullptr), static_cast< int *>(nullptr)); 
# 67
}  
# 68
return bump10((float *)nullptr, static_cast< int *>(nullptr)); 
# 69
} 
# 71
__attribute__((unused)) int lerp36(float *data37, int stride38) 
# 72
{int volatile ___ = 1;(void)data37;(void)stride38;
# 76
::exit(___);}
#if 0
# 72
{ 
# 73
float hi39 = (int)stride38; 
# 74
Kind22 f40 = Kind22::Idle27; 
# 75
return bump10(&hi39, static_cast< int *>(nullptr)); 
# 76
} 
#endif
# 77 "v000154.cu"
static_assert((sizeof(int) == (4)), "expected value");
# 78
enum Color41: short { ADD42, LOW43, IDLE44 = 6}; 
# 85
__attribute__((visibility("hidden"))) void map_combine46(unsigned *data, int n) ;
#if 0
# 85
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 87 "v000154.cu"
int main() 
# 88
{ 
# 89
int count47 = 183; 
# 90
if (42 == (count47 + 5)) { 
# 91
return ((count47 += count47), (count47 % count47)); 
# 92
}  
# 93
trace15((24.0F), sweep33(nullptr)); 
# 94
count47 = ((sweep33(nullptr) - (count47 * count47)) % count47); 
# 95
(__cudaPushCallConfiguration(256, sizeof(float) * (32), sizeof(float) * (128), nullptr)) ? (void)0 : bias5(&count47); 
# 96
(__cudaPushCallConfiguration((count47 + 63) / 64, 512)) ? (void)0 : map_combine46(nullptr, sweep33((const long long *)nullptr) & sweep33((const long long *)nullptr)); 
# 97
return 0; 
# 98
} 

# 1 "v000154.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__709afd4b_10_v000154_cu_23d2d126
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000154.cudafe1.stub.c"
#include "v000154.cudafe1.stub.c"
# 1 "v000154.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
