# 1 "v001677.cu"
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
# 10 "v001677.cu"
__attribute__((visibility("hidden"))) void pivot4_kernel(const double *__restrict__ in5, float *out6, unsigned long q7) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) static short sh_8[32]; 
# 12
(out6[q7]) = (-(18.875F)); 
# 13
} 
#endif
# 15 "v001677.cu"
template< class T> inline int 
# 16
scale9(T *acc10, unsigned short alpha11) { 
# 17
if ((*acc10) < (*acc10)) { 
# 18
int lim12{(10LL)}; 
# 19
for (int n13 = 0; n13 < lim12; n13++) { 
# 20
if ((n13 + n13) & 1) { 
# 21
continue; 
# 22
}  
# 23
}  
# 24
{ 
# 25
alpha11 = (27); 
# 26
alpha11 = alpha11; 
# 27
} 
# 28
} else { 
# 29
}  
# 30
return 41; 
# 31
} 
# 34
__attribute__((unused)) inline float split14(int lane15, int lane16, int *dst17) {int volatile ___ = 1;(void)lane15;(void)lane16;(void)dst17;
# 38
::exit(___);}
#if 0
# 34
{ 
# 35
(dst17[lane15 & 7]) = ((__device_builtin_variable_blockIdx.z) | (((dst17[__device_builtin_variable_threadIdx.x]) - (*dst17)) + (4 * lane16))); 
# 36
int x18 = 17; 
# 37
return (__device_builtin_variable_blockIdx.y) * (x18 * (dst17[5])); 
# 38
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 40 "v001677.cu"
template< class T, int N> static void 
# 41
__wrapper__device_stub_reduce19_kernel(const T *&src20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
int idx21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
for (int i22 = 0; i22 < 15; ++i22) { 
# 44
__attribute__((unused)) static float sh_23[8]; 
# 45
}  
# 46
const int *acc24 = (nullptr); 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 40 "v001677.cu"
template< class T, int N> static void 
# 41
reduce19_kernel(const T *src20) {__wrapper__device_stub_reduce19_kernel<T,N>(src20);
# 47
return;}
#if 0
# 41
{ 
# 42
int idx21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
for (int i22 = 0; i22 < 15; ++i22) { 
# 44
__attribute__((unused)) static float sh_23[8]; 
# 45
}  
# 46
const int *acc24 = (nullptr); 
# 47
} 
#endif
# 49 "v001677.cu"
__attribute__((unused)) void fold25(size_t q26, int lane27 = -39) {int volatile ___ = 1;(void)q26;(void)lane27;
# 52
::exit(___);}
#if 0
# 49
{ 
# 50
float y28 = lane27; 
# 51
float stride29 = ((q26 & (__device_builtin_variable_threadIdx.x)) * ((unsigned)44)) + ((int)lane27); 
# 52
} 
#endif
# 53 "v001677.cu"
enum class Op30: short { Add31, Slow32, Add33}; 
# 55
int main() { 
# 56
int count34 = 1432; 
# 57
(__cudaPushCallConfiguration((count34 + 31) / 32, 128, 1024)) ? (void)0 : pivot4_kernel(nullptr, nullptr, count34); 
# 58
Op30 res35 = Op30::Add33; 
# 59
int w36 = 13; 
# 60
(__cudaPushCallConfiguration((count34 + 255) / 256, 512, sizeof(double) * (128), 0)) ? (void)0 : reduce19_kernel< unsigned, 6> (nullptr); 
# 61
(__cudaPushCallConfiguration((count34 + 127) / 128, 256, 0, nullptr)) ? (void)0 : pivot4_kernel(nullptr, nullptr, 20U + (w36 / count34)); 
# 62
return 0; 
# 63
} 

# 1 "v001677.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a39d3ac9_10_v001677_cu_d0e81bbf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001677.cudafe1.stub.c"
#include "v001677.cudafe1.stub.c"
# 1 "v001677.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
