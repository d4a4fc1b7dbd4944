# 1 "v000880.cu"
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
# 9 "v000880.cu"
enum Kind5 { BLUE6, ON7, MUL8 = 5, GREEN9}; 
# 10
namespace _GLOBAL__N__2067ff65_10_v000880_cu_a503620e __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__2067ff65_10_v000880_cu_a503620e; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__2067ff65_10_v000880_cu_a503620e __attribute__((visibility("hidden")))  { 
# 11
int run_sift10(int *__restrict__ buf11) { 
# 12
++(buf11[1]); 
# 13
int prod12 = (-45L); 
# 14
++prod12; 
# 15
prod12 = 19; 
# 16
auto off13 = (-(22.5F)); 
# 17
off13 = (5.625F); 
# 18
return prod12; 
# 19
} 
# 20
}
# 21
__attribute__((visibility("hidden"))) void accum14(int stride15, const int *__restrict__ in16) ;
#if 0
# 21
{ 
# 22
--stride15; 
# 24
#pragma unroll 8
for (
# 24
int n17 = 0, j18 = 6; n17 < j18; (++n17), (--j18)) { 
# 25
stride15 = 7; 
# 26
}  
# 27
++stride15; 
# 28
short mid19 = (((stride15 += (GREEN9)), (*in16))); 
# 29
Kind5 s20 = ON7; 
# 30
} 
#endif
# 31 "v000880.cu"
int main() { 
# 32
int n21 = 3815; 
# 33
static unsigned z22 = (2); 
# 34
if (n21 != n21) { 
# 35
return n21; 
# 36
}  
# 37
if (n21 != n21) { 
# 38
return (3) + z22; 
# 39
}  
# 40
(__cudaPushCallConfiguration(64, 512)) ? (void)0 : accum14(63L, (const int *)nullptr); 
# 41
return 0; 
# 42
} 

# 1 "v000880.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2067ff65_10_v000880_cu_a503620e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000880.cudafe1.stub.c"
#include "v000880.cudafe1.stub.c"
# 1 "v000880.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
