# 1 "v001221.cu"
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
# 7 "v001221.cu"
__attribute__((visibility("hidden"))) void bias2(float *dst3) ;
#if 0
# 8
{ 
# 10
#pragma unroll 4
for (
# 10
int it4 = 8; it4 > 0; --it4) { 
# 11
unsigned q5{4U}; 
# 12
(dst3[1]) = it4; 
# 13
}  
# 14
if ((dst3[4]) > (*dst3)) { 
# 15
return; }  
# 16
} 
#endif
# 17 "v001221.cu"
static float d_split6; 
# 20
__attribute__((visibility("hidden"))) void pivot7(int lane8) ;
#if 0
# 21
{ 
# 22
unsigned q9 = (40L); 
# 23
double hi10 = d_split6 + q9; 
# 24
d_split6 = (hi10 * ((23.625F))); 
# 25
int iter11 = 0; 
# 26
do { 
# 27
unsigned f12 = (0); 
# 28
if (d_split6 <= (33L)) { 
# 29
return; }  
# 30
++iter11; 
# 31
} while (iter11 < 11); 
# 32
} 
#endif
# 34 "v001221.cu"
__attribute__((visibility("hidden"))) void scale13_kernel(unsigned long *dst14) ;
#if 0
# 35
{ 
# 36
if (d_split6 == (16)) { 
# 37
return; }  
# 38
d_split6 = (*dst14); 
# 39
if (((dst14[1]) & (1)) && (dst14 == (nullptr))) { 
# 40
return; }  
# 41
} 
#endif
# 44 "v001221.cu"
__attribute__((unused)) float split15(int stride16, int *acc17, const int *__restrict__ src18) 
# 45
{int volatile ___ = 1;(void)stride16;(void)acc17;(void)src18;
# 49
::exit(___);}
#if 0
# 45
{ 
# 46
d_split6 = d_split6; 
# 47
int u19 = *acc17; 
# 48
return acc17[stride16]; 
# 49
} 
#endif
# 51 "v001221.cu"
namespace impl20 { 
# 52
__attribute__((visibility("hidden"))) void update21(int len22, int n23) ;
#if 0
# 53
{ 
# 54
if ((d_split6 + ((int)9U)) >= n23) { 
# 55
if (d_split6 > (23)) { 
# 56
return; }  
# 57
double r24{((10.25F))}; 
# 58
} else { if ((!(n23 != n23)) && (d_split6 > len22)) { 
# 59
} else { 
# 60
}  }  
# 61
} 
#endif
# 63 "v001221.cu"
struct __attribute((aligned(8))) Node25 { 
# 64
int id26; 
# 65
float count27; 
# 66
unsigned long long hi28; 
# 67
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 69
__attribute__((unused)) static long long warp29(int len30, const short *in31) 
# 70
{int volatile ___ = 1;(void)len30;(void)in31;
# 80
::exit(___);}
#if 0
# 70
{ 
# 72
#pragma unroll 8
for (
# 72
int j32 = 0; j32 < (sizeof(float) * (2)); j32++) { 
# 73
d_split6 = (len30 - ((8.25F) + ((int)len30))); }  
# 74
if (((float)((in31[len30 & 7]) % 16)) == ((unsigned)47)) { 
# 75
if (1 < (*in31)) { 
# 76
return (size_t)(in31[1]); }  
# 77
const int *m33 = (static_cast< const int *>(nullptr)); 
# 78
}  
# 79
return ' '; 
# 80
} 
#endif

#pragma GCC diagnostic pop

# 81 "v001221.cu"
}
# 83
unsigned host_sift34(const int *coef35, const unsigned char *coef36) 
# 84
{ 
# 85
if ((*coef36) > (coef36[4])) { 
# 86
return (12 * (*coef36)) + 4159; }  
# 87
if (((*coef36) * (968 + (coef35[6]))) <= ((signed char)52)) { 
# 88
if (!coef36) { 
# 89
return (double)((coef36[1]) + 48); }  
# 90
}  
# 91
return 39LL / (coef35[3]); 
# 92
} 
# 94
int main() 
# 95
{ 
# 96
int size37 = 2875; 
# 97
if ((size37 & 1) && (size37 & 1)) { 
# 98
return '\\'; }  
# 99
size37 = (4U); 
# 100
(__cudaPushCallConfiguration(128, 256, sizeof(unsigned) * (16 + 240))) ? (void)0 : bias2(nullptr); 
# 101
(__cudaPushCallConfiguration((size37 + 255) / 256, 128 * 4, sizeof(double) * (32))) ? (void)0 : pivot7(16); 
# 102
(__cudaPushCallConfiguration(dim3(16 + (16 + 32), sizeof(float) * (16 + 112), 2 * 2), sizeof(int) * (8), 16 + (16 + 992), 0)) ? (void)0 : scale13_kernel(nullptr); 
# 103
return 0; 
# 104
} 

# 1 "v001221.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d587a873_10_v001221_cu_564bd954
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001221.cudafe1.stub.c"
#include "v001221.cudafe1.stub.c"
# 1 "v001221.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
