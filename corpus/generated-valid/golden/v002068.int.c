# 1 "v002068.cu"
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
# 15 "v002068.cu"
struct Bounds6 { 
# 16
int val7; 
# 17
unsigned val8; 
# 18
}; 
# 20
__attribute__((visibility("hidden"))) void filter9_kernel(int lane10, int len11, int len12, const float *coef13) ;
#if 0
# 21
{ 
# 22
int i14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
float tmp15{(15.5F)}; 
# 24
if (i14 < (__device_builtin_variable_gridDim.x)) { 
# 25
tmp15 *= (__device_builtin_variable_gridDim.z); 
# 26
int t16 = ((__device_builtin_variable_threadIdx.x) << 3) + (0UL + len11); 
# 27
}  
# 28
} 
#endif
# 30 "v002068.cu"
__attribute__((visibility("hidden"))) void drift17_kernel(const int *__restrict__ input18, int stride19, int count20, unsigned short *dst21) ;
#if 0
# 31
{ 
# 32
unsigned idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (idx22 >= count20) { 
# 34
return; }  
# 35
for (int n23 = 0; n23 < stride19; n23++) { 
# 36
const int lim24 = ('#'); 
# 37
unsigned diff25 = idx22; 
# 38
diff25 = (lim24 - (__device_builtin_variable_blockIdx.y)); 
# 39
}  
# 40
__attribute__((unused)) static double sh_26[128]; 
# 41
++stride19; 
# 42
} 
#endif
# 44 "v002068.cu"
int main() 
# 45
{ 
# 46
int n27 = 1770; 
# 47
(__cudaPushCallConfiguration(1 << 8, 64, 0)) ? (void)0 : filter9_kernel(n27, 35LL, n27, nullptr); 
# 48
n27--; 
# 49
n27 >>= 0; 
# 50
n27--; 
# 51
(__cudaPushCallConfiguration(4 + 124, (4 + 252) * 2)) ? (void)0 : drift17_kernel((const int *)nullptr, sizeof(Bounds6), 25, nullptr); 
# 52
return 0; 
# 53
} 

# 1 "v002068.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__212ffaaf_10_v002068_cu_d0eb6e59
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002068.cudafe1.stub.c"
#include "v002068.cudafe1.stub.c"
# 1 "v002068.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
