# 1 "i000135.cu"
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
# 5 "i000135.cu"
constexpr int RADIUS1 = 5; 
# 8
__attribute__((visibility("hidden"))) void mix2_kernel(int lane3, long long a4, const int *__restrict__ coef5, unsigned cfg6) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_7[]; 
# 10
if ((((dyn_7[6]) > a4) ? cfg6 : 49U) != (coef5[a4])) { 
# 11
return; 
# 12
}  
# 13
cfg6++; 
# 14
cfg6++; 
# 15
} 
#endif
# 17 "i000135.cu"
unsigned march8(float a9, unsigned alpha10, unsigned short *dst11) { 
# 18
alpha10 = RADIUS1; 
# 19
(__cudaPushCallConfiguration(16, dim3((alpha10 + (63)) / (64), (RADIUS1 + 3) * 8, 16), 0, (cudaStream_t)0)) ? (void)0 : mix2_kernel((9 / (*dst11)) / (dst11[alpha10]), (*dst11) * (5 * (*dst11)), nullptr, 55); 
# 20
a9 = (a9 * (a9 + ((a9 != alpha10) ? a9 : (dst11[0])))); 
# 21
if (a9 == (dst11[alpha10])) { 
# 22
return alpha10 / RADIUS1; 
# 23
}  
# 24
return (float)(((dst11[3]) ? RADIUS1 : 8) % (((dst11[alpha10]) != alpha10) ? 7L : (51))); 
# 25
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27
template< class T, int N = 4> static void 
# 28
__wrapper__device_stub_warp12_kernel(T *__restrict__ &buf13, int &lane14, const unsigned long *__restrict__ &in15, const T *&coef16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
constexpr int stride17 = (3LL); 
# 30
lane14 = 44; 
# 31
(buf13[6]) = ((T)(*coef16)); 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 27 "i000135.cu"
template< class T, int N = 4> static void 
# 28
warp12_kernel(T *__restrict__ buf13, int lane14, const unsigned long *__restrict__ in15, const T *coef16) {__wrapper__device_stub_warp12_kernel<T,N>(buf13,lane14,in15,coef16);
# 32
return;}
#if 0
# 28
{ 
# 29
constexpr int stride17 = (3LL); 
# 30
lane14 = 44; 
# 31
(buf13[6]) = ((T)(*coef16)); 
# 32
} 
#endif
# 34 "i000135.cu"
__attribute__((visibility("hidden"))) void march18_kernel(const unsigned *__restrict__ src19) ;
#if 0
# 34
{ 
# 35
constexpr long diff20 = (10); 
# 36
} 
#endif
# 38 "i000135.cu"
int main() { 
# 39
int size21 = 2462; 
# 40
if ((size21 = 3)) { 
# 41
++size21; 
# 42
}  
# 43
size21++; 
# 44
static_assert((51 == 51), "size check");
# 45
(__cudaPushCallConfiguration(RADIUS1 + 251, 128)) ? (void)0 : warp12_kernel< double, 2> (nullptr, (RADIUS1 + size21) * RADIUS1, static_cast< const unsigned long *>(nullptr), (const double *)nullptr); 
# 46
(__cudaPushCallConfiguration(((dim3)((size21 + 63) / 64)), 8 * (RADIUS1 + 11), sizeof(double) * (64))) ? (void)0 : march18_kernel(nullptr); 
# 47
return 0; 
# 48
} 

# 1 "i000135.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__91c3b5eb_10_i000135_cu_e4da971f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000135.cudafe1.stub.c"
#include "i000135.cudafe1.stub.c"
# 1 "i000135.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
