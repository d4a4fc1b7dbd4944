# 1 "v000282.cu"
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
# 19 "v000282.cu"
__attribute__((unused)) float combine7(int count8, unsigned char a9) {int volatile ___ = 1;(void)count8;(void)a9;
# 25
::exit(___);}
#if 0
# 19
{ 
# 20
a9 = (a9 ^ count8); 
# 21
double idx10 = count8; 
# 22
int lo11 = count8; 
# 23
a9++; 
# 24
return count8; 
# 25
} 
#endif
# 27 "v000282.cu"
inline int host_step12(const unsigned *input13, unsigned p14) { 
# 28
p14++; 
# 29
p14 = (p14 & (15)); 
# 30
return (input13[0]) - p14; 
# 31
} 
# 33
__attribute__((visibility("hidden"))) void sift15(unsigned *out16, double *out17, int *data18, float *out19) ;
#if 0
# 33
{ 
# 34
int gid20 = __device_builtin_variable_threadIdx.x; 
# 35
(data18[6]) = (((+(__device_builtin_variable_warpSize & 15)) + 8ULL) + ((39 + gid20) % (data18[1]))); 
# 36
(out19[gid20 & 7]) = (combine7(*out19, *out16) + combine7(combine7(14, __device_builtin_variable_threadIdx.x), 255)); 
# 37
(*data18) = (out17[5]); 
# 38
static_assert((51 == 51), "tile must fit");
# 39
float acc21 = (gid20 * (1.625F)) - ((24) % ((data18[7]) & (out16[gid20 & 7]))); 
# 40
combine7(49ULL, ((out16[gid20]) * (data18[0])) - (6L | (data18[7]))); 
# 41
acc21 = combine7(combine7((out17[gid20]) / (__device_builtin_variable_threadIdx.x), acc21), 43); 
# 42
} 
#endif
# 44 "v000282.cu"
__attribute__((unused)) void reduce22(int *buf23, long alpha24) {int volatile ___ = 1;(void)buf23;(void)alpha24;
# 52
::exit(___);}
#if 0
# 44
{ 
# 45
combine7(sizeof(int), -combine7(-59, buf23[alpha24 & (7)])); 
# 46
(buf23[__device_builtin_variable_warpSize]) = ((((buf23[alpha24]) + (buf23[(__device_builtin_variable_blockDim.x) & (7)])) & 15) * combine7(sizeof(unsigned), (unsigned)63)); 
# 47
float lim25 = *buf23; 
# 48
unsigned v26{(8UL)}; 
# 49
if ((36) < lim25) { 
# 50
return; 
# 51
}  
# 52
} 
#endif
# 54 "v000282.cu"
__attribute__((unused)) void pack27(int len28) {int volatile ___ = 1;(void)len28;
# 62
::exit(___);}
#if 0
# 54
{ 
# 55
if (len28 == len28) { 
# 56
goto out29; 
# 57
}  
# 58
static_assert((sizeof(int) == (4)));
# 59
combine7(len28, 30UL); 
# 60
len28 = (sizeof(int) * len28); 
# 61
out29:; ; 
# 62
} 
#endif
# 64 "v000282.cu"
int main() { 
# 65
int size30 = 850; 
# 66
int tmp31 = 843; 
# 67
int t32 = host_step12(nullptr, 32); 
# 68
(__cudaPushCallConfiguration(2, 32, 0, (cudaStream_t)0)) ? (void)0 : sift15(nullptr, (double *)nullptr, &size30, (float *)nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v000282.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2bf51488_10_v000282_cu_58d5ff4c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000282.cudafe1.stub.c"
#include "v000282.cudafe1.stub.c"
# 1 "v000282.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
