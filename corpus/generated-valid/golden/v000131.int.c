# 1 "v000131.cu"
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
# 9 "v000131.cu"
__attribute__((visibility("hidden"))) void merge4_kernel(const double *__restrict__ src5) ;
#if 0
# 9
{ 
# 10
if (src5 != (nullptr)) { 
# 11
for (int i6 = 0, j7 = 8; i6 < j7; (++i6), (--j7)) { }  
# 12
} else { if ((__device_builtin_variable_blockDim.x) < (src5[3])) { 
# 13
static_assert((sizeof(int) == (4)), "bad config");
# 14
} else { 
# 15
}  }  
# 16
} 
#endif
# 18 "v000131.cu"
__attribute__((visibility("hidden"))) void bias8_kernel(int len9, int stride10, int len11, double p12) ;
#if 0
# 18
{ 
# 19
int tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if ((len9 - ((int)51)) != (len9 & (__device_builtin_variable_gridDim.x))) { 
# 21
for (int i14 = 5; i14 > 0; --i14) { 
# 22
if (__device_builtin_variable_warpSize >= 44) { 
# 23
continue; }  
# 24
len11 = 23; 
# 25
}  
# 26
} else { 
# 27
}  
# 28
} 
#endif
# 31 "v000131.cu"
template< class T> 
# 32
struct Stats15 { 
# 33
T sum16, sum17; 
# 34
T val18; 
# 35
}; 
# 36
typedef int *ptr19_t; 
# 37
static_assert((sizeof(int) == (4)), "size check");
# 39
__attribute__((unused)) int pack20(int lane21) {int volatile ___ = 1;(void)lane21;
# 47
::exit(___);}
#if 0
# 39
{ 
# 40
__attribute__((unused)) static float sh_22[14][9]; 
# 41
lane21 = (((44) + ((sh_22[4])[__device_builtin_variable_threadIdx.x])) / ((+((sh_22[1])[__device_builtin_variable_blockDim.x])) + (34UL + (__device_builtin_variable_threadIdx.y)))); 
# 42
((sh_22[__device_builtin_variable_threadIdx.z])[lane21]) = ((double)(((__device_builtin_variable_blockDim.z) & lane21) % (lane21 - 24))); 
# 43
Stats15< int>  tmp23{55, 2, (16U)}; 
# 44
int flag24((((lane21 += lane21), ((lane21 & 55) * (22 + (tmp23.val18)))))); 
# 45
((sh_22[8])[1]) = ((sh_22[lane21])[flag24]); 
# 46
return (flag24 + ((35) % (__device_builtin_variable_blockIdx.y))) % lane21; 
# 47
} 
#endif
# 49 "v000131.cu"
int scatter25(float p26, int lane27, float *out28) { 
# 50
--(*out28); 
# 51
cudaStream_t v29 = (nullptr); 
# 52
return lane27; 
# 53
} 
# 55
int main() { 
# 56
int size30 = 530; 
# 57
size30 = size30; 
# 58
scatter25((20.625F), size30, nullptr); 
# 59
(size30--), (size30 = size30); 
# 60
size30 = size30; 
# 61
(__cudaPushCallConfiguration((size30 + 63) / 64, 128)) ? (void)0 : merge4_kernel((const double *)nullptr); 
# 62
(__cudaPushCallConfiguration((size30 + 255) / 256, 1 << 9)) ? (void)0 : bias8_kernel(40 * (size30 * size30), (int)3820, size30, (size30 * size30) * size30); 
# 63
return 0; 
# 64
} 

# 1 "v000131.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c804f8d9_10_v000131_cu_30625c2f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000131.cudafe1.stub.c"
#include "v000131.cudafe1.stub.c"
# 1 "v000131.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
