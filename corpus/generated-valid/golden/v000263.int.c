# 1 "v000263.cu"
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
# 14 "v000263.cu"
constexpr long WIDTH5 = (64); 
# 16
double grow6(unsigned *out7, int count8, int lane9) 
# 17
{ 
# 18
(out7[3]) = ((out7 == (nullptr)) ? 54U : (727)); 
# 19
lane9 = ((WIDTH5 >> (-count8)) | WIDTH5); 
# 20
static int m10 = 0; 
# 21
dim3 base11 = ((dim3)(16)); 
# 22
return ((m10 + (21.625F)) + WIDTH5) + WIDTH5; 
# 23
} 
# 25
__attribute__((visibility("hidden"))) void filter12_kernel(long b13) ;
#if 0
# 26
{ 
# 27
auto idx14 = __device_builtin_variable_threadIdx.z; 
# 28
b13++; 
# 29
} 
#endif
# 31 "v000263.cu"
int main() 
# 32
{ 
# 33
int len15 = 1972; 
# 34
(__cudaPushCallConfiguration(dim3((len15 + 255) / 256, (len15 + 255) / 256, (len15 + 127) / 128), dim3(1 << 4, 2))) ? (void)0 : filter12_kernel((WIDTH5 * len15) & (len15 * 11)); 
# 35
len15 %= len15; 
# 36
len15 += ((42 - (len15 << 3)) << (9 % len15)); 
# 37
--len15; 
# 38
return 0; 
# 39
} 

# 1 "v000263.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2c79cd8c_10_v000263_cu_bc22b15b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000263.cudafe1.stub.c"
#include "v000263.cudafe1.stub.c"
# 1 "v000263.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
