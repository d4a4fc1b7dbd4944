# 1 "v001095.cu"
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
# 9 "v001095.cu"
__attribute__((visibility("hidden"))) void step4(int len5, int *acc6, int n7) ;
#if 0
# 9
{ 
# 10
unsigned i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
n7 = i8; 
# 12
--len5; 
# 13
len5 = 51; 
# 14
double val9 = ((7) % (__device_builtin_variable_blockDim.z)) + (13); 
# 15
val9++; 
# 16
float off10 = __device_builtin_variable_gridDim.x; 
# 17
} 
#endif
# 18 "v001095.cu"
enum Color11: short { IDLE12, SLOW13, ON14 = 5, IDLE15}; 
# 20
template< class T, int N = 8> T 
# 21
warp16(const T *input17, int *buf18, const T *input19) { 
# 22
Color11 sum20 = ON14; 
# 23
sum20 = IDLE12; 
# 24
int stride21 = *buf18; 
# 25
return ((N + (input19[stride21])) + (*input19)) + IDLE12; 
# 26
} 
# 28
__attribute__((visibility("hidden"))) void clamp22(unsigned beta23) ;
#if 0
# 28
{ 
# 29
switch (beta23) { 
# 30
case 10:  { 
# 31
int iter24 = 0; 
# 32
do { 
# 33
switch (iter24) { 
# 34
case 10:  
# 35
--beta23; 
# 36
break; 
# 37
case (SLOW13) + 3:  { 
# 38
float *s25 = ((float *)nullptr); 
# 39
break; 
# 40
} 
# 41
case 3:  
# 42
break; 
# 43
}  
# 44
++iter24; 
# 45
} while (iter24 < iter24); 
# 46
[[fallthrough]] ; 
# 47
} 
# 48
case 7:  
# 49
break; 
# 50
default:  
# 51
break; 
# 52
}  
# 53
} 
#endif
# 55 "v001095.cu"
int main() { 
# 56
int n26 = 630; 
# 57
if ((unsigned char)n26) { 
# 58
return (n26 & 15) * (n26 & 15); }  
# 59
n26 = n26; 
# 60
n26 = (55U - n26); 
# 61
(__cudaPushCallConfiguration(512, 64, 0, (cudaStream_t)0)) ? (void)0 : step4(48 * (n26 * n26), &n26, n26); 
# 62
(__cudaPushCallConfiguration(1, ((ON14) + ((ON14) + 54)) * 4, (SLOW13) + 4095)) ? (void)0 : clamp22(n26 - (+n26)); 
# 63
return 0; 
# 64
} 

# 1 "v001095.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__60fdaf3e_10_v001095_cu_ec0b405a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001095.cudafe1.stub.c"
#include "v001095.cudafe1.stub.c"
# 1 "v001095.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
