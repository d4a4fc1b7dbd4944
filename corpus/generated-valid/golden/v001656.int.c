# 1 "v001656.cu"
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
# 15 "v001656.cu"
__attribute__((visibility("hidden"))) void kick3(int len4, int len5, int n6) ;
#if 0
# 16
{ 
# 17
int i7 = __device_builtin_variable_threadIdx.x; 
# 18
if (i7 >= n6) { 
# 19
return; 
# 20
}  
# 21
int e8 = len4; 
# 22
len5 = ((-n6) - (__device_builtin_variable_blockIdx.x)); 
# 23
for (int it9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it9 < 14; it9 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 24
for (int n10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n10 < len5; n10 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 25
if (len4 <= 26) { 
# 26
break; 
# 27
}  
# 28
int *acc11 = &n6; 
# 29
}  
# 30
unsigned sum12 = ~(it9 - 30UL); 
# 31
}  
# 32
} 
#endif
# 34 "v001656.cu"
float bump13(int stride14, float b15, int len16) 
# 35
{ 
# 36
float v17 = (stride14 <= len16) ? (14.0F) : (len16 + b15); 
# 37
(__cudaPushCallConfiguration(2 + (2 + 4), 32)) ? (void)0 : kick3(b15, 36, stride14); 
# 38
float *y18 = &b15; 
# 39
return (y18[7]) - (6.875F); 
# 40
} 
# 42
__attribute__((visibility("hidden"))) void tally19_kernel(unsigned b20, const int *__restrict__ src21, int len22) ;
#if 0
# 43
{ 
# 44
int iter23 = 0; 
# 45
do { 
# 46
auto lim24 = ((((src21[__device_builtin_variable_warpSize]) * 25) != b20) && (src21[len22 & 7])) ? (49 >> len22) & ((short)iter23) : (__device_builtin_variable_gridDim.x); 
# 47
if ((2) <= (static_cast< long long>(len22))) { 
# 48
break; 
# 49
}  
# 50
++iter23; 
# 51
} while (iter23 < 7); 
# 52
} 
#endif
# 54 "v001656.cu"
constexpr int run_pack25(int len26) 
# 55
{ 
# 56
return 45 + len26; 
# 57
} 
# 59
double run_bump27(int len28, int n29, int len30) 
# 60
{ 
# 61
n29 = len30; 
# 62
(__cudaPushCallConfiguration(dim3(2, sizeof(unsigned) * (2 + 2), 1), sizeof(float) * (2 + (2 + (2 + 10))))) ? (void)0 : kick3(bump13(run_pack25(len28), n29, len28 + n29), bump13(bump13(n29, -(7.5F), len28), len30, run_pack25(len28)), n29); 
# 63
unsigned long diff31 = run_pack25(n29) + 2; 
# 64
bump13(38UL, len30 * ((2.0F) - len28), 31L); 
# 65
return (18.5F) - (len30 | (len30 + 2)); 
# 66
} 
# 67
enum Kind32: short { OFF33, OFF34, OFF35 = 6, BUSY36}; 
# 69
int main() 
# 70
{ 
# 71
int count37 = 1384; 
# 72
bump13(count37, ((count37 & 1) || (count37 != 1)) ? 2 : (60 * count37), 1028); 
# 73
(__cudaPushCallConfiguration(dim3(2 + ((BUSY36) + 7), (count37 + 127) / 128), 32)) ? (void)0 : tally19_kernel(59L, static_cast< const int *>(nullptr), OFF33); 
# 74
unsigned acc38 = run_pack25(count37); 
# 75
count37 = (OFF34); 
# 76
return 0; 
# 77
} 

# 1 "v001656.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__61e10ecc_10_v001656_cu_9cb52b93
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001656.cudafe1.stub.c"
#include "v001656.cudafe1.stub.c"
# 1 "v001656.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
