# 1 "v000635.cu"
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
# 16 "v000635.cu"
static int d_norm8; 
# 18
__attribute__((visibility("hidden"))) void scatter9(signed char b10) ;
#if 0
# 18
{ 
# 19
unsigned i11 = __device_builtin_variable_threadIdx.x; 
# 20
float u12 = b10; 
# 21
for (int n13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n13 < 7; n13 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 22
int idx14[2] = {d_norm8, n13}; 
# 23
}  
# 24
d_norm8 = 2261; 
# 25
bool tmp15 = b10; 
# 26
short u16 = __device_builtin_variable_warpSize; 
# 27
if ((tmp15 >> 6) >= 58UL) { 
# 28
goto skip17; 
# 29
}  
# 30
u12 *= (1.125F); 
# 31
skip17:; ; 
# 32
} 
#endif
# 34 "v000635.cu"
__attribute__((visibility("hidden"))) void march18(const long *__restrict__ coef19, int n20, int n21) ;
#if 0
# 34
{ 
# 35
int idx22 = __device_builtin_variable_threadIdx.x; 
# 36
int hi23 = 18UL << idx22; 
# 37
__attribute__((unused)) static float sh_24[8]; 
# 38
__attribute__((unused)) static int sh_25[256]; 
# 39
} 
#endif
# 41 "v000635.cu"
template< class T, int N = 5> __attribute__((unused)) T 
# 42
decay26(const T *__restrict__ input27) {int volatile ___ = 1;(void)input27;
# 50
::exit(___);}
#if 0
# 42
{ 
# 43
d_norm8 = 20; 
# 44
d_norm8 = (19LL); 
# 45
d_norm8 |= d_norm8; 
# 46
d_norm8 += (d_norm8 | 1796); 
# 47
d_norm8 = 128; 
# 48
int t28 = 14 & d_norm8; 
# 49
return (21.875); 
# 50
} 
#endif
# 52 "v000635.cu"
int main() { 
# 53
int n29 = 3719; 
# 54
float y30 = (-(8.75F)); 
# 55
if (y30 <= y30) { 
# 56
return ((y30 != (54UL)) ? sizeof(int) : ('\"')) | n29; 
# 57
}  
# 58
y30++; 
# 59
(__cudaPushCallConfiguration((n29 + 255) / 256, sizeof(float) * (128))) ? (void)0 : scatter9(sizeof(long) * n29); 
# 60
(__cudaPushCallConfiguration(1, (4 + 4) * 4)) ? (void)0 : march18(nullptr, y30 + n29, (n29 <= 50) ? 4859L : sizeof(int)); 
# 61
return 0; 
# 62
} 

# 1 "v000635.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5a635f36_10_v000635_cu_d_norm8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000635.cudafe1.stub.c"
#include "v000635.cudafe1.stub.c"
# 1 "v000635.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
