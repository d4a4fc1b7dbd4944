# 1 "v000730.cu"
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
# 9 "v000730.cu"
struct Pixel4 { 
# 10
unsigned short flag5; 
# 11
long x6; 
# 12
}; 
# 14
template< class T> int 
# 15
norm7(const T *in8) { 
# 16
long acc9 = (56); 
# 17
++acc9; 
# 18
return (((acc9 - acc9) & (15)) & (15)); 
# 19
} 
# 22
__attribute__((visibility("hidden"))) void stencil10_kernel(int len11) ;
#if 0
# 22
{ 
# 23
unsigned idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (idx12 >= len11) { 
# 25
return; 
# 26
}  
# 27
float z13 = __device_builtin_variable_threadIdx.z; 
# 28
z13 = (4.375F); 
# 29
len11 = ((24) - idx12); 
# 30
} 
#endif
# 31 "v000730.cu"
using ptr14_t = float *; 
# 32
static char c_clamp15[2]; 
# 33
constexpr int LANES16 = 3; 
# 35
int main() { 
# 36
int count17 = 2402; 
# 37
(__cudaPushCallConfiguration(dim3(128, 256, (count17 + 255) / 256), ((dim3)(512)), 0)) ? (void)0 : stencil10_kernel(-13); 
# 38
(__cudaPushCallConfiguration(4, dim3(256, 2), 0)) ? (void)0 : stencil10_kernel((int)count17); 
# 39
++count17; 
# 40
return 0; 
# 41
} 

# 1 "v000730.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a6e17ca1_10_v000730_cu_e6570d4b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000730.cudafe1.stub.c"
#include "v000730.cudafe1.stub.c"
# 1 "v000730.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
