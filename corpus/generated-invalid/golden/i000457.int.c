# 1 "i000457.cu"
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
# 18 "i000457.cu"
void sift6(int count7) 
# 19
{ 
# 20
int val8 = count7; 
# 21
int pass9 = 0; 
# 22
do { 
# 23
unsigned base10 = count7; 
# 24
for (int it11 = 0; it11 < 3; it11++) { 
# 25
do { val8 += (-8); } while (0); 
# 26
val8 = count7; 
# 27
count7 = it11; 
# 28
}  
# 29
++pass9; 
# 30
} while (pass9 < val8); 
# 31
} 
# 38
__attribute__((visibility("hidden"))) void map_bias13(float *data, int n) ;
#if 0
# 38
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 39 "i000457.cu"
__attribute__((visibility("hidden"))) void map_shade14(double *data, int n) ;
#if 0
# 39
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 41 "i000457.cu"
void scale15(double q16, size_t *out17) 
# 42
{ 
# 43
switch (out17[0]) { 
# 44
case 4:  { 
# 45
int v18 = *out17; 
# 46
q16 = (out17[v18]); 
# 47
break; 
# 48
} 
# 49
case 12:  { 
# 50
(++q16), (q16 = (24)); 
# 51
float *t19 = ((float *)nullptr); 
# 52
break; 
# 53
} 
# 54
default:  
# 55
break; 
# 56
}  
# 57
} 
# 59
__attribute__((unused)) inline unsigned long drift20(int len21) 
# 60
{int volatile ___ = 1;(void)len21;
# 73
::exit(___);}
#if 0
# 60
{ 
# 61
if (len21) { 
# 62
return 50U; }  
# 63
if (len21 == (__device_builtin_variable_blockDim.y)) { 
# 64
return len21; }  
# 65
int y22{21}; 
# 66
if ((y22 + (__device_builtin_variable_blockIdx.x)) > (17)) { 
# 67
goto finish23; 
# 68
}  
# 69
y22 = (44UL / y22); 
# 70
do { len21 += (__alignof__(int) << (len21 - len21)); } while (0); 
# 71
finish23:; ; 
# 72
return len21 * (__device_builtin_variable_blockIdx.z); 
# 73
} 
#endif
# 74 "i000457.cu"
__attribute__((visibility("hidden"))) void rvalue_kernel28(int &&x) ;
#if 0
# 75
{ 
# 76
} 
#endif
# 78 "i000457.cu"
int main() 
# 79
{ 
# 80
int size24 = 2290; 
# 81
for (int it25 = 0, j26 = 9; it25 < j26; (++it25), (--j26)) { 
# 82
size24 = (+(24 * j26)); }  
# 83
size24 = size24; 
# 84
static int sum27 = (24L); 
# 85
(__cudaPushCallConfiguration((16 + 48) * 8, dim3((size24 + 127) / 128, (size24 + 31) / 32), 0)) ? (void)0 : map_bias13(nullptr, sum27); 
# 86
(__cudaPushCallConfiguration(((dim3)((size24 + 31) / 32)), 16 + (16 + 96))) ? (void)0 : map_shade14((double *)nullptr, size24); 
# 87
return 0; 
# 88
} 

# 1 "i000457.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e4471973_10_i000457_cu_9c0cb57b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000457.cudafe1.stub.c"
#include "i000457.cudafe1.stub.c"
# 1 "i000457.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
