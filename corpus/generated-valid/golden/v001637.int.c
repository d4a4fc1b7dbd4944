# 1 "v001637.cu"
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
# 19 "v001637.cu"
extern "C" {
# 20
__attribute__((unused)) void scatter11(unsigned long p12, int n13) {int volatile ___ = 1;(void)p12;(void)n13;
# 26
::exit(___);}
#if 0
# 20
{ 
# 21
if (((int)p12) <= n13) { 
# 22
return; 
# 23
}  
# 24
__attribute__((unused)) static int sh_14[32]; 
# 25
__attribute__((unused)) static float sh_15[128]; 
# 26
} 
#endif
# 28 "v001637.cu"
__attribute__((visibility("hidden"))) void scale8_kernel(const double *in9) ;
#if 0
# 28
{ 
# 29
if ((in9[0]) == (static_cast< float>(in9[5]))) { 
# 30
return; 
# 31
}  
# 32
if ((((in9[3]) == (in9[5])) ? 3517 : 49) & 1) { 
# 33
return; 
# 34
}  
# 35
__attribute__((unused)) static long long sh_10; 
# 36
} 
#endif
# 37 "v001637.cu"
}
# 39
__attribute__((visibility("hidden"))) void update16(double *acc17, int lane18, unsigned long long *out19, unsigned *out20) ;
#if 0
# 39
{ 
# 40
lane18 = ((40) - ((out19[lane18]) + lane18)); 
# 41
float f21 = (((15UL) - (out19[2])) & (4915U + (*out20))) << 2; 
# 42
} 
#endif
# 44 "v001637.cu"
__attribute__((visibility("hidden"))) void scatter22_kernel(int len23, int n24, float *data25) ;
#if 0
# 44
{ 
# 45
++n24; 
# 46
if (len23 * 51) { 
# 47
return; 
# 48
}  
# 49
len23 = n24; 
# 50
} 
#endif
# 52 "v001637.cu"
static void check_reduce26(unsigned beta27, long long p28, int n29) { 
# 53
p28 = (3); 
# 54
(__cudaPushCallConfiguration(((dim3)(1)), 1 + (3 + (8 + 500)))) ? (void)0 : scatter22_kernel(~(sizeof(float) + beta27), ((54U <= beta27) ? beta27 : p28) + (n29 & p28), nullptr); 
# 55
int res30 = (4096) | ((n29 < beta27) ? beta27 : (n29 & beta27)); 
# 56
if ((2) < p28) { 
# 57
goto out31; 
# 58
}  
# 59
(__cudaPushCallConfiguration(16, dim3((beta27 + (255)) / (256), 1 << (1 + (1 + (1 + 1))), 2), 4096, (cudaStream_t)0)) ? (void)0 : update16((double *)nullptr, static_cast< float>((beta27 == ('#')) ? p28 : beta27), nullptr, &beta27); 
# 60
p28 = (((26 - n29) - ('\\')) << ((-p28) + (3))); 
# 61
out31:; ; 
# 62
} 
# 64
int main() { 
# 65
int size32 = 391; 
# 66
size32 = (static_cast< int>(size32)); 
# 67
(__cudaPushCallConfiguration(dim3((size32 + 31) / 32, 32), 128)) ? (void)0 : scale8_kernel(nullptr); 
# 68
(__cudaPushCallConfiguration(256, 256)) ? (void)0 : scale8_kernel((const double *)nullptr); 
# 69
++size32; 
# 70
return 0; 
# 71
} 

# 1 "v001637.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__561d9c09_10_v001637_cu_0c6dbee8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001637.cudafe1.stub.c"
#include "v001637.cudafe1.stub.c"
# 1 "v001637.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
