# 1 "v000816.cu"
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
# 29 "v000816.cu"
__attribute__((visibility("hidden"))) void kick10(int len11, int n12, const int *src13) ;
#if 0
# 29
{ 
# 30
float w14 = len11 >> 1; 
# 31
do { n12 += ((1) - ((-len11) - (__device_builtin_variable_threadIdx.x))); } while (0); 
# 32
} 
#endif
# 34 "v000816.cu"
int main() { 
# 35
int count15 = 3971; 
# 36
const char *idx16 = ("x=%d"); 
# 37
for (int j17 = 0; j17 < count15; ++j17) { 
# 38
(__cudaPushCallConfiguration(((dim3)((j17 + 31) / 32)), sizeof(int) * (8))) ? (void)0 : kick10((2 * (j17 - 7)) + 12, (2 * (-(idx16[1]))) + (count15 >> (idx16[1])), nullptr); 
# 39
for (int i18 = 0; i18 < j17; ++i18) { 
# 40
count15 = count15; 
# 41
count15 %= (4546 - (idx16[0])); 
# 42
}  
# 43
}  
# 44
return 0; 
# 45
} 

# 1 "v000816.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__081cc2c8_10_v000816_cu_4db09e29
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000816.cudafe1.stub.c"
#include "v000816.cudafe1.stub.c"
# 1 "v000816.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
