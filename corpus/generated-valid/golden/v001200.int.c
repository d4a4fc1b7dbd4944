# 1 "v001200.cu"
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
# 7 "v001200.cu"
__attribute__((visibility("hidden"))) void update2(int *out3, int count4, float *data5, float *acc6) ;
#if 0
# 7
{ 
# 8
__attribute__((unused)) extern unsigned dyn_7[]; 
# 9
int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if (i8 >= count4) { 
# 11
return; }  
# 12
if ((__device_builtin_variable_blockDim.x) >= ((dyn_7[i8]) + (60))) { 
# 13
count4 = (out3[__device_builtin_variable_blockIdx.z]); 
# 14
constexpr int e9 = 45; 
# 15
}  
# 16
} 
#endif
# 19 "v001200.cu"
__attribute__((visibility("hidden"))) void fuse10(char b11) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern unsigned char dyn_12[]; 
# 21
unsigned char h13 = ((dyn_12[5]) > ((__device_builtin_variable_blockDim.x) + ('0'))) ? dyn_12[b11] : 60; 
# 22
int q14 = (double)((9) + ((h13 != (dyn_12[h13])) ? h13 : (15.0))); 
# 23
if (q14 < (__device_builtin_variable_threadIdx.y)) { 
# 24
goto finish16; 
# 25
}  
# 27
#pragma unroll
for (
# 27
int it15 = 0; it15 < q14; ++it15) { 
# 28
(dyn_12[2]) = (__device_builtin_variable_gridDim.x); 
# 29
b11 = (60); 
# 30
if (b11 != 37) { 
# 31
return; }  
# 32
}  
# 33
finish16:; ; 
# 34
} 
#endif
# 36 "v001200.cu"
static void pack17(const float *__restrict__ coef18) ;
#if 0
# 36
{ 
# 37
int i19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
long mid20[1 << 3] = {}; 
# 39
__attribute__((unused)) static int sh_21[32]; 
# 40
if ((59 << (sh_21[i19])) < (((__device_builtin_variable_threadIdx.y) ? 15 : i19) - (((mid20[1]) < (sh_21[i19])) ? 4 : (sh_21[7])))) { 
# 41
(sh_21[24]) = (((((*coef18) == (coef18[i19])) ? i19 : 4901) - (45 / (sh_21[i19]))) + ('#')); 
# 42
__attribute__((unused)) static unsigned char sh_22[128]; 
# 43
}  
# 44
} 
#endif
# 46 "v001200.cu"
int decay23(const int *coef24) { 
# 47
double s25 = (4002L); 
# 48
return (((int)s25) * ('A')) << (*coef24); 
# 49
} 
# 51
int main() { 
# 52
int len26 = 1986; 
# 53
constexpr int sum27 = (-4); 
# 54
(__cudaPushCallConfiguration((len26 + 31) / 32, 2 * 16)) ? (void)0 : update2(&len26, (len26 + 3) / len26, nullptr, (float *)nullptr); 
# 55
int stride28 = +(5 - len26); 
# 56
if ((stride28 - stride28) != stride28) { 
# 57
return sum27; }  
# 58
(__cudaPushCallConfiguration(1 << 4, 1 << 7)) ? (void)0 : fuse10((21LL * stride28) >> stride28); 
# 59
(__cudaPushCallConfiguration(sizeof(int) * (32), ((dim3)((stride28 + 127) / 128)), sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : pack17(nullptr); 
# 60
return 0; 
# 61
} 

# 1 "v001200.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__17fb9c76_10_v001200_cu_a2aeb1ce
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001200.cudafe1.stub.c"
#include "v001200.cudafe1.stub.c"
# 1 "v001200.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
