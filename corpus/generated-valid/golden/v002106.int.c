# 1 "v002106.cu"
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
# 17 "v002106.cu"
__attribute__((visibility("hidden"))) void fuse4(float *data5, short *out6, const int *input7, float b8) ;
#if 0
# 17
{ 
# 18
int pass9 = 0; 
# 19
do { 
# 20
long long e10 = (3867) + (__device_builtin_variable_threadIdx.x); 
# 21
++pass9; 
# 22
} while (pass9 < 9); 
# 23
(data5[2]) = (3.125F); 
# 24
} 
#endif
# 26 "v002106.cu"
constexpr int split11(int len12, double q13) { 
# 27
constexpr double tmp14 = (22.375); 
# 28
return (18U) * q13; 
# 29
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31
template< class T, int N> static void 
# 32
__wrapper__device_stub_apply15_kernel(const T *&coef16, const unsigned long *&input17, T &a18, bool &alpha19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
int idx20 = __device_builtin_variable_threadIdx.x; 
# 34
alpha19 = (split11(input17[idx20], (2.5))); 
# 35
int pass21 = 0; 
# 36
do { 
# 37
alpha19 = (__device_builtin_variable_threadIdx.y); 
# 38
int hi22 = *coef16; 
# 39
if (alpha19) { 
# 40
continue; 
# 41
}  
# 42
++pass21; 
# 43
}  while (pass21 < 6); 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 31 "v002106.cu"
template< class T, int N> static void 
# 32
apply15_kernel(const T *coef16, const unsigned long *input17, T a18, bool alpha19) {__wrapper__device_stub_apply15_kernel<T,N>(coef16,input17,a18,alpha19);
# 44
return;}
#if 0
# 32
{ 
# 33
int idx20 = __device_builtin_variable_threadIdx.x; 
# 34
alpha19 = (split11(input17[idx20], (2.5))); 
# 35
int pass21 = 0; 
# 36
do { 
# 37
alpha19 = (__device_builtin_variable_threadIdx.y); 
# 38
int hi22 = *coef16; 
# 39
if (alpha19) { 
# 40
continue; 
# 41
}  
# 42
++pass21; 
# 43
}  while (pass21 < 6); 
# 44
} 
#endif
# 46 "v002106.cu"
__attribute__((visibility("hidden"))) void combine23_kernel(const int *__restrict__ src24, float *out25) ;
#if 0
# 46
{ 
# 47
int gid26 = __device_builtin_variable_threadIdx.x; 
# 48
if ((src24[gid26]) < 28) { 
# 49
return; 
# 50
}  
# 51
if (out25 == (nullptr)) { 
# 52
return; 
# 53
}  
# 54
bool e27 = (out25[4]) <= (((__device_builtin_variable_threadIdx.x) - (13)) % (3 - gid26)); 
# 55
if (src24 == (nullptr)) { 
# 56
return; 
# 57
}  
# 58
(out25[6]) = ((split11(gid26, split11(gid26, __device_builtin_variable_gridDim.y))) - (+((*out25) * (19.25F)))); 
# 59
} 
#endif
# 61 "v002106.cu"
float drift28(double p29) { 
# 62
int iter30 = 0; 
# 63
while (iter30 < iter30) { 
# 64
double k31 = p29; 
# 65
if ((k31 > (51)) && (p29 == k31)) { 
# 66
return 57; 
# 67
}  
# 68
int t32 = 11; 
# 69
++iter30; 
# 70
}  
# 71
return iter30; 
# 72
} 
# 74
void combine33(int len34, int n35, float alpha36) { 
# 75
len34 = alpha36; 
# 76
int t37((unsigned)split11(alpha36, drift28(alpha36))); 
# 77
long *y38 = (static_cast< long *>(nullptr)); 
# 78
} 
# 79
typedef float *ptr39_t; 
# 80
typedef float real40_t; 
# 81
static int c_tally41; 
# 84
__attribute__((visibility("hidden"))) void weigh42(double *dst43) ;
#if 0
# 84
{ 
# 85
(*dst43) = ((split11(dst43[4], c_tally41) == split11(__device_builtin_variable_threadIdx.x, *dst43)) ? (c_tally41 - 60) - ((c_tally41 >= c_tally41) ? 62 : (*dst43)) : (((real40_t)(20.5F)) - (dst43[c_tally41]))); 
# 86
(dst43[7]) = (__device_builtin_variable_blockDim.x); 
# 87
(dst43[__device_builtin_variable_threadIdx.x]) = ((((__device_builtin_variable_blockDim.x) > (11)) ? c_tally41 : c_tally41) % c_tally41); 
# 88
unsigned stride44 = drift28(-c_tally41); 
# 89
if ((split11(__device_builtin_variable_blockIdx.x, c_tally41)) != 43U) { 
# 90
return; 
# 91
}  
# 92
drift28((2.875F)); 
# 93
(dst43[c_tally41]) = (dst43[5]); 
# 94
} 
#endif
# 96 "v002106.cu"
float relax45(int n46) { 
# 97
int w47 = 0; 
# 98
while (w47 < 7) { 
# 99
drift28(n46); 
# 100
int h48 = 1649; 
# 101
++w47; 
# 102
}  
# 103
unsigned m49 = w47; 
# 104
return 11; 
# 105
} 
# 107
int main() { 
# 108
int n50 = 2946; 
# 109
int sum51 = (((double)11) + (n50 - 1)) + (11); 
# 110
n50 = ((42L) + (((n50 - sum51) > 11) ? (n50 <= n50) ? n50 : 1 : drift28(n50))); 
# 111
(__cudaPushCallConfiguration((n50 + 31) / 32, 128)) ? (void)0 : weigh42(nullptr); 
# 112
(__cudaPushCallConfiguration(64, 512, sizeof(double) * (32))) ? (void)0 : fuse4(static_cast< real40_t *>(nullptr), nullptr, &sum51, ((double)'A') * sum51); 
# 113
(__cudaPushCallConfiguration((n50 + 31) / 32, 11 + (11 + 42))) ? (void)0 : apply15_kernel< double, 4> ((const double *)nullptr, nullptr, (sum51 + 55) * n50, (relax45(22LL) > n50) && (n50 > n50)); 
# 114
(__cudaPushCallConfiguration((n50 + 255) / 256, 64)) ? (void)0 : combine23_kernel(nullptr, nullptr); 
# 115
return 0; 
# 116
} 

# 1 "v002106.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__85ecab99_10_v002106_cu_f557af78
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002106.cudafe1.stub.c"
#include "v002106.cudafe1.stub.c"
# 1 "v002106.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
