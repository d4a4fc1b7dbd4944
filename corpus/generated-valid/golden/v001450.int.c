# 1 "v001450.cu"
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
# 14 "v001450.cu"
static double c_scatter7[8]; 
# 15
enum class Axis8: long { Off9, Low10}; 
# 17
void march11(int stride12, float beta13) { 
# 18
for (int it14 = stride12; it14 > 0; --it14) { 
# 19
unsigned r15 = (61UL); 
# 20
if (r15 <= (r15 - stride12)) { 
# 21
continue; 
# 22
}  
# 23
}   
# 24
} 
# 26
__attribute__((visibility("hidden"))) void blend16_kernel(unsigned long long *buf17, unsigned *buf18) ;
#if 0
# 26
{ 
# 27
unsigned lo19 = c_scatter7[__device_builtin_variable_blockIdx.x]; 
# 28
lo19 = lo19; 
# 29
unsigned long t20{9UL}; 
# 30
} 
#endif
# 32 "v001450.cu"
__attribute__((visibility("hidden"))) void rank21(int *dst22, int lane23, const double *coef24, int n25) ;
#if 0
# 32
{ 
# 33
int idx26 = __device_builtin_variable_threadIdx.x; 
# 34
if (idx26 >= n25) { 
# 35
return; 
# 36
}  
# 37
for (int j27 = 0; j27 < n25; j27 += 1) { 
# 38
++n25; 
# 39
if ((idx26 - (__device_builtin_variable_blockIdx.y)) < ((__device_builtin_variable_threadIdx.x) - (48))) { 
# 40
float q28 = ((*dst22) < 7) ? *dst22 : 7; 
# 41
const int mid29 = (52U) + q28; 
# 42
}  
# 43
}  
# 44
int stride30((10UL % idx26) % (__device_builtin_variable_warpSize % sizeof(size_t))); 
# 45
} 
#endif
# 47 "v001450.cu"
int main() { 
# 48
int size31 = 3436; 
# 49
size31 += (~size31); 
# 50
if (size31 < size31) { 
# 51
return 29 + (size31 * size31); 
# 52
}  
# 53
(__cudaPushCallConfiguration(dim3(1, 2 * 2, sizeof(unsigned)), 3 + (3 + (3 + 119)), 3 + (3 + 4090))) ? (void)0 : blend16_kernel(nullptr, (unsigned *)nullptr); 
# 54
(__cudaPushCallConfiguration((size31 + 63) / 64, sizeof(int) * (8), sizeof(double) * (64), 0)) ? (void)0 : rank21((int *)nullptr, 1, nullptr, ((size31 < 62) ? size31 : 62) * 28); 
# 55
return 0; 
# 56
} 

# 1 "v001450.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0942f01b_10_v001450_cu_2c3f8322
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001450.cudafe1.stub.c"
#include "v001450.cudafe1.stub.c"
# 1 "v001450.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
