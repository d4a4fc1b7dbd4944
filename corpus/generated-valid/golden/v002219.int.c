# 1 "v002219.cu"
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
# 19 "v002219.cu"
__attribute__((unused)) int norm9(int stride10, int stride11, unsigned short alpha12) {int volatile ___ = 1;(void)stride10;(void)stride11;(void)alpha12;
# 28
::exit(___);}
#if 0
# 19
{ 
# 20
alpha12 = stride10; 
# 22
#pragma unroll
for (
# 22
int i13 = 0; i13 < 11; i13++) { 
# 23
stride10 = ((alpha12 > i13) ? alpha12 : i13); 
# 24
alpha12 ^= (stride11 * (alpha12 * stride10)); 
# 25
}  
# 26
stride11 &= (('0') * stride10); 
# 27
return (('\"') | (stride11 * 47)) * ((2 - alpha12) + alpha12); 
# 28
} 
#endif
# 30 "v002219.cu"
__attribute((always_inline)) __attribute__((unused)) inline int pivot14(long *__restrict__ data15, int stride16, int *__restrict__ acc17) {int volatile ___ = 1;(void)data15;(void)stride16;(void)acc17;
# 42
::exit(___);}
#if 0
# 30
{ 
# 31
if (stride16) { 
# 33
#pragma unroll 2
for (
# 33
int it18 = 0; it18 < (8 * 2); ++it18) { 
# 34
if ((stride16 - (acc17[1])) != ((((data15[stride16]) | 4477L) > stride16) ? (data15[stride16]) | 4477L : stride16)) { 
# 35
(acc17[2]) = 22; 
# 36
}  
# 37
constexpr double s19 = (3.375); 
# 38
}  
# 39
const double base20 = (15.75) + (((acc17[7]) - 52) + (*data15)); 
# 40
}  
# 41
return stride16; 
# 42
} 
#endif
# 44 "v002219.cu"
__attribute__((visibility("hidden"))) void pivot21(long *__restrict__ buf22, const unsigned long long *__restrict__ src23, unsigned char b24, double *data25) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern int dyn_26[]; 
# 46
unsigned gid27 = __device_builtin_variable_threadIdx.x; 
# 47
double f28 = __device_builtin_variable_threadIdx.x; 
# 48
(*buf22) = (dyn_26[__device_builtin_variable_gridDim.y]); 
# 50
#pragma unroll
for (
# 50
int i29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i29 < 9; i29 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 51
for (int n30 = i29; n30 > 0; --n30) { 
# 52
b24 &= (buf22[__device_builtin_variable_threadIdx.x]); 
# 53
}  
# 54
if ((*data25) != i29) { 
# 55
break; 
# 56
}  
# 57
}  
# 58
float mid31 = (6L); 
# 59
} 
#endif
# 61 "v002219.cu"
int main() { 
# 62
int size32 = 2973; 
# 63
float *mid33 = (nullptr); 
# 64
unsigned cnt34 = size32; 
# 65
(__cudaPushCallConfiguration((size32 + 31) / 32, 32)) ? (void)0 : pivot21(nullptr, (const unsigned long long *)nullptr, 40, reinterpret_cast< double *>(mid33)); 
# 66
return 0; 
# 67
} 

# 1 "v002219.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__667be0d1_10_v002219_cu_fcf4b8ee
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002219.cudafe1.stub.c"
#include "v002219.cudafe1.stub.c"
# 1 "v002219.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
