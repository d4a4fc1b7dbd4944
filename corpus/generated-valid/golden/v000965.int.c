# 1 "v000965.cu"
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
# 11 "v000965.cu"
extern "C" {
# 12
__attribute__((visibility("hidden"))) void stencil3_kernel(unsigned long b4, int *__restrict__ acc5, unsigned short alpha6) ;
#if 0
# 12
{ 
# 13
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
__attribute__((unused)) static short sh_8[10][9]; 
# 15
__attribute__((unused)) static double sh_9[32]; 
# 16
float acc10{(17.625F)}; 
# 17
__attribute__((unused)) static int sh_11[4 * 2]; 
# 18
} 
#endif
# 19 "v000965.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21
template< class T, class U> static void 
# 22
__wrapper__device_stub_tile12_kernel(U *__restrict__ &buf13, int &len14, int &n15, U *__restrict__ &data16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
unsigned i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (i17 >= n15) { 
# 25
return; 
# 26
}  
# 27
n15 |= i17; 
# 28
(buf13[(__device_builtin_variable_threadIdx.y) & (7)]) *= ((((__device_builtin_variable_blockIdx.x) & n15) >> 2) & ((((*buf13) == (__device_builtin_variable_gridDim.y)) ? i17 : 14UL) - len14)); 
# 29
__attribute__((unused)) static float sh_18[8]; 
# 30
if (len14 == i17) { 
# 31
(*buf13) = ((((i17 & (1)) ? 18UL : len14) * 19UL) ^ (i17 & n15)); 
# 32
U x19{6}; 
# 33
}  
# 34
} 
#endif

#pragma GCC diagnostic pop

# 21 "v000965.cu"
template< class T, class U> static void 
# 22
tile12_kernel(U *__restrict__ buf13, int len14, int n15, U *__restrict__ data16) {__wrapper__device_stub_tile12_kernel<T,U>(buf13,len14,n15,data16);
# 34
return;}
#if 0
# 22
{ 
# 23
unsigned i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (i17 >= n15) { 
# 25
return; 
# 26
}  
# 27
n15 |= i17; 
# 28
(buf13[(__device_builtin_variable_threadIdx.y) & (7)]) *= ((((__device_builtin_variable_blockIdx.x) & n15) >> 2) & ((((*buf13) == (__device_builtin_variable_gridDim.y)) ? i17 : 14UL) - len14)); 
# 29
__attribute__((unused)) static float sh_18[8]; 
# 30
if (len14 == i17) { 
# 31
(*buf13) = ((((i17 & (1)) ? 18UL : len14) * 19UL) ^ (i17 & n15)); 
# 32
U x19{6}; 
# 33
}  
# 34
} 
#endif
# 36 "v000965.cu"
int main() { 
# 37
int n20 = 3462; 
# 38
(__cudaPushCallConfiguration(((dim3)((n20 + 63) / 64)), ((dim3)(1)), 64 * 16)) ? (void)0 : tile12_kernel< float, float> ((float *)nullptr, n20, (n20 - n20) * (62L - n20), (float *)nullptr); 
# 39
n20 >>= (((((int)n20) << 6) >= 10) ? 17 : n20); 
# 40
n20 = n20; 
# 41
n20 <<= ((((n20 <= 18) || (n20 <= n20)) || (n20 < (n20 % n20))) ? 8U : n20); 
# 42
(__cudaPushCallConfiguration(dim3((n20 + 255) / 256, (n20 + 31) / 32), 32 * 4, 0)) ? (void)0 : stencil3_kernel(3, &n20, n20); 
# 43
return 0; 
# 44
} 

# 1 "v000965.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__63d56293_10_v000965_cu_8dd202cc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000965.cudafe1.stub.c"
#include "v000965.cudafe1.stub.c"
# 1 "v000965.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
