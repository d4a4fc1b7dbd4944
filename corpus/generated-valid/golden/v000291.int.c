# 1 "v000291.cu"
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
# 20 "v000291.cu"
enum Level5: unsigned { 
# 21
GREEN6, 
# 22
HIGH7, 
# 23
ON8, 
# 24
LOW9, 
# 25
BUSY10
# 26
}; 
# 28
__attribute__((visibility("hidden"))) void count11_kernel(float *buf12) ;
#if 0
# 28
{ 
# 29
unsigned gid13 = __device_builtin_variable_threadIdx.x; 
# 30
(buf12[3]) = (*buf12); 
# 31
if ((gid13 + 7U) > ((25) * (buf12[gid13]))) { 
# 32
(buf12[gid13]) = ((0) - (buf12[7])); 
# 33
int w14 = 0; 
# 34
do { 
# 35
Level5 prod15 = BUSY10; 
# 36
static_assert((29 > 28), "tile must fit");
# 37
++w14; 
# 38
} while (w14 < 5); 
# 39
} else { 
# 40
}  
# 41
} 
#endif
# 43 "v000291.cu"
int main() { 
# 44
int size16 = 2412; 
# 45
(__cudaPushCallConfiguration(dim3((BUSY10) + (15 + 237), (size16 + 63) / 64), dim3(512, 512))) ? (void)0 : count11_kernel((float *)nullptr); 
# 46
Level5 base17 = LOW9; 
# 47
Level5 hi18 = HIGH7; 
# 48
dim3 tmp19((256) * (ON8), (HIGH7) + (15 + 48), 2 * 2); 
# 49
(__cudaPushCallConfiguration(((dim3)((size16 + 127) / 128)), 32)) ? (void)0 : count11_kernel(nullptr); 
# 50
return 0; 
# 51
} 

# 1 "v000291.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__042092d6_10_v000291_cu_4c4a1976
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000291.cudafe1.stub.c"
#include "v000291.cudafe1.stub.c"
# 1 "v000291.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
