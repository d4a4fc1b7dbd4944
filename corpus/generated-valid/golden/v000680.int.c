# 1 "v000680.cu"
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
# 16 "v000680.cu"
__attribute__((visibility("hidden"))) void merge5_kernel(float *acc6, bool b7, int *dst8, int *out9) ;
#if 0
# 17
{ 
# 18
unsigned i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
float base11((__device_builtin_variable_threadIdx.x) >> (i10 - ((*dst8) * (dst8[i10])))); 
# 20
if (base11 > b7) { 
# 21
return; }  
# 22
} 
#endif
# 24 "v000680.cu"
static void accum12_kernel(int lane13, int *data14, int *dst15) ;
#if 0
# 25
{ 
# 26
unsigned gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
float stride17 = (((__device_builtin_variable_blockIdx.x) * (data14[__device_builtin_variable_threadIdx.x])) / (__device_builtin_variable_gridDim.x)) + ((static_cast< int>(gid16)) + ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))); 
# 28
lane13 |= (__device_builtin_variable_threadIdx.x); 
# 29
(++lane13), ((data14[6]) >>= (__device_builtin_variable_gridDim.z)); 
# 30
long cnt18 = (12) / stride17; 
# 31
} 
#endif
# 33 "v000680.cu"
__attribute((always_inline)) __attribute__((unused)) inline int apply19(unsigned short alpha20, int lane21, int n22) 
# 34
{int volatile ___ = 1;(void)alpha20;(void)lane21;(void)n22;
# 43
::exit(___);}
#if 0
# 34
{ 
# 35
if (((__device_builtin_variable_gridDim.x) - ('a')) < n22) { 
# 36
if ((__device_builtin_variable_threadIdx.x) == alpha20) { 
# 37
return alpha20; }  
# 38
} else { if ((n22 * (__device_builtin_variable_threadIdx.x)) < (12 % n22)) { 
# 39
float r23 = (((lane21 == alpha20) ? __device_builtin_variable_threadIdx.x : 8UL) - (lane21 * 21U)) * (+(__device_builtin_variable_blockDim.x)); 
# 40
__attribute__((unused)) static long long sh_24[4 * 4]; 
# 41
}  }  
# 42
return 9; 
# 43
} 
#endif
# 45 "v000680.cu"
__attribute__((visibility("hidden"))) void smooth25_kernel(int len26) ;
#if 0
# 46
{ 
# 47
int tid27 = __device_builtin_variable_threadIdx.x; 
# 48
if (tid27 >= len26) { 
# 49
return; }  
# 50
if (len26) { 
# 51
len26 -= (len26 / 2); 
# 52
len26 = (((__device_builtin_variable_warpSize - tid27) != (len26 << 12)) ? 30UL : (tid27 * 12)); 
# 53
}  
# 54
} 
#endif
# 56 "v000680.cu"
__attribute__((visibility("hidden"))) void split28_kernel(double *dst29, float *acc30) ;
#if 0
# 57
{ 
# 58
__attribute__((unused)) extern signed char dyn_31[]; 
# 59
int i32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
double hi33 = dyn_31[1]; 
# 61
__attribute__((unused)) static unsigned long sh_34[32]; 
# 62
hi33 = (static_cast< double>(+(sh_34[i32]))); 
# 63
auto k35 = 63U >> (dyn_31[__device_builtin_variable_gridDim.x]); 
# 64
} 
#endif
# 66 "v000680.cu"
float march36(int count37) 
# 67
{ 
# 68
int y38(((count37 * 3424) + 27U) * (((count37 * count37) > count37) ? 9 * count37 : 12)); 
# 69
count37 = (3UL); 
# 70
auto lim39 = y38; 
# 71
return static_cast< double>((15.0)); 
# 72
} 
# 74
static long run_clamp40(const int *src41, unsigned q42) 
# 75
{ 
# 76
auto op43 = [&]()->unsigned { 
# 77
(__cudaPushCallConfiguration(256, 32, sizeof(int) * (32))) ? (void)0 : merge5_kernel((float *)nullptr, !(!((q42) >= ((src41)[q42]))), const_cast< int *>(src41), nullptr); 
# 78
(__cudaPushCallConfiguration(((q42) + (31)) / (32), 128)) ? (void)0 : smooth25_kernel((((q42) != (q42)) ? q42 : (q42)) - 528UL); 
# 79
return ((*(src41)) * 27UL); 
# 80
} ; typedef decltype(op43) __T0;
# 81
(__cudaPushCallConfiguration(dim3((q42 + (31)) / (32), 12 + 116, (12 + 4) * 4), 1 << 9, 12 + (12 + 4072))) ? (void)0 : split28_kernel(static_cast< double *>(nullptr), nullptr); 
# 82
if (((static_cast< int>(q42)) * 3) != 34) { 
# 83
float q44{(14.5F)}; 
# 84
}  
# 85
dim3 h45 = dim3((12 + (12 + (12 + 28))) * 8, 128); 
# 86
q42 >>= ((12) + q42); 
# 87
return (3L * q42) - (7); 
# 88
} 
# 90
int main() 
# 91
{ 
# 92
int n46 = 718; 
# 93
for (int n47 = n46; n47 > 0; --n47) { 
# 94
auto lam49 = []()->int { 
# 95
int off48 = (static_cast< float>(24)); 
# 96
return (29 / off48) / (('\\') >> off48); 
# 97
} ; typedef decltype(lam49) __T1;
# 98
if (n47 >= n47) { 
# 99
break; }  
# 100
float r50 = n46; 
# 101
}  
# 102
(__cudaPushCallConfiguration((n46 + 255) / 256, dim3(4 * 8, (n46 + 255) / 256, 12 + 116))) ? (void)0 : accum12_kernel(n46 * n46, nullptr, &n46); 
# 103
(__cudaPushCallConfiguration(((dim3)(32)), 12 + 116)) ? (void)0 : split28_kernel(nullptr, nullptr); 
# 104
return 0; 
# 105
} 

# 1 "v000680.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1a6d9e15_10_v000680_cu_72736182
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000680.cudafe1.stub.c"
#include "v000680.cudafe1.stub.c"
# 1 "v000680.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
