# 1 "v001161.cu"
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
# 17 "v001161.cu"
void check_tile7(long *out8, int *data9, int n10) { 
# 18
(data9[n10 & 7]) |= (n10 % sizeof(float)); 
# 19
static_assert((5 > 4), "bad config");
# 20
} 
# 22
__attribute__((visibility("hidden"))) void march11_kernel(int len12, float *dst13, double alpha14, const unsigned *input15) ;
#if 0
# 22
{ 
# 23
int i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (i16 >= len12) { 
# 25
return; 
# 26
}  
# 27
float sum17 = len12; 
# 28
if ((__device_builtin_variable_blockDim.x) <= (static_cast< char>(__device_builtin_variable_threadIdx.x))) { 
# 29
return; 
# 30
}  
# 31
} 
#endif
# 33 "v001161.cu"
int main() { 
# 34
int len18 = 560; 
# 35
len18 = (static_cast< int>(14LL)); 
# 36
(__cudaPushCallConfiguration((3 + 61) * 2, 13 + (16 + 227))) ? (void)0 : march11_kernel(58, static_cast< float *>(nullptr), len18, nullptr); 
# 37
len18 = 38; 
# 38
(__cudaPushCallConfiguration((len18 + 63) / 64, sizeof(int) * (16), 13 + (3 + (13 + (13 + 4054))), nullptr)) ? (void)0 : march11_kernel((3 ^ len18) - ((len18 <= len18) ? len18 : len18), nullptr, len18, static_cast< const unsigned *>(nullptr)); 
# 39
if ((len18 - len18) != len18) { 
# 40
return 59; 
# 41
}  
# 42
check_tile7(nullptr, nullptr, len18); 
# 43
return 0; 
# 44
} 

# 1 "v001161.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a6937c1d_10_v001161_cu_deee4b89
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001161.cudafe1.stub.c"
#include "v001161.cudafe1.stub.c"
# 1 "v001161.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
