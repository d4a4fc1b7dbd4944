# 1 "v001293.cu"
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
# 8 "v001293.cu"
__attribute__((visibility("hidden"))) void apply4(int len5) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern long long dyn_6[]; 
# 11
int tid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
if (tid7 >= len5) { 
# 13
return; }  
# 14
auto flag8 = 55; 
# 16
#pragma unroll 4
for (
# 16
int i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i9 < len5; i9 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 17
int pass10 = 0; 
# 18
while (pass10 < pass10) { 
# 19
(dyn_6[3]) = ((i9 >= (1L - i9)) ? 4 : pass10); 
# 20
--len5; 
# 21
++pass10; 
# 22
}  
# 23
}  
# 24
static_assert((26 == 26), "tile must fit");
# 25
} 
#endif
# 27 "v001293.cu"
__attribute__((visibility("hidden"))) void trace11_kernel(int count12, double *buf13, long long *out14) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern int dyn_15[]; 
# 30
int iter16 = 0; 
# 31
while (iter16 < 9) { 
# 32
--count12; 
# 33
++iter16; 
# 34
}  
# 35
float acc17 = 49UL & (count12 * iter16); 
# 36
} 
#endif
# 43 "v001293.cu"
__attribute__((visibility("hidden"))) void map_combine19(unsigned *data, int n) ;
#if 0
# 43
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 44 "v001293.cu"
__attribute__((visibility("hidden"))) void map_decay20(double *data, int n) ;
#if 0
# 44
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 45 "v001293.cu"
__attribute__((visibility("hidden"))) void smooth21(const unsigned *input22, float beta23, const double *__restrict__ coef24, const unsigned char *coef25) ;
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern int dyn_26[]; 
# 48
int tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
for (int it28 = 11; it28 > 0; --it28) { 
# 50
(dyn_26[0]) = (' '); }  
# 51
unsigned long z29[6] = {}; 
# 52
if ((z29[__device_builtin_variable_threadIdx.y]) > beta23) { 
# 53
return; }  
# 54
beta23 = (coef25[__device_builtin_variable_threadIdx.y]); 
# 55
(z29[__device_builtin_variable_threadIdx.x]) = beta23; 
# 56
} 
#endif
# 58 "v001293.cu"
__attribute__((visibility("hidden"))) void norm30_kernel(const float *__restrict__ src31, const unsigned *in32, double *__restrict__ buf33) ;
#if 0
# 59
{ 
# 60
__attribute__((unused)) extern int dyn_34[]; 
# 61
int idx35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 62
static_assert((43 > 42));
# 63
(dyn_34[idx35])--; 
# 64
int w36 = 0; 
# 65
if (((double)w36) < (27)) { 
# 66
goto out37; 
# 67
}  
# 68
while (w36 < 11) { 
# 69
(dyn_34[4]) = ((-w36) | ('A')); 
# 70
++w36; 
# 71
}  
# 72
(dyn_34[4]) = idx35; 
# 73
++(*buf33); 
# 74
out37:; ; 
# 75
} 
#endif
# 76 "v001293.cu"
int run_apply38(const size_t *input39, float p40, int len41) 
# 77
{ 
# 78
len41 = (-(((p40 - len41) <= p40) ? 11 : 31L)); 
# 79
len41 = len41; 
# 80
int pass42 = 0; 
# 81
do { 
# 82
p40 = (62); 
# 83
++len41; 
# 84
++pass42; 
# 85
} while (pass42 < pass42); 
# 86
return (pass42 * len41) % ((*input39) * (34 * pass42)); 
# 87
} 
# 88
int main() 
# 89
{ 
# 90
int size43 = 960; 
# 91
for (int j44 = 0; j44 < 14; ++j44) { 
# 92
dim3 e45 = ((dim3)(1 << 7)); 
# 93
(__cudaPushCallConfiguration(1, dim3(1, (size43 + 63) / 64, (size43 + 255) / 256), 0, (cudaStream_t)0)) ? (void)0 : trace11_kernel(-((double)size43), (double *)nullptr, nullptr); 
# 94
}  
# 95
(__cudaPushCallConfiguration(dim3(4, 32, 32), 32)) ? (void)0 : apply4(~(48UL - size43)); 
# 96
(__cudaPushCallConfiguration((size43 + 31) / 32, 512, sizeof(float) * (256))) ? (void)0 : map_combine19(nullptr, 42); 
# 97
(__cudaPushCallConfiguration(dim3(32, 8), 64 * 2, 1024, (cudaStream_t)0)) ? (void)0 : map_decay20(nullptr, (11 * size43) - size43); 
# 98
return 0; 
# 99
} 

# 1 "v001293.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__085e51e9_10_v001293_cu_75eebf91
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001293.cudafe1.stub.c"
#include "v001293.cudafe1.stub.c"
# 1 "v001293.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
