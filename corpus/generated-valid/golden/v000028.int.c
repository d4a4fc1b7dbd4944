# 1 "v000028.cu"
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
# 16 "v000028.cu"
static unsigned c_warp10[8]; 
# 19
extern "C" __attribute__((visibility("hidden"))) void split11(int n12, const int *in13, int *data14, int stride15) ;
#if 0
# 19
{ 
# 20
if ((*in13) < (c_warp10[n12])) { 
# 21
goto out16; 
# 22
}  
# 23
stride15 = (c_warp10[stride15]); 
# 24
++(*data14); 
# 25
out16:; ; 
# 26
} 
#endif
# 28 "v000028.cu"
float fuse17(size_t *data18) { 
# 29
{ 
# 30
(data18[5])++; 
# 31
int base19{(U'\x61')}; 
# 32
} 
# 33
(data18[0]) = (10); 
# 34
int acc20[3] = {}; 
# 35
--(acc20[0]); 
# 36
size_t acc21[6] = {(46U), 9UL, (4298L)}; 
# 37
return 449 + ((acc20[0]) - (acc20[2])); 
# 38
} 
# 39
using real22_t = float; 
# 41
int scatter23(int count24, real22_t cfg25, int *data26) { 
# 42
(data26[count24]) = (18L * (count24 / 1)); 
# 43
const real22_t *val27 = (nullptr); 
# 44
if ((data26[count24]) * (data26[count24])) { 
# 45
return (60) + ((val27[0]) + (35)); 
# 46
}  
# 47
return ((128) * (cfg25 / (sizeof(unsigned long long)))) + ((sizeof(int)) * (((*val27) + (data26[0])) + (4))); 
# 48
} 
# 50
int main() { 
# 51
int n28 = 3865; 
# 52
n28 = (7LL); 
# 53
real22_t e29 = n28; 
# 54
(__cudaPushCallConfiguration(((dim3)((n28 + 63) / 64)), ((dim3)(4 + 12)), 0)) ? (void)0 : split11(sizeof(unsigned), &n28, &n28, (4) - (n28 - 29UL)); 
# 55
(__cudaPushCallConfiguration(((dim3)(512)), 256, sizeof(float) * (64))) ? (void)0 : split11((int)n28, &n28, nullptr, L'\x20'); 
# 56
return 0; 
# 57
} 

# 1 "v000028.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__43304d46_10_v000028_cu_c_warp10
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000028.cudafe1.stub.c"
#include "v000028.cudafe1.stub.c"
# 1 "v000028.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
