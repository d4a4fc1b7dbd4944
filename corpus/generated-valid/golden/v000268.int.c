# 1 "v000268.cu"
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
# 11 "v000268.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned *m_spread7 = 0; 
# 13
extern "C" __attribute__((visibility("hidden"))) void warp8(const long long *coef9, int len10) ;
#if 0
# 14
{ 
# 15
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if (i11 >= len10) { 
# 17
return; 
# 18
}  
# 19
int val12 = (11) / (((__device_builtin_variable_blockDim.x) | (128)) + len10); 
# 20
__attribute__((unused)) static double sh_13[256]; 
# 21
for (int it14 = 0; it14 < i11; ++it14) { 
# 22
val12 = (__device_builtin_variable_gridDim.z); 
# 23
unsigned res15[5] = {}; 
# 24
}  
# 25
} 
#endif
# 26 "v000268.cu"
enum class Color16 { Busy17, Off18, Mul19, High20 = 5}; 
# 28
__attribute__((visibility("hidden"))) void mix21_kernel(const int *in22, long *dst23) ;
#if 0
# 29
{ 
# 30
int gid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
(dst23[3])--; 
# 32
(dst23[gid24]) = (in22[3]); 
# 33
Color16 sum25 = Color16::Off18; 
# 34
int *e26 = reinterpret_cast< int *>(dst23); 
# 35
sum25 = Color16::High20; 
# 36
sum25 = Color16::High20; 
# 37
} 
#endif
# 39 "v000268.cu"
static void kick27(int *acc28) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern size_t dyn_29[]; 
# 42
int w30 = 0; 
# 43
do { 
# 44
for (int n31 = w30; n31 > 0; --n31) { 
# 45
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread7)))--; 
# 46
(dyn_29[4]) = ((acc28[3]) % (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread7))) - n31) & 22UL)); 
# 47
Color16 base32 = Color16::Busy17; 
# 48
}  
# 49
++w30; 
# 50
} while (w30 < w30); 
# 51
__attribute__((unused)) static unsigned sh_33; 
# 52
} 
#endif
# 54 "v000268.cu"
int main() 
# 55
{ 
# 56
int n34 = 1472; 
# 57
(__cudaPushCallConfiguration((n34 + 127) / 128, 32 + 32, 32 + 992, (cudaStream_t)0)) ? (void)0 : kick27(nullptr); 
# 58
if (bool lo35 = false; (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread7))) == (n34 & ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread7))) % 58U))) { 
# 59
(__cudaPushCallConfiguration(4, 32 + (8 + (128 + 344)))) ? (void)0 : mix21_kernel(nullptr, (long *)nullptr); 
# 60
(__cudaPushCallConfiguration(128 + 384, sizeof(unsigned) * (64), 0)) ? (void)0 : kick27(nullptr); 
# 61
}  
# 62
(__cudaPushCallConfiguration(4, 32, 0, nullptr)) ? (void)0 : warp8(nullptr, n34); 
# 63
return 0; 
# 64
} 

# 1 "v000268.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fb784a8d_10_v000268_cu_6e524a65
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000268.cudafe1.stub.c"
#include "v000268.cudafe1.stub.c"
# 1 "v000268.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
