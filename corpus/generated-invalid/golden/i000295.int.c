# 1 "i000295.cu"
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
# 16 "i000295.cu"
float filter6(int lane7) { 
# 17
lane7 /= 25; 
# 18
if (lane7 != 32) { 
# 19
return ((lane7 += lane7), 60); 
# 20
}  
# 21
float mid8 = (32); 
# 22
return mid8; 
# 23
} 
# 24
enum Color9 { GREEN10, MUL11 = 4}; 
# 25
typedef Color9 kind12_t; 
# 26
using idx13_t = int; 
# 28
inline idx13_t merge14(long p15, kind12_t p16, int count17) { 
# 29
if (p15 != (p15 + p16)) { 
# 30
float s18((((p15 += (50)), ((count17 += count17), ((1.625F) - count17))))); 
# 31
s18 = (30L); 
# 32
for (int i19 = 0; i19 < 3; i19++) { 
# 33
p15 |= (38L << p15); 
# 34
}  
# 35
}  
# 36
int h20{3}; 
# 37
p15 <<= 4; 
# 38
return p15 / (3); 
# 39
} 
# 41
__attribute__((visibility("hidden"))) void rank21_kernel(int lane22) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern double dyn_23[]; 
# 43
unsigned idx24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
lane22 = (((lane22 + (dyn_23[lane22])) + idx24) * idx24); 
# 45
++lane22; 
# 46
if ((33U) == (dyn_23[5])) { 
# 47
for (int i25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i25 < 11; i25 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 48
++lane22; 
# 49
}  
# 50
float q26 = __device_builtin_variable_threadIdx.x; 
# 51
}  
# 52
} 
#endif
# 54 "i000295.cu"
float update27(idx13_t *acc28) { 
# 55
float y29 = (3); 
# 56
y29 = (*acc28); 
# 57
return (*acc28) / (44U - (*acc28)); 
# 58
} 
# 59
int host_table35 = 7; 
# 60
__attribute__((visibility("hidden"))) void reads_host36(int *p) ;
#if 0
# 61
{ 
# 62
(p[__device_builtin_variable_threadIdx.x]) = host_table35; 
# 63
} 
#endif
# 65 "i000295.cu"
int main() { 
# 66
int count30 = 688; 
# 67
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : reads_host36(nullptr); 
# 68
(__cudaPushCallConfiguration(4, 64)) ? (void)0 : rank21_kernel(38); 
# 69
idx13_t res31[7]{count30, static_cast< idx13_t>(count30), count30, count30, (46L), (static_cast< idx13_t>(-24)), 6}; 
# 70
for (int n32 = 0; n32 < count30; n32++) { 
# 71
Color9 base33 = GREEN10; 
# 72
(++count30), (count30 >>= 3); 
# 73
}  
# 74
size_t s34(2710 * (res31[count30])); 
# 75
return 0; 
# 76
} 

# 1 "i000295.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5de7dfe4_10_i000295_cu_f996f936
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000295.cudafe1.stub.c"
#include "i000295.cudafe1.stub.c"
# 1 "i000295.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
