# 1 "v000350.cu"
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
# 18 "v000350.cu"
enum class Mode7 { Off8, High9, Low10, On11}; 
# 19
static long c_probe12; 
# 20
__attribute__((visibility("hidden"))) void fold13(float *dst14, int stride15, int len16, int *buf17) ;
#if 0
# 21
{ 
# 22
long q18 = *dst14; 
# 23
(buf17[len16 & 7]) &= 29UL; 
# 24
(*dst14)++; 
# 25
const int base19 = (*buf17) + (q18 & (30)); 
# 26
if ((base19 >= base19) && (stride15 < len16)) { 
# 27
return; }  
# 28
} 
#endif
# 29 "v000350.cu"
int main() 
# 30
{ 
# 31
int n20 = 298; 
# 32
n20 = ((n20 & ((n20 += sizeof(int)), 60)) * 5); 
# 33
(__cudaPushCallConfiguration(1, 256, 4096, nullptr)) ? (void)0 : fold13((float *)nullptr, n20, n20, nullptr); 
# 34
static unsigned h21 = (36UL); 
# 35
return 0; 
# 36
} 

# 1 "v000350.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b230cb17_10_v000350_cu_6fb8b4a9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000350.cudafe1.stub.c"
#include "v000350.cudafe1.stub.c"
# 1 "v000350.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
