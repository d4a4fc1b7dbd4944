# 1 "v001321.cu"
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
# 12 "v001321.cu"
__attribute__((visibility("hidden"))) void march4(unsigned short *data5, double *data6) ;
#if 0
# 13
{ 
# 14
(data6[1]) = ((long)(-50L)); 
# 15
if (int base7((data5[0]) * ((7) * ((data6[__device_builtin_variable_gridDim.x]) + (__device_builtin_variable_gridDim.x)))); (__device_builtin_variable_threadIdx.x) * base7) { 
# 16
unsigned w8 = data6[base7]; 
# 17
}  
# 18
(data5[4])++; 
# 19
if ((((data5[7]) += 16), ((data5[4]) % (data5[__device_builtin_variable_threadIdx.z]))) >= (*data6)) { 
# 20
(data5[__device_builtin_variable_blockIdx.y]) = (*data5); 
# 21
++(data6[7]); 
# 22
}  
# 23
} 
#endif
# 25 "v001321.cu"
struct Pixel9 { 
# 26
int hi10; 
# 27
float mass11; 
# 28
}; 
# 29
static int c_scale12[2]; 
# 32
__attribute__((visibility("hidden"))) void relax13_kernel(int n14, double *dst15) ;
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern int dyn_16[]; 
# 35
__attribute__((unused)) static int sh_17[9][14]; 
# 36
__attribute__((unused)) static int sh_18[16]; 
# 37
((sh_17[5])[n14])--; 
# 38
} 
#endif
# 40 "v001321.cu"
template< class T, int N = 7> 
# 41
__attribute((noinline)) __attribute__((unused)) T warp19(const T *src20, int stride21, unsigned q22) 
# 42
{int volatile ___ = 1;(void)src20;(void)stride21;(void)q22;
# 46
::exit(___);}
#if 0
# 42
{ 
# 43
q22 = ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_threadIdx.x)); 
# 44
T *off23 = const_cast< T *>(src20); 
# 45
return 35UL; 
# 46
} 
#endif
# 49 "v001321.cu"
static void gather24_kernel(int n25) ;
#if 0
# 50
{ 
# 51
unsigned idx26 = __device_builtin_variable_threadIdx.x; 
# 52
if ((c_scale12[n25]) < n25) { 
# 53
return; 
# 54
}  
# 55
int hi27 = (__device_builtin_variable_gridDim.x) % (8); 
# 56
hi27 = (__device_builtin_variable_blockIdx.y); 
# 57
} 
#endif
# 59 "v001321.cu"
inline int norm28(int n29, unsigned beta30, unsigned long long cfg31) 
# 60
{ 
# 61
if (beta30 < beta30) { 
# 62
unsigned *flag32 = &beta30; 
# 63
} else { 
# 64
beta30 = (30 + n29); 
# 65
}  
# 66
return ((int)48U) - (n29 * cfg31); 
# 67
} 
# 68
static float g_update33; 
# 69
static int d_accum34; 
# 71
template< class T, class U> __attribute__((unused)) unsigned char 
# 72
sweep35(U p36) 
# 73
{int volatile ___ = 1;(void)p36;
# 77
::exit(___);}
#if 0
# 73
{ 
# 74
--p36; 
# 75
__attribute__((unused)) static float sh_37; 
# 76
return p36; 
# 77
} 
#endif
# 79 "v001321.cu"
char check_apply38(int count39) 
# 80
{ 
# 81
auto val40 = sizeof(Pixel9); 
# 82
g_update33++; 
# 83
return val40 * (val40 << (43LL >> val40)); 
# 84
} 
# 86
int main() 
# 87
{ 
# 88
int n41 = 759; 
# 89
(__cudaPushCallConfiguration((n41 + 255) / 256, 8 * 4)) ? (void)0 : relax13_kernel(((34L) * g_update33) / (5 - n41), nullptr); 
# 90
if (n41 >= n41) { 
# 91
return (1045UL) + (n41 - g_update33); 
# 92
}  
# 93
(__cudaPushCallConfiguration(dim3(1 << 9, 8), 1 << 8)) ? (void)0 : march4(nullptr, (double *)nullptr); 
# 94
(__cudaPushCallConfiguration((n41 + 31) / 32, dim3((n41 + 127) / 128, (n41 + 31) / 32, 1 << 7))) ? (void)0 : gather24_kernel(sizeof(int)); 
# 95
return 0; 
# 96
} 

# 1 "v001321.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1edb7bd6_10_v001321_cu_d4a0e90c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001321.cudafe1.stub.c"
#include "v001321.cudafe1.stub.c"
# 1 "v001321.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
