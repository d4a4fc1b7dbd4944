# 1 "v001925.cu"
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
# 22 "v001925.cu"
enum Phase11: unsigned char { 
# 23
GREEN12 = 3U, 
# 24
FAST13, 
# 25
IDLE14, 
# 26
MUL15 = 9U, 
# 27
BUSY16 = 11U
# 28
}; 
# 29
unsigned check_march17(float p18, int n19, long *__restrict__ acc20) { 
# 30
p18 = ((acc20[n19]) / n19); 
# 31
n19 = (FAST13); 
# 32
n19 = (((((*acc20) += (3)), p18) + (24)) - (n19 * (static_cast< double>(9)))); 
# 33
return (int)(n19 & (static_cast< unsigned>(p18))); 
# 34
} 
# 35
static void merge21(long *__restrict__ out22, int n23, int *buf24) ;
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern unsigned dyn_25[]; 
# 37
(dyn_25[7]) = (dyn_25[5]); 
# 38
auto m26 = n23; 
# 39
Phase11 sum27 = MUL15; 
# 40
} 
#endif
# 41 "v001925.cu"
int main() { 
# 42
int count28 = 2738; 
# 43
count28--; 
# 44
(__cudaPushCallConfiguration(1, 512)) ? (void)0 : merge21(nullptr, 35, nullptr); 
# 45
return 0; 
# 46
} 

# 1 "v001925.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3022cfe7_10_v001925_cu_e15bc7d0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001925.cudafe1.stub.c"
#include "v001925.cudafe1.stub.c"
# 1 "v001925.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
