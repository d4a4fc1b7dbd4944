# 1 "v001956.cu"
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
# 8 "v001956.cu"
__attribute__((visibility("hidden"))) void trace3(size_t *buf4, const float *src5) ;
#if 0
# 8
{ 
# 9
int gid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
unsigned char f7 = (__device_builtin_variable_blockDim.y) + (((*buf4) | (buf4[6])) << 5); 
# 11
f7 = (sizeof(int)); 
# 12
--(buf4[gid6 & 7]); 
# 13
} 
#endif
# 16 "v001956.cu"
template< class T, int N = 7> T 
# 17
blend8(T beta9, int *dst10, T *out11) { 
# 18
++(out11[7]); 
# 19
T acc12 = (61); 
# 20
--(*out11); 
# 21
if ((*out11) > 62) { 
# 22
return (44L << (*dst10)) >> 7; 
# 23
}  
# 24
return (10.0); 
# 25
} 
# 27
template< class T, int N = 8> 
# 28
__attribute((noinline)) __attribute__((unused)) double pivot13(T q14, T cfg15) {int volatile ___ = 1;(void)q14;(void)cfg15;
# 39
::exit(___);}
#if 0
# 28
{ 
# 29
blend8(q14, nullptr, (T *)nullptr); 
# 30
int w16 = 0; 
# 31
do { 
# 32
unsigned long z17[2] = {}; 
# 33
++w16; 
# 34
} while ((w16 < w16) && (cfg15 <= N)); 
# 35
long long h18[3] = {(51), (20)}; 
# 36
++(h18[2]); 
# 37
cfg15 = (38U - w16); 
# 38
return ((__device_builtin_variable_threadIdx.z) & (N)) * (w16 / (q14 * N)); 
# 39
} 
#endif
# 41 "v001956.cu"
int main() { 
# 42
int len19 = 3636; 
# 43
(__cudaPushCallConfiguration(1 << 3, 256, 256)) ? (void)0 : trace3((unsigned long *)nullptr, (const float *)nullptr); 
# 44
len19--; 
# 45
len19 = (blend8< long, 7> (blend8(4L, nullptr, (long *)nullptr), (int *)nullptr, nullptr)); 
# 46
return 0; 
# 47
} 

# 1 "v001956.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__90b7bc19_10_v001956_cu_b0010833
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001956.cudafe1.stub.c"
#include "v001956.cudafe1.stub.c"
# 1 "v001956.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
