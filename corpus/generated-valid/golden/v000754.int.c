# 1 "v000754.cu"
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
# 19 "v000754.cu"
static int d_stencil5; 
# 22
constexpr int host_sift6(int stride7, int n8) 
# 23
{ 
# 24
stride7 = (n8 * 26); 
# 25
unsigned cnt9 = (long)stride7; 
# 26
return cnt9; 
# 27
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T, class U> static void 
# 30
__wrapper__device_stub_kick10_kernel(T &q11, const U *__restrict__ &coef12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
++d_stencil5; 
# 33
if ((d_stencil5 & 1) || ((*coef12) > d_stencil5)) { 
# 34
return; }  
# 35
int diff13[2] = {}; 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 29 "v000754.cu"
template< class T, class U> static void 
# 30
kick10_kernel(T q11, const U *__restrict__ coef12) 
# 31
{__wrapper__device_stub_kick10_kernel<T,U>(q11,coef12);
# 36
return;}
#if 0
# 31
{ 
# 32
++d_stencil5; 
# 33
if ((d_stencil5 & 1) || ((*coef12) > d_stencil5)) { 
# 34
return; }  
# 35
int diff13[2] = {}; 
# 36
} 
#endif
# 38 "v000754.cu"
int main() 
# 39
{ 
# 40
int n14 = 662; 
# 41
switch (n14 - n14) { 
# 42
case 5:  
# 43
n14 = (26 + n14); 
# 44
[[fallthrough]] ; 
# 45
case 2:  { 
# 46
int off15{(13LL)}; 
# 47
break; 
# 48
} 
# 49
}  
# 50
(__cudaPushCallConfiguration((n14 + 127) / 128, 16 + 16)) ? (void)0 : kick10_kernel((6.0), (const long *)nullptr); 
# 51
return 0; 
# 52
} 

# 1 "v000754.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a6c31e56_10_v000754_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000754.cudafe1.stub.c"
#include "v000754.cudafe1.stub.c"
# 1 "v000754.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
