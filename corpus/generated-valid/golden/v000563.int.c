# 1 "v000563.cu"
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
# 21 "v000563.cu"
struct __attribute((aligned(16))) Particle9 { 
# 22
double count10; 
# 23
long long w11; 
# 24
unsigned x12; 
# 25
float id13; 
# 26
}; 
# 27
static Particle9 c_bias14; 
# 29
__attribute__((visibility("hidden"))) void shade15(float b16, float a17) ;
#if 0
# 30
{ 
# 31
b16--; 
# 32
a17 = (c_bias14.x12); 
# 33
b16 = b16; 
# 34
short h18 = c_bias14.count10; 
# 35
} 
#endif
# 37 "v000563.cu"
int main() 
# 38
{ 
# 39
int len19 = 502; 
# 40
const char *w20 = ("path\\to_tail"); 
# 41
++len19; 
# 42
(__cudaPushCallConfiguration(sizeof(float) * (128), 32 * 2, sizeof(float) * (64), 0)) ? (void)0 : shade15((1.0F), (51U << (w20[0])) + (w20[1])); 
# 43
return 0; 
# 44
} 

# 1 "v000563.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__317cfd34_10_v000563_cu_c_bias14
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000563.cudafe1.stub.c"
#include "v000563.cudafe1.stub.c"
# 1 "v000563.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
