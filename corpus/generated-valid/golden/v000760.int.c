# 1 "v000760.cu"
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
# 14 "v000760.cu"
template< class T> 
# 15
struct Cell5 { 
# 16
T lo6; 
# 17
void mix7(unsigned long lo8) { 
# 18
T *q9 = (nullptr); 
# 19
} 
# 20
}; 
# 22
__attribute__((visibility("hidden"))) void warp10(unsigned a11, long *buf12) ;
#if 0
# 22
{ 
# 23
(buf12[1])--; 
# 24
a11 = (12); 
# 25
} 
#endif
# 27 "v000760.cu"
template< class T> 
# 28
__attribute((noinline)) __attribute__((unused)) T update13(const T *__restrict__ in14, int stride15) {int volatile ___ = 1;(void)in14;(void)stride15;
# 32
::exit(___);}
#if 0
# 28
{ 
# 29
stride15 = (stride15 * stride15); 
# 30
stride15 = (+((*in14) * (stride15 | stride15))); 
# 31
return -(stride15 + (4.125)); 
# 32
} 
#endif
# 33 "v000760.cu"
static Cell5< double>  c_combine16; 
# 35
extern "C" __attribute__((visibility("hidden"))) void pivot17(const unsigned *coef18, short *__restrict__ dst19, bool q20, const unsigned *in21) ;
#if 0
# 35
{ 
# 36
{ 
# 37
(dst19[4]) = (3202LL >> ((q20 + __alignof__(float)) + ((*in21) | 57UL))); 
# 38
q20 = ((!q20) || ((~(dst19[3])) == ((*coef18) | (coef18[5])))); 
# 39
} 
# 40
if ((*in21) == ((554) - (coef18[2]))) { 
# 41
(dst19[4])--; 
# 42
}  
# 43
--(*dst19); 
# 44
} 
#endif
# 46 "v000760.cu"
template< class T> 
# 47
struct Stats22 { 
# 48
T vel23, vel24; 
# 49
T hi25; 
# 50
}; 
# 52
int main() { 
# 53
int n26 = 2394; 
# 54
if (n26 < (n26 * n26)) { 
# 55
n26 = (n26 + n26); 
# 56
Cell5< int>  w27 = {53}; 
# 57
} else { if ((((n26 < n26) && (n26 > n26)) ? 16 : (n26 / 2)) > ((float)n26)) { 
# 58
if (n26 < n26) { 
# 59
return n26 - n26; 
# 60
}  
# 61
}  }  
# 62
n26 = 4; 
# 63
(__cudaPushCallConfiguration((n26 + 63) / 64, 32)) ? (void)0 : warp10((n26 - 49U) * ((n26 == n26) ? n26 : n26), nullptr); 
# 64
(__cudaPushCallConfiguration(64, 512)) ? (void)0 : pivot17(static_cast< const unsigned *>(nullptr), nullptr, n26 | 54, nullptr); 
# 65
return 0; 
# 66
} 

# 1 "v000760.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6e01f3d1_10_v000760_cu_e505e171
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000760.cudafe1.stub.c"
#include "v000760.cudafe1.stub.c"
# 1 "v000760.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
