# 1 "v001520.cu"
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
# 15 "v001520.cu"
__attribute__((visibility("hidden"))) void reduce6_kernel(float q7) ;
#if 0
# 16
{ 
# 17
switch (__device_builtin_variable_blockDim.x) { 
# 18
case 10:  { 
# 19
__attribute__((unused)) static unsigned char sh_8[16][10]; 
# 20
((sh_8[4])[2]) &= ((sh_8[11])[3]); 
# 21
break; 
# 22
} 
# 23
default:  
# 24
break; 
# 25
}  
# 26
} 
#endif
# 28 "v001520.cu"
int host_trace9(unsigned short beta10 = 64L) 
# 29
{ 
# 30
beta10 = beta10; 
# 31
if (double w11((-540)); (beta10 / w11) != w11) { 
# 32
double h12 = w11; 
# 33
if (w11 == w11) { 
# 34
return w11; }  
# 35
}  
# 36
if (beta10 < 15) { 
# 37
goto out13; 
# 38
}  
# 39
beta10 = beta10; 
# 40
beta10 >>= beta10; 
# 41
(__cudaPushCallConfiguration(((dim3)(15 + (15 + 98))), 15 + (15 + 2))) ? (void)0 : reduce6_kernel(beta10); 
# 42
out13:; ; 
# 43
return (beta10 / (beta10 + beta10)); 
# 44
} 
# 46
int main() 
# 47
{ 
# 48
int n14 = 1612; 
# 49
if (float y15 = host_trace9() - host_trace9(); ((y15 * (1158)) - (5)) != n14) { 
# 50
n14 |= ((int)((27) - y15)); 
# 51
unsigned long long u16{(35)}; 
# 52
(__cudaPushCallConfiguration(((dim3)(1 << 5)), 32)) ? (void)0 : reduce6_kernel(host_trace9()); 
# 53
}  
# 54
return 0; 
# 55
} 

# 1 "v001520.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__703effae_10_v001520_cu_8b3fffda
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001520.cudafe1.stub.c"
#include "v001520.cudafe1.stub.c"
# 1 "v001520.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
