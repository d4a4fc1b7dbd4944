# 1 "v001215.cu"
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
# 7 "v001215.cu"
__attribute__((visibility("hidden"))) void rank2(double *buf3) ;
#if 0
# 7
{ 
# 8
int gid4 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
int w5 = (4L); 
# 10
constexpr float idx6 = (-58); 
# 11
if ((__device_builtin_variable_threadIdx.x) == (7)) { 
# 12
unsigned x7 = (43); 
# 13
}  
# 14
(*buf3)++; 
# 15
w5 |= (gid4 + 62ULL); 
# 16
} 
#endif
# 18 "v001215.cu"
__attribute__((visibility("hidden"))) void fold8(int len9, const int *coef10, const float *__restrict__ coef11, long long *out12) ;
#if 0
# 18
{ 
# 19
int tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if (((*out12) & (*coef10)) < (out12[len9 & 7])) { 
# 21
return; 
# 22
}  
# 23
len9 *= 48; 
# 24
unsigned flag14 = *coef10; 
# 25
} 
#endif
# 27 "v001215.cu"
__attribute__((unused)) unsigned scale15(int *data16, int n17) {int volatile ___ = 1;(void)data16;(void)n17;
# 31
::exit(___);}
#if 0
# 27
{ 
# 28
--n17; 
# 29
unsigned *off18 = reinterpret_cast< unsigned *>(data16); 
# 30
return 41; 
# 31
} 
#endif
# 33 "v001215.cu"
inline int host_decay19(unsigned beta20, unsigned cfg21, int len22 = 3945) { 
# 34
if ((len22 - len22) <= 10) { 
# 35
return beta20; 
# 36
}  
# 37
constexpr char e23 = (48); 
# 38
(__cudaPushCallConfiguration(1 << 8, 256)) ? (void)0 : rank2(nullptr); 
# 39
beta20 |= beta20; 
# 40
return 18; 
# 41
} 
# 43
int main() { 
# 44
int count24 = 3722; 
# 45
count24 = (count24 / (((17) == (count24 ^ 9L)) ? count24 : ((count24 += 63), 5L))); 
# 46
--count24; 
# 47
count24 -= count24; 
# 48
(__cudaPushCallConfiguration(8, 128)) ? (void)0 : fold8(count24, nullptr, (const float *)nullptr, static_cast< long long *>(nullptr)); 
# 49
return 0; 
# 50
} 

# 1 "v001215.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1d4545f4_10_v001215_cu_24354e7a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001215.cudafe1.stub.c"
#include "v001215.cudafe1.stub.c"
# 1 "v001215.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
