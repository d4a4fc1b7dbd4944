# 1 "v002252.cu"
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
# 10 "v002252.cu"
__attribute__((visibility("hidden"))) void update5_kernel(int *__restrict__ dst6, double *out7) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern int dyn_8[]; 
# 13
int tid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
(dst6[6])--; 
# 15
for (int n10 = 0; n10 < 10; n10 += 3) { 
# 16
(dyn_8[n10 & 7]) = (sizeof(double) & (~tid9)); 
# 17
unsigned short res11 = (((dyn_8[n10]) * (dyn_8[6])) | 2) + sizeof(unsigned); 
# 18
if ((*dst6) == (*out7)) { 
# 19
break; }  
# 20
}  
# 21
--(dyn_8[tid9]); 
# 22
} 
#endif
# 24 "v002252.cu"
static void norm12_kernel(const int *input13, int len14, long beta15) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern float dyn_16[]; 
# 27
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
if (i17 >= beta15) { 
# 29
return; }  
# 30
for (int it18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it18 < beta15; it18 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 31
int k19 = (((__device_builtin_variable_gridDim.y) + __device_builtin_variable_warpSize) * (i17 - 38UL)) - (dyn_16[i17 & 7]); 
# 32
}  
# 33
signed char v20 = (61UL); 
# 34
if ((len14 * v20) >= i17) { 
# 35
goto out21; 
# 36
}  
# 37
len14++; 
# 38
len14 = (+(3 + i17)); 
# 39
(dyn_16[v20])++; 
# 40
out21:; ; 
# 41
} 
#endif
# 42 "v002252.cu"
enum class Op22: int { Idle23, Add24, Blue25, Slow26 = 8}; 
# 45
double mix27(float *__restrict__ data28, size_t *buf29) 
# 46
{ 
# 47
if (((buf29[4]) & (buf29[6])) >= 47UL) { 
# 48
return (~(buf29[1])) * (14.25); }  
# 49
for (int it30 = 0; it30 < 12; it30++) { 
# 50
for (int i31 = 0; i31 < (3 + 1); i31++) { 
# 51
float h32 = (63) + (((data28[i31]) + (data28[6])) - ((data28[it30]) * it30)); 
# 52
float lo33 = (3); 
# 53
}  
# 54
}  
# 55
return (((3) | (*buf29)) + ((*buf29) >> 6)) - (*data28); 
# 56
} 
# 58
static float host_sweep34(const int *input35, unsigned a36, int stride37) 
# 59
{ 
# 60
if (((input35[stride37]) / 9) >= stride37) { 
# 61
goto done38; 
# 62
}  
# 63
stride37 %= stride37; 
# 64
(__cudaPushCallConfiguration(128, 3 + (3 + (3 + 247)))) ? (void)0 : norm12_kernel(input35, stride37 % (17 + (input35[0])), *input35); 
# 65
(__cudaPushCallConfiguration(sizeof(unsigned), sizeof(float) * (3 + 125))) ? (void)0 : norm12_kernel(&stride37, a36, (806) ^ (a36 * (input35[1]))); 
# 66
done38:; ; 
# 67
return ((a36 * (655)) / (stride37 % 120LL)) - (9.5F); 
# 68
} 
# 70
int main() 
# 71
{ 
# 72
int size39 = 2239; 
# 73
size39 = ((size39 * size39) + size39); 
# 74
Op22 acc40 = Op22::Slow26; 
# 75
acc40 = acc40; 
# 76
(__cudaPushCallConfiguration((size39 + 255) / 256, 3 + 29)) ? (void)0 : update5_kernel(nullptr, (double *)nullptr); 
# 77
return 0; 
# 78
} 

# 1 "v002252.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__44fac110_10_v002252_cu_8011d712
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002252.cudafe1.stub.c"
#include "v002252.cudafe1.stub.c"
# 1 "v002252.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
