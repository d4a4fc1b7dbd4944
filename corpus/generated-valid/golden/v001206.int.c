# 1 "v001206.cu"
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
# 8 "v001206.cu"
inline void reduce4(int n5, int len6) { 
# 9
n5 = ((61 + (len6 & n5)) / sizeof(long)); 
# 10
n5 = (21L); 
# 11
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 12
template< class T, int N = 6> static void 
# 13
__wrapper__device_stub_spread7_kernel(T &b8, const int *__restrict__ &src9, T &a10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern int dyn_11[]; 
# 15
__attribute__((unused)) static float sh_12[32]; 
# 16
b8 = (5.125); 
# 17
if ((b8 / 2) <= (static_cast< int>(a10))) { 
# 18
int w13 = 0; 
# 19
do { 
# 20
if (__alignof__(double) >= ((b8 += N), 25)) { 
# 21
return; }  
# 22
int tmp14[5] = {4, (-55), N}; 
# 23
++w13; 
# 24
} while (w13 < w13); 
# 25
__attribute__((unused)) static long sh_15[16]; 
# 26
} else { if (((static_cast< int>(sh_12[__device_builtin_variable_gridDim.x])) * b8) < (N + b8)) { }  }  
# 27
} 
#endif

#pragma GCC diagnostic pop

# 12 "v001206.cu"
template< class T, int N = 6> static void 
# 13
spread7_kernel(T b8, const int *__restrict__ src9, T a10) {__wrapper__device_stub_spread7_kernel<T,N>(b8,src9,a10);
# 27
return;}
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern int dyn_11[]; 
# 15
__attribute__((unused)) static float sh_12[32]; 
# 16
b8 = (5.125); 
# 17
if ((b8 / 2) <= (static_cast< int>(a10))) { 
# 18
int w13 = 0; 
# 19
do { 
# 20
if (__alignof__(double) >= ((b8 += N), 25)) { 
# 21
return; }  
# 22
int tmp14[5] = {4, (-55), N}; 
# 23
++w13; 
# 24
} while (w13 < w13); 
# 25
__attribute__((unused)) static long sh_15[16]; 
# 26
} else { if (((static_cast< int>(sh_12[__device_builtin_variable_gridDim.x])) * b8) < (N + b8)) { }  }  
# 27
} 
#endif
# 28 "v001206.cu"
int main() { 
# 29
int size16 = 260; 
# 30
(--size16), (size16 = (size16 + size16)); 
# 31
float mid17 = 29ULL + ((size16 + size16) | (55L + size16)); 
# 32
mid17 = mid17; 
# 33
size16 = ((mid17 + (19)) - (35)); 
# 34
(__cudaPushCallConfiguration((size16 + 31) / 32, 32, 4096)) ? (void)0 : spread7_kernel(3L, static_cast< const int *>(nullptr), 5L); 
# 35
return 0; 
# 36
} 

# 1 "v001206.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3290c3aa_10_v001206_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001206.cudafe1.stub.c"
#include "v001206.cudafe1.stub.c"
# 1 "v001206.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
