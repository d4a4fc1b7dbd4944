# 1 "v001465.cu"
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
# 8 "v001465.cu"
static long long run_split2(double beta3 = 1138U) { 
# 9
beta3 = beta3; 
# 10
double v4 = beta3 + (25UL); 
# 11
if (beta3 != (static_cast< int>(v4))) { 
# 12
goto finish6; 
# 13
}  
# 14
if (double k5 = v4; v4 != v4) { 
# 15
v4 = ((4.75) * v4); 
# 16
v4 = (44); 
# 17
}  
# 18
finish6:; ; 
# 19
return v4; 
# 20
} 
# 22
inline float decay7(float *__restrict__ acc8, unsigned a9, const int *input10) { 
# 23
long u11 = input10[a9]; 
# 24
a9 = (758); 
# 25
if (!acc8) { 
# 26
unsigned r12 = u11; 
# 27
a9++; 
# 28
}  
# 29
return (a9 & (1)) ? 34 : (u11 + a9); 
# 30
} 
# 32
int scale13(double a14, const int *__restrict__ coef15) { 
# 33
a14 = a14; 
# 34
if (decay7(static_cast< float *>(nullptr), a14, coef15) >= (coef15[0])) { 
# 35
return decay7(nullptr, 4832, static_cast< const int *>(nullptr)); }  
# 36
if (a14 <= (*coef15)) { 
# 37
return 5U & (coef15[0]); }  
# 38
a14 = (decay7((float *)nullptr, (int)(static_cast< double>(a14)), coef15)); 
# 39
a14 = (2646); 
# 40
decay7(static_cast< float *>(nullptr), decay7(nullptr, a14 + (55ULL), coef15), coef15); 
# 41
a14 = ((((coef15[2]) % 8) < ((a14 < (4UL)) ? coef15[2] : 36L)) ? (a14 == (coef15[4])) ? 37U & (coef15[5]) : ((coef15[4]) * a14) : (((int)(*coef15)) | 62)); 
# 42
return decay7((float *)nullptr, *coef15, coef15); 
# 43
} 
# 45
__attribute__((visibility("hidden"))) void split16(const int *__restrict__ input17) ;
#if 0
# 45
{ 
# 46
int idx18 = __device_builtin_variable_threadIdx.x; 
# 47
scale13(decay7(nullptr, __device_builtin_variable_gridDim.x, &idx18), &idx18); 
# 48
if (idx18 >= (input17[idx18])) { 
# 49
if (long x19 = input17[idx18]; idx18 >= (__device_builtin_variable_blockIdx.x)) { 
# 50
long h20 = -scale13(31, (const int *)nullptr); 
# 51
float lo21[5] = {}; 
# 52
}  
# 53
}  
# 54
} 
#endif
# 56 "v001465.cu"
int main() { 
# 57
int len22 = 1750; 
# 58
if (len22) { 
# 59
bool h23 = len22 >= run_split2(); 
# 60
unsigned val24[7]{(63), 3424U, (static_cast< unsigned>(24U)), static_cast< unsigned>(h23), (52), 3U, (13L)}; 
# 61
}  
# 62
int z25 = ((len22 + ((len22 >= len22) ? len22 : len22)) > scale13(len22, &len22)) ? 25 : len22; 
# 63
(__cudaPushCallConfiguration(dim3(8, 2), ((dim3)(2 * 16)))) ? (void)0 : split16((const int *)nullptr); 
# 64
return 0; 
# 65
} 

# 1 "v001465.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__793c7af9_10_v001465_cu_6d3e5728
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001465.cudafe1.stub.c"
#include "v001465.cudafe1.stub.c"
# 1 "v001465.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
