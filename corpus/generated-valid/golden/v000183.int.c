# 1 "v000183.cu"
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
# 21 "v000183.cu"
__attribute__((visibility("hidden"))) void filter10(const int *src11, int stride12, const unsigned *input13, int lane14) ;
#if 0
# 22
{ 
# 23
int tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
++stride12; 
# 25
int pass16 = 0; 
# 26
while (pass16 < tid15) { 
# 27
int t17 = 4119; 
# 28
(stride12--), (lane14 ^= (53L * (__device_builtin_variable_blockIdx.x))); 
# 29
int res18 = (((t17 += (-24)), (*input13))); 
# 30
++pass16; 
# 31
}  
# 32
} 
#endif
# 34 "v000183.cu"
int main() 
# 35
{ 
# 36
int size19 = 1145; 
# 37
size19 |= 58; 
# 38
(__cudaPushCallConfiguration((size19 + 63) / 64, sizeof(int) * (128), 0)) ? (void)0 : filter10(static_cast< const int *>(nullptr), size19, nullptr, sizeof(char)); 
# 39
size19--; 
# 40
return 0; 
# 41
} 

# 1 "v000183.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__15dd0143_10_v000183_cu_179f4cd3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000183.cudafe1.stub.c"
#include "v000183.cudafe1.stub.c"
# 1 "v000183.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
