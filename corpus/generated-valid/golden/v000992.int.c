# 1 "v000992.cu"
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
# 18 "v000992.cu"
enum Kind5 { 
# 19
RED6, 
# 20
GREEN7 = 4, 
# 21
OFF8 = 9, 
# 22
ON9 = 13, 
# 23
ADD10
# 24
}; 
# 26
struct Span11 { 
# 27
long long z12; 
# 28
long x13; 
# 29
unsigned short hi14; 
# 30
unsigned long long id15; 
# 31
void mix16(int mid17) { 
# 32
(z12) >>= (((x13) + ((ADD10) - (hi14))) - (((unsigned)558) + ((id15) - (x13)))); 
# 33
} 
# 34
}; 
# 36
static void stencil18(int stride19) ;
#if 0
# 36
{ 
# 37
unsigned sum20[2]{(16), 1U}; 
# 38
unsigned long k21[5] = {9UL, (static_cast< size_t>(ADD10)), 8UL, (size_t)stride19, (62)}; 
# 39
short s22(stride19); 
# 40
Kind5 cnt23 = ON9; 
# 41
} 
#endif
# 43 "v000992.cu"
__attribute__((visibility("hidden"))) void reduce24(float *data25, unsigned *buf26) ;
#if 0
# 43
{ 
# 44
int gid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
(*buf26) = ((*data25) / (3)); 
# 46
(buf26[5])--; 
# 47
__attribute__((unused)) static int sh_28[64]; 
# 48
__attribute__((unused)) static double sh_29[16]; 
# 49
} 
#endif
# 51 "v000992.cu"
static void decay30(int lane31, const Span11 beta32, int *__restrict__ dst33) ;
#if 0
# 51
{ 
# 52
int gid34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 53
if (gid34 >= lane31) { 
# 54
return; }  
# 55
do { lane31 += gid34; } while (0); 
# 56
++lane31; 
# 57
} 
#endif
# 59 "v000992.cu"
__attribute__((visibility("hidden"))) void sweep35(long long *out36, int n37) ;
#if 0
# 59
{ 
# 60
if (((*out36) - (__device_builtin_variable_blockIdx.x)) != (64 - n37)) { 
# 61
n37 /= ((*out36) - ((n37 - (__device_builtin_variable_blockIdx.x)) / n37)); }  
# 62
long hi38 = -((GREEN7) << (out36[n37])); 
# 63
n37 >>= (GREEN7); 
# 64
unsigned val39 = *out36; 
# 65
float t40[5] = {}; 
# 66
} 
#endif
# 68 "v000992.cu"
__attribute__((visibility("hidden"))) void kick41(int lane42, int *__restrict__ dst43) ;
#if 0
# 68
{ 
# 69
int i44 = __device_builtin_variable_threadIdx.x; 
# 70
if (i44 >= lane42) { 
# 71
return; }  
# 72
if ((i44 * 44) < (i44 + i44)) { 
# 73
lane42 /= (((2) / (__device_builtin_variable_gridDim.x)) / ((lane42 / i44) + ((*dst43) * 5))); 
# 74
Kind5 hi45 = OFF8; 
# 75
}  
# 76
lane42 <<= 1; 
# 77
} 
#endif
# 78 "v000992.cu"
enum State46: int { SLOW47 = 3, ADD48}; 
# 80
__attribute__((visibility("hidden"))) void tile49_kernel(const int *src50, float q51) ;
#if 0
# 80
{ 
# 81
int gid52 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 82
double u53 = src50[3]; 
# 83
Kind5 u54 = RED6; 
# 84
} 
#endif
# 86 "v000992.cu"
__attribute__((unused)) double combine55(double alpha56, Span11 alpha57, const int *src58) {int volatile ___ = 1;(void)alpha56;(void)alpha57;(void)src58;
# 92
::exit(___);}
#if 0
# 86
{ 
# 87
if (__device_builtin_variable_gridDim.x) { 
# 88
alpha57 = alpha57; 
# 89
Span11 cnt59 = Span11{(43), static_cast< long>(*src58), (2614), (36L)}; 
# 90
}  
# 91
return src58[__device_builtin_variable_warpSize]; 
# 92
} 
#endif
# 94 "v000992.cu"
int main() { 
# 95
int n60 = 3042; 
# 96
n60++; 
# 97
const char *stride61 = ("\"q\""); 
# 98
(__cudaPushCallConfiguration(1 << 3, 4 * (12 + ((SLOW47) + 1)))) ? (void)0 : stencil18(-5); 
# 99
(__cudaPushCallConfiguration(1, 256, 0, nullptr)) ? (void)0 : reduce24(nullptr, static_cast< unsigned *>(nullptr)); 
# 100
(__cudaPushCallConfiguration(128, 512)) ? (void)0 : decay30(stride61[0], Span11{}, &n60); 
# 101
return 0; 
# 102
} 

# 1 "v000992.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7c52cdfb_10_v000992_cu_243c1d55
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000992.cudafe1.stub.c"
#include "v000992.cudafe1.stub.c"
# 1 "v000992.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
