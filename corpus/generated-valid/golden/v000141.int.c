# 1 "v000141.cu"
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
# 13 "v000141.cu"
const char *g_kick6 = ("kernel\n"); 
# 15
template< class T, class U> __attribute__((unused)) T 
# 16
gather7(U beta8) {int volatile ___ = 1;(void)beta8;
# 31
::exit(___);}
#if 0
# 16
{ 
# 17
U *x9 = (nullptr); 
# 18
do { (*x9) += ((*x9) - (((-beta8) + 9) + 1)); } while (0); 
# 19
T stride10 = (-beta8); 
# 20
if ((beta8 != beta8) && ((*x9) < (*x9))) { 
# 21
return beta8 * (*x9); 
# 22
}  
# 23
if ((*x9) <= 8UL) { 
# 24
return (25 - stride10) * 3; 
# 25
}  
# 26
if (beta8 == 5) { 
# 27
return 22; 
# 28
}  
# 29
U *f11 = x9; 
# 30
return 3; 
# 31
} 
#endif
# 33 "v000141.cu"
__attribute((always_inline)) __attribute__((unused)) inline void clamp12(long a13) {int volatile ___ = 1;(void)a13;
# 39
::exit(___);}
#if 0
# 33
{ 
# 34
if ((60L <= a13) && (a13 < a13)) { 
# 35
return; 
# 36
}  
# 37
gather7< unsigned, float> ((18 << a13) | 37); 
# 38
a13 &= (48); 
# 39
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 42 "v000141.cu"
template< class T, int N = 2> static void 
# 43
__wrapper__device_stub_filter14(const T *__restrict__ &in15, short *__restrict__ &dst16, float *__restrict__ &acc17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 43
{ 
# 44
(*dst16) >>= (dst16[1]); 
# 45
const signed char z18 = ((N % (*dst16)) * gather7< unsigned, int> (31)) * (((dst16[7]) + 42U) - (5 / (in15[3]))); 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 42 "v000141.cu"
template< class T, int N = 2> static void 
# 43
filter14(const T *__restrict__ in15, short *__restrict__ dst16, float *__restrict__ acc17) {__wrapper__device_stub_filter14<T,N>(in15,dst16,acc17);
# 46
return;}
#if 0
# 43
{ 
# 44
(*dst16) >>= (dst16[1]); 
# 45
const signed char z18 = ((N % (*dst16)) * gather7< unsigned, int> (31)) * (((dst16[7]) + 42U) - (5 / (in15[3]))); 
# 46
} 
#endif
# 48 "v000141.cu"
namespace ops19 { 
# 49
__attribute__((visibility("hidden"))) void bias20_kernel(int count21) ;
#if 0
# 49
{ 
# 50
auto s22 = count21 | 28L; 
# 51
unsigned short m23{static_cast< unsigned short>(~(18 & count21))}; 
# 52
count21 = (m23 * ((m23 + (0 + m23)) + m23)); 
# 53
} 
#endif
# 54 "v000141.cu"
}
# 56
int main() { 
# 57
int len24 = 402; 
# 58
(__cudaPushCallConfiguration(5 + 251, ((dim3)(1)))) ? (void)0 : filter14< double, 7> ((const double *)nullptr, nullptr, (float *)nullptr); 
# 59
do { len24 += (((2 * len24) * (g_kick6[0])) - (((len24 != len24) && (2 <= (g_kick6[0]))) ? 41 + (g_kick6[0]) : len24)); } while (0); 
# 60
(__cudaPushCallConfiguration(((dim3)((len24 + 31) / 32)), dim3(8, 32 * 2, 1))) ? (void)0 : ops19::bias20_kernel(53); 
# 61
return 0; 
# 62
} 

# 1 "v000141.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7a2424c9_10_v000141_cu_g_kick6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000141.cudafe1.stub.c"
#include "v000141.cudafe1.stub.c"
# 1 "v000141.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
