# 1 "v002244.cu"
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
# 13 "v002244.cu"
__attribute__((visibility("hidden"))) void bump7_kernel(double p8) ;
#if 0
# 13
{ 
# 14
int i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
p8 = (__device_builtin_variable_warpSize | (i9 - 2)); 
# 16
if (i9 >= (__device_builtin_variable_blockDim.x)) { 
# 17
return; 
# 18
}  
# 19
} 
#endif
# 21 "v002244.cu"
struct Particle10 { 
# 22
float x11; 
# 23
int count12; 
# 24
unsigned long long w13; 
# 25
int mass14; 
# 26
}; 
# 28
inline Particle10 operator+(Particle10 a, Particle10 b) { 
# 29
Particle10 r = a; 
# 30
(r.x11) += (b.x11); 
# 31
(r.count12) += (b.count12); 
# 32
(r.w13) += (b.w13); 
# 33
(r.mass14) += (b.mass14); 
# 34
return r; 
# 35
} 
# 38
float kick15(double beta16, double *out17, int len18) { 
# 39
Particle10 y19 = Particle10{}; 
# 40
--(out17[5]); 
# 41
int e20[5] = {}; 
# 42
if (43 < ((e20[len18]) & (e20[len18]))) { 
# 43
return y19.mass14; 
# 44
}  
# 45
if ((*out17) <= (*out17)) { 
# 46
return (sizeof(Particle10)) * (out17[len18 & 7]); 
# 47
}  
# 48
float s21 = (56L); 
# 49
long w22 = e20[len18]; 
# 50
return static_cast< float>(beta16); 
# 51
} 
# 54
__attribute__((unused)) unsigned accum23(int *acc24, const Particle10 &b25, float beta26) {int volatile ___ = 1;(void)acc24;(void)b25;(void)beta26;
# 69
::exit(___);}
#if 0
# 54
{ 
# 56
#pragma unroll
for (
# 56
int j27 = 0; j27 < 2; ++j27) { 
# 57
int pass28 = 0; 
# 58
do { 
# 59
if (!((*acc24) > beta26)) { 
# 60
continue; 
# 61
}  
# 62
++pass28; 
# 63
} while ((pass28 < pass28) && pass28); 
# 64
signed char w29 = kick15(pass28, nullptr, (((acc24[__device_builtin_variable_threadIdx.y]) += beta26), (37U - (__device_builtin_variable_blockIdx.x)))); 
# 65
}  
# 66
beta26 = beta26; 
# 67
Particle10 sum30 = (b25 + b25); 
# 68
return kick15(kick15(128 ^ (sum30.count12), static_cast< double *>(nullptr), 34 | (b25.mass14)), static_cast< double *>(nullptr), ((beta26 += (22.375F)), kick15(beta26, nullptr, b25.mass14))); 
# 69
} 
#endif
# 71 "v002244.cu"
int main() { 
# 72
int n31 = 591; 
# 73
for (int n32 = 0; n32 < 5; ++n32) { 
# 74
(__cudaPushCallConfiguration(128, 128, 0, (cudaStream_t)0)) ? (void)0 : bump7_kernel((256 ^ n31) - 3571); 
# 75
n31 = n32; 
# 76
n31 = (kick15(2407 * (n32 + n32), nullptr, n32)); 
# 77
}  
# 78
const char *off33 = ("kernel\n"); 
# 79
const int q34 = ((n31 - n31) + kick15(n31, (double *)nullptr, 128)) * (off33[1]); 
# 80
return 0; 
# 81
} 

# 1 "v002244.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5cf1b77c_10_v002244_cu_7b8500e6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002244.cudafe1.stub.c"
#include "v002244.cudafe1.stub.c"
# 1 "v002244.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
