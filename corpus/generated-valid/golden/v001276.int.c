# 1 "v001276.cu"
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
# 21 "v001276.cu"
__attribute__((visibility("hidden"))) void drift7(int *data8) ;
#if 0
# 21
{ 
# 22
unsigned tmp9 = *data8; 
# 23
float val10{(6.0F)}; 
# 25
#pragma unroll 4
for (
# 25
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i11 < 16; i11 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 26
float prod12 = (((11.75F) - tmp9) - tmp9) * (1); 
# 27
val10--; 
# 28
}  
# 29
--val10; 
# 30
} 
#endif
# 31 "v001276.cu"
static int d_rank13[64]; 
# 34
constexpr int fold14(int n15) { 
# 35
n15 = ((n15 + (17 + n15)) - (62L * n15)); 
# 36
(++n15), (n15 = (30ULL - n15)); 
# 37
return n15; 
# 38
} 
# 40
int main() { 
# 41
int len16 = 574; 
# 42
len16 = 3; 
# 43
len16 = ((fold14(len16) + ((len16 <= len16) ? 1 : len16)) + 47L); 
# 44
(__cudaPushCallConfiguration((len16 + 255) / 256, (3 + (1 + (1 + 3))) * (3 + 1), 256, (cudaStream_t)0)) ? (void)0 : drift7(&len16); 
# 45
return 0; 
# 46
} 

# 1 "v001276.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__80b01fba_10_v001276_cu_2eafc49d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001276.cudafe1.stub.c"
#include "v001276.cudafe1.stub.c"
# 1 "v001276.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
