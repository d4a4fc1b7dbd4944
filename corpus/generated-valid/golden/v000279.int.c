# 1 "v000279.cu"
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
# 13 "v000279.cu"
__attribute__((visibility("hidden"))) void fold4_kernel(int lane5) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern size_t dyn_6[]; 
# 16
float hi7 = dyn_6[lane5]; 
# 17
hi7++; 
# 18
int flag8 = hi7; 
# 19
} 
#endif
# 21 "v000279.cu"
__attribute__((visibility("hidden"))) void sweep9_kernel(int n10) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern unsigned dyn_11[]; 
# 24
double mid12 = dyn_11[n10]; 
# 25
float s13 = (20.0F); 
# 26
auto sum14 = dyn_11[n10]; 
# 27
} 
#endif
# 29 "v000279.cu"
inline unsigned long long check_mix15(int n16, int len17, int n18) 
# 30
{ 
# 31
n16 = ((len17 + len17) - (7U | len17)); 
# 32
(__cudaPushCallConfiguration(dim3((n18 + 255) / 256, 16), 16 * 2, sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : fold4_kernel(len17); 
# 33
--len17; 
# 34
float e19 = n18; 
# 35
unsigned short lim20 = len17; 
# 36
return 60LL; 
# 37
} 
# 39
int main() 
# 40
{ 
# 41
int size21 = 2127; 
# 42
signed char prod22(check_mix15(static_cast< float>(size21), 60L, check_mix15(size21, size21 % 2590L, size21))); 
# 43
(__cudaPushCallConfiguration(dim3((size21 + 127) / 128, (size21 + 255) / 256, 256), dim3(1, 32), (59 + 5) * 16, 0)) ? (void)0 : sweep9_kernel(prod22); 
# 44
size21 = size21; 
# 45
return 0; 
# 46
} 

# 1 "v000279.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7ea40458_10_v000279_cu_f5e4d1c7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000279.cudafe1.stub.c"
#include "v000279.cudafe1.stub.c"
# 1 "v000279.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
