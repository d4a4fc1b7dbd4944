# 1 "v000554.cu"
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
# 21 "v000554.cu"
__attribute__((visibility("hidden"))) void rank5(int len6, int count7, unsigned char b8) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern int dyn_9[]; 
# 23
for (int i10 = 13; i10 > 0; --i10) { 
# 25
#pragma unroll 4
for (
# 25
int j11 = 0; j11 < count7; ++j11) { 
# 27
#pragma unroll
for (
# 27
int it12 = 3; it12 > 0; --it12) { 
# 28
__attribute__((unused)) static double sh_13[32]; 
# 29
__attribute__((unused)) static double sh_14[256]; 
# 30
}  
# 31
}  
# 32
}  
# 33
} 
#endif
# 35 "v000554.cu"
int host_merge15(long long q16, long b17) { 
# 36
(__cudaPushCallConfiguration((b17 + (127)) / (128), 512)) ? (void)0 : rank5(5, q16, (5) + (q16 + (43U))); 
# 37
float v18 = (25); 
# 38
return q16; 
# 39
} 
# 41
int main() { 
# 42
int count19 = 867; 
# 43
unsigned k20 = (50); 
# 44
k20 -= count19; 
# 45
int k21 = (count19 + (count19 + (' '))) * host_merge15(63, host_merge15(k20, count19)); 
# 46
(__cudaPushCallConfiguration((k20 + (127)) / (128), 5 + 123)) ? (void)0 : rank5((3) * k20, 37U / count19, k21 - k20); 
# 47
host_merge15(count19, host_merge15(5, 3)); 
# 48
k20 %= count19; 
# 49
return 0; 
# 50
} 

# 1 "v000554.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eb0bbf5d_10_v000554_cu_225c3360
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000554.cudafe1.stub.c"
#include "v000554.cudafe1.stub.c"
# 1 "v000554.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
