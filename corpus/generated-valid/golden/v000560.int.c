# 1 "v000560.cu"
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
# 29 "v000560.cu"
static int d_bias11; 
# 32
__attribute__((visibility("hidden"))) void bump12_kernel(int stride13, int *__restrict__ out14, signed char *data15) ;
#if 0
# 33
{ 
# 34
if (stride13 + stride13) { 
# 35
(data15[__device_builtin_variable_blockIdx.x])--; 
# 36
for (int i16 = 0; i16 < (2 * 7); i16++) { 
# 37
for (int it17 = stride13; it17 > 0; --it17) { 
# 38
if (((__device_builtin_variable_threadIdx.x) * (__device_builtin_variable_blockIdx.x)) < (__device_builtin_variable_blockIdx.x)) { 
# 39
return; 
# 40
}  
# 41
int sum18 = (1703U) + ((data15[__device_builtin_variable_gridDim.x]) + sizeof(unsigned char)); 
# 42
}  
# 43
int q19 = 41; 
# 44
}  
# 45
}  
# 46
} 
#endif
# 48 "v000560.cu"
int main() 
# 49
{ 
# 50
int n20 = 2098; 
# 51
double tmp21 = ((23.875F)); 
# 52
dim3 sum22 = ((dim3)(3 + 1)); 
# 53
--n20; 
# 54
(__cudaPushCallConfiguration(dim3(43 + 469, 64, (n20 + 255) / 256), 3 + 253, 256 * 16, 0)) ? (void)0 : bump12_kernel(n20, static_cast< int *>(nullptr), nullptr); 
# 55
return 0; 
# 56
} 

# 1 "v000560.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__23c952da_10_v000560_cu_d_bias11
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000560.cudafe1.stub.c"
#include "v000560.cudafe1.stub.c"
# 1 "v000560.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
