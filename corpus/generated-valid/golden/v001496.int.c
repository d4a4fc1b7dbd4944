# 1 "v001496.cu"
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
# 13 "v001496.cu"
static float d_gather5[16]; 
# 15
int sift6(int len7, int stride8, long p9) 
# 16
{ 
# 17
unsigned long long sum10 = (41); 
# 18
if (((int)stride8) >= 41) { 
# 19
size_t y11 = len7; 
# 20
int u12 = (float)((int)((float)p9)); 
# 21
}  
# 22
{ 
# 23
len7 = len7; 
# 24
len7 = (p9 * 20UL); 
# 25
} 
# 26
return stride8 - 3; 
# 27
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 29
template< class T, int N = 3> __attribute__((unused)) static T 
# 30
scale13(const T *coef14) 
# 31
{int volatile ___ = 1;(void)coef14;
# 44
::exit(___);}
#if 0
# 31
{ 
# 32
if (!(20 != (coef14[6]))) { 
# 33
return N; 
# 34
}  
# 35
const int w15 = (+((N * __device_builtin_variable_warpSize) + (N / (*coef14)))); 
# 36
(d_gather5[__device_builtin_variable_warpSize]) = (23.125F); 
# 37
const char cnt16 = __device_builtin_variable_blockDim.y; 
# 38
if (w15 || (w15 == 64ULL)) { 
# 39
goto skip17; 
# 40
}  
# 41
(d_gather5[w15]) = (49); 
# 42
skip17:; ; 
# 43
return 41 * ((((coef14[5]) > N) ? coef14[5] : N) - cnt16); 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 46 "v001496.cu"
extern "C" {
# 47
__attribute__((visibility("hidden"))) void mix18_kernel(const double *in19, int *out20) ;
#if 0
# 48
{ 
# 49
int gid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
if ((d_gather5[9]) >= (d_gather5[gid21])) { 
# 51
goto finish25; 
# 52
}  
# 53
if (int flag22 = 53 + ((int)(in19[3])); ((__device_builtin_variable_gridDim.x) + (62)) && (flag22 == (d_gather5[gid21]))) { 
# 54
flag22 = (gid21 * gid21); 
# 55
{ 
# 56
float off23 = ((__device_builtin_variable_gridDim.z) > gid21) ? __device_builtin_variable_gridDim.z : gid21; 
# 57
(*out20) = gid21; 
# 58
} 
# 59
unsigned char h24 = -(10 / (out20[flag22])); 
# 60
}  
# 61
finish25:; ; 
# 62
} 
#endif
# 63 "v001496.cu"
}
# 65
unsigned trace26(long a27) 
# 66
{ 
# 67
for (int it28 = 0; it28 < 16; it28++) { 
# 68
a27 = (43); 
# 69
if (a27 < it28) { 
# 70
continue; 
# 71
}  
# 72
}  
# 73
return ((a27 += a27), ((a27 > (34)) ? a27 : (34))); 
# 74
} 
# 76
static void check_split29(int len30, double cfg31) 
# 77
{ 
# 78
(__cudaPushCallConfiguration((len30 + 63) / 64, ((dim3)(1)))) ? (void)0 : mix18_kernel((const double *)nullptr, (int *)nullptr); 
# 79
char val32 = (-32); 
# 80
cfg31 = (len30 + val32); 
# 81
for (int n33 = 5; n33 > 0; --n33) { 
# 82
float res34((4149)); 
# 83
double z35 = ((6.0F)); 
# 84
float y36 = (z35 + (20U)) * (8); 
# 85
}  
# 86
} 
# 88
int main() 
# 89
{ 
# 90
int count37 = 2777; 
# 91
count37 = 47; 
# 92
for (int j38 = 5; j38 > 0; --j38) { 
# 93
count37 = 0; 
# 94
(__cudaPushCallConfiguration(1, 256)) ? (void)0 : mix18_kernel(nullptr, nullptr); 
# 95
count37 = ((int)count37); 
# 96
}  
# 97
count37 = ((((count37 + __alignof__(double)) > (count37 + count37)) ? count37 + __alignof__(double) : (count37 + count37)) * count37); 
# 98
return 0; 
# 99
} 

# 1 "v001496.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e9d942c6_10_v001496_cu_c6229450
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001496.cudafe1.stub.c"
#include "v001496.cudafe1.stub.c"
# 1 "v001496.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
