# 1 "v000451.cu"
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
# 24 "v000451.cu"
__attribute__((visibility("hidden"))) void lerp7(unsigned *out8, int *acc9, const int *in10) ;
#if 0
# 24
{ 
# 25
int idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
double off12 = *acc9; 
# 27
if ((acc9[0]) < off12) { 
# 28
return; 
# 29
}  
# 30
++(out8[7]); 
# 31
unsigned w13 = (*in10) / ((*out8) & (out8[3])); 
# 32
if (15 == (static_cast< int>(__device_builtin_variable_blockDim.x))) { 
# 33
goto skip14; 
# 34
}  
# 35
w13 = (((8 << idx11) << 6) * 8); 
# 36
skip14:; ; 
# 37
} 
#endif
# 39 "v000451.cu"
int main() { 
# 40
int len15 = 799; 
# 41
len15 = ((53U - (len15 | len15)) * (1152)); 
# 42
const char *lo16 = ("warp size"); 
# 43
const float *r17 = ((const float *)nullptr); 
# 44
(__cudaPushCallConfiguration((len15 + 255) / 256, 1 << 9)) ? (void)0 : lerp7(static_cast< unsigned *>(nullptr), &len15, &len15); 
# 45
return 0; 
# 46
} 

# 1 "v000451.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__17899cca_10_v000451_cu_dcbc6fde
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000451.cudafe1.stub.c"
#include "v000451.cudafe1.stub.c"
# 1 "v000451.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
