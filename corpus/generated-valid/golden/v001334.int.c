# 1 "v001334.cu"
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
# 20 "v001334.cu"
__attribute__((visibility("hidden"))) void gather7(int count8, const long *__restrict__ coef9, const float *in10, float alpha11) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern float dyn_12[]; 
# 22
unsigned gid13 = __device_builtin_variable_threadIdx.x; 
# 23
if (gid13 >= count8) { 
# 24
return; 
# 25
}  
# 26
if (((40) != (coef9[5])) ? gid13 : count8) { 
# 27
return; 
# 28
}  
# 29
__attribute__((unused)) static int sh_14[8]; 
# 30
(dyn_12[__device_builtin_variable_blockDim.y])--; 
# 31
} 
#endif
# 34 "v001334.cu"
__attribute((always_inline)) __attribute__((unused)) inline int fold15(bool p16, long a17) {int volatile ___ = 1;(void)p16;(void)a17;
# 42
::exit(___);}
#if 0
# 34
{ 
# 35
p16 = ((__device_builtin_variable_gridDim.y) & (a17 % (8))); 
# 36
if ((a17 % (40)) > (47)) { 
# 37
return a17 + ((p16 < 24UL) ? p16 : a17); 
# 38
}  
# 39
float acc18(p16); 
# 40
++acc18; 
# 41
return 40; 
# 42
} 
#endif
# 44 "v001334.cu"
__attribute__((visibility("hidden"))) void trace19_kernel(int len20, const int *src21, float beta22) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern double dyn_23[]; 
# 46
__attribute__((unused)) static char sh_24[6][8]; 
# 47
len20 = (-33); 
# 48
auto q25 = src21[5]; 
# 49
signed char u26 = q25; 
# 50
int cnt27 = (25L); 
# 51
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 53 "v001334.cu"
template< class T> static void 
# 54
__wrapper__device_stub_fold28(T *__restrict__ &dst29, const float *&in30, const long *&coef31, T *&acc32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 54
{ 
# 55
unsigned tid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
do { (*dst29) += (static_cast< double>(*dst29)); } while (0); 
# 57
(*dst29) += (((__device_builtin_variable_threadIdx.z) % (8)) + (tid33 % (8))); 
# 58
} 
#endif

#pragma GCC diagnostic pop

# 53 "v001334.cu"
template< class T> static void 
# 54
fold28(T *__restrict__ dst29, const float *in30, const long *coef31, T *acc32) {__wrapper__device_stub_fold28<T>(dst29,in30,coef31,acc32);
# 58
return;}
#if 0
# 54
{ 
# 55
unsigned tid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
do { (*dst29) += (static_cast< double>(*dst29)); } while (0); 
# 57
(*dst29) += (((__device_builtin_variable_threadIdx.z) % (8)) + (tid33 % (8))); 
# 58
} 
#endif
# 60 "v001334.cu"
int main() { 
# 61
int len34 = 1087; 
# 62
for (int it35 = len34; it35 > 0; --it35) { 
# 63
(__cudaPushCallConfiguration((it35 + 255) / 256, 32)) ? (void)0 : fold28(static_cast< float *>(nullptr), nullptr, static_cast< const long *>(nullptr), static_cast< float *>(nullptr)); 
# 64
if ((len34 + len34) != 40) { 
# 65
continue; 
# 66
}  
# 67
}   
# 68
(__cudaPushCallConfiguration(dim3(40 + (40 + (40 + 392)), (len34 + 255) / 256), ((dim3)((len34 + 31) / 32)))) ? (void)0 : gather7(len34, nullptr, static_cast< const float *>(nullptr), len34 | len34); 
# 69
(__cudaPushCallConfiguration(((dim3)((len34 + 127) / 128)), dim3(1, 2 * 2, 128))) ? (void)0 : trace19_kernel(1870, nullptr, ((-len34) > len34) ? 7 : ((unsigned long)25U)); 
# 70
return 0; 
# 71
} 

# 1 "v001334.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1465a254_10_v001334_cu_81996496
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001334.cudafe1.stub.c"
#include "v001334.cudafe1.stub.c"
# 1 "v001334.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
