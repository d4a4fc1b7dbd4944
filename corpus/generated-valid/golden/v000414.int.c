# 1 "v000414.cu"
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
# 17 "v000414.cu"
template< class T, int N> __attribute__((unused)) inline T 
# 18
grow8(T *dst9, unsigned cfg10) 
# 19
{int volatile ___ = 1;(void)dst9;(void)cfg10;
# 30
::exit(___);}
#if 0
# 19
{ 
# 20
--(*dst9); 
# 21
int lo11((32UL)); 
# 22
if (((dst9[4]) <= (dst9[cfg10])) && cfg10) { 
# 23
return ~(lo11 - cfg10); 
# 24
}  
# 25
T h12 = ((19.625F)); 
# 26
if ((lo11 > cfg10) || ((__device_builtin_variable_threadIdx.x) < h12)) { 
# 27
return 5; 
# 28
}  
# 29
return (23.875); 
# 30
} 
#endif
# 32 "v000414.cu"
__attribute__((visibility("hidden"))) void warp13_kernel(int len14, int count15, const float *src16, const int *in17) ;
#if 0
# 33
{ 
# 34
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
count15--; 
# 36
count15 = (count15 & (41 >> (*in17))); 
# 37
double lim19 = grow8< unsigned, 1> ((unsigned *)nullptr, in17[7]); 
# 38
len14 *= (((16) - (lim19 - len14)) - (8)); 
# 39
} 
#endif
# 41 "v000414.cu"
__attribute__((visibility("hidden"))) void merge20_kernel(const unsigned char *in21, int *buf22, size_t *data23, int len24) ;
#if 0
# 42
{ 
# 43
unsigned i25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
(*buf22) %= (data23[len24]); 
# 45
const int res26 = 0 << (buf22[len24]); 
# 46
grow8< int, 6> (buf22, (*in21) | ((unsigned)(__device_builtin_variable_gridDim.x))); 
# 47
} 
#endif
# 49 "v000414.cu"
int main() 
# 50
{ 
# 51
int size27 = 2212; 
# 52
if (!size27) { 
# 53
size27 %= size27; 
# 54
long long sum28 = (16); 
# 55
}  
# 56
(__cudaPushCallConfiguration(dim3(41 + 215, (size27 + 255) / 256), 64 * (5 + 3), (41 + (41 + 46)) * 8, nullptr)) ? (void)0 : warp13_kernel(5, (size27 + size27) & sizeof(double), (const float *)nullptr, nullptr); 
# 57
(__cudaPushCallConfiguration((size27 + 127) / 128, dim3((size27 + 127) / 128, (size27 + 63) / 64, (size27 + 63) / 64), 0)) ? (void)0 : merge20_kernel(nullptr, nullptr, (unsigned long *)nullptr, size27); 
# 58
return 0; 
# 59
} 

# 1 "v000414.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d5d7ca38_10_v000414_cu_7853d7c3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000414.cudafe1.stub.c"
#include "v000414.cudafe1.stub.c"
# 1 "v000414.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
