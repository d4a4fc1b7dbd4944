# 1 "i000732.cu"
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
# 15 "i000732.cu"
float tile6(float *data7, double q8) { 
# 16
q8 = (36); 
# 17
q8 -= ((13 & ((q8 <= q8) ? 26 : 49)) * 63); 
# 18
float t9 = (20.375F); 
# 19
signed char f10 = t9; 
# 20
(*data7) = (2.5F); 
# 21
constexpr unsigned hi11 = (709); 
# 22
if (31 == f10) { 
# 23
return t9; }  
# 24
return data7[f10 & 7]; 
# 25
} 
# 26
static void clamp12_kernel(const double *__restrict__ input13, int count14) ;
#if 0
# 26
{ 
# 27
count14 %= ((20L * count14) | count14); 
# 28
if (count14 <= (count14 & 31)) { 
# 29
return; }  
# 30
constexpr int val15 = 13; 
# 31
} 
#endif
# 32 "i000732.cu"
void host_drift16(float *__restrict__ buf17, char a18) { 
# 33
auto step21 = [=](int v19)->int { 
# 34
double acc20(a18); 
# 35
(__cudaPushCallConfiguration(dim3((v19 + 127) / 128, 1 << 4), 1 << 5, 0)) ? (void)0 : clamp12_kernel(reinterpret_cast< const double *>(buf17), 16); 
# 36
return v19 * (((buf17)[a18]) * (7U)); 
# 37
} ; typedef decltype(step21) __T0;
# 38
step21(a18); 
# 39
a18++; 
# 40
if (((*buf17) + a18) > (a18 % 26)) { 
# 41
if ((buf17[5]) >= (a18 & 50)) { 
# 42
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : clamp12_kernel((const double *)nullptr, ((buf17[4]) + a18) * ((unsigned)16)); 
# 43
(buf17[a18]) = ((a18 < (a18 - 1UL)) ? a18 : (6.375F)); 
# 44
}  
# 45
}  
# 46
} 
# 47
int host_only25(int x) 
# 48
{ 
# 49
return x + 1; 
# 50
} 
# 51
__attribute__((visibility("hidden"))) void uses_host26(int *p) ;
#if 0
# 52
{ 
# 53
(p[__device_builtin_variable_threadIdx.x]) = host_only25(p[__device_builtin_variable_threadIdx.x]); 
# 54
} 
#endif
# 55 "i000732.cu"
int main() { 
# 56
int len22 = 1161; 
# 57
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : uses_host26(nullptr); 
# 58
int base23 = len22; 
# 59
--len22; 
# 60
unsigned e24 = len22; 
# 61
return 0; 
# 62
} 

# 1 "i000732.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__da4d6e4f_10_i000732_cu_92054aff
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000732.cudafe1.stub.c"
#include "i000732.cudafe1.stub.c"
# 1 "i000732.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
