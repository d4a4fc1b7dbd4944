# 1 "v001968.cu"
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
# 6 "v001968.cu"
static int d_trace2; 
# 7
enum class Mode3 { 
# 8
Mul4, 
# 9
Green5, 
# 10
Fast6 = 5, 
# 11
Idle7, 
# 12
Low8
# 13
}; 
# 14
enum class Color9: unsigned { Red10 = 3U, Off11}; 
# 15
static void fold12(Mode3 a13) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern long long dyn_14[]; 
# 17
unsigned idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
Mode3 z16 = a13; 
# 19
auto diff17 = (!((dyn_14[__device_builtin_variable_threadIdx.z]) + (1012))) ? idx15 - ((18.5F) / d_trace2) : ((256) + idx15); 
# 20
__attribute__((unused)) static unsigned sh_18[32]; 
# 21
float *acc19 = (nullptr); 
# 22
Mode3 stride20 = z16; 
# 23
} 
#endif
# 24 "v001968.cu"
struct Node21 { 
# 25
int id22; 
# 26
int z23; 
# 27
long y24; 
# 28
int count25; 
# 29
}; 
# 30
int main() { 
# 31
int count26 = 3019; 
# 32
dim3 y27(64, (count26 + 127) / 128, (count26 + 255) / 256); 
# 33
int *tmp28 = (nullptr); 
# 34
count26 = (sizeof(size_t)); 
# 35
(__cudaPushCallConfiguration(((dim3)((count26 + 63) / 64)), y27)) ? (void)0 : fold12(Mode3::Green5); 
# 36
return 0; 
# 37
} 

# 1 "v001968.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__37c8b1fa_10_v001968_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001968.cudafe1.stub.c"
#include "v001968.cudafe1.stub.c"
# 1 "v001968.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
