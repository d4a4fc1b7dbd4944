# 1 "v002383.cu"
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
# 17 "v002383.cu"
__attribute__((visibility("hidden"))) void mix8_kernel(int n9, int n10, double cfg11) ;
#if 0
# 17
{ 
# 18
int i12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
n9 <<= (__device_builtin_variable_gridDim.x); 
# 20
unsigned u13[5] = {}; 
# 21
__attribute__((unused)) static int sh_14[10][2]; 
# 22
{ 
# 23
cfg11 *= (4686ULL); 
# 24
if ((((u13[n10]) += n10), 20) != 32) { 
# 25
return; 
# 26
}  
# 27
} 
# 28
int y15[5] = {i12}; 
# 29
} 
#endif
# 31 "v002383.cu"
template< class T> __attribute__((unused)) T 
# 32
trace16(T alpha17, unsigned b18, int count19) {int volatile ___ = 1;(void)alpha17;(void)b18;(void)count19;
# 39
::exit(___);}
#if 0
# 32
{ 
# 33
b18 >>= ((__alignof__(float) - (b18 * count19)) * (((unsigned)alpha17) + b18)); 
# 34
__attribute__((unused)) static int sh_20[4][8]; 
# 35
unsigned short t21 = (float)count19; 
# 36
t21 = (((double)((float)((sh_20[t21 & 3])[3]))) - ((__device_builtin_variable_threadIdx.x) + (63L & b18))); 
# 37
alpha17 += b18; 
# 38
return (t21 / 2); 
# 39
} 
#endif
# 41 "v002383.cu"
int main() { 
# 42
int n22 = 3007; 
# 43
(__cudaPushCallConfiguration(128, 256, sizeof(double) * (256), nullptr)) ? (void)0 : mix8_kernel((n22 - n22) / 2, n22 | n22, (n22 >> 10LL) + n22); 
# 44
n22 = (n22 * ((static_cast< int>(sizeof(int))) - (n22 / 2))); 
# 45
return 0; 
# 46
} 

# 1 "v002383.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cf8ab161_10_v002383_cu_8b1c4e9c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002383.cudafe1.stub.c"
#include "v002383.cudafe1.stub.c"
# 1 "v002383.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
