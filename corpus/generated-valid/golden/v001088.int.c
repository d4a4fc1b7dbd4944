# 1 "v001088.cu"
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
# 14 "v001088.cu"
__attribute__((visibility("hidden"))) void smooth4_kernel(char *buf5, const int *in6, double q7) ;
#if 0
# 14
{ 
# 15
int cnt8 = 14UL + (((int)(in6[0])) * ('a')); 
# 16
q7--; 
# 17
cnt8 %= 3929L; 
# 18
const float cnt9 = q7; 
# 19
if (in6 != (nullptr)) { 
# 20
return; 
# 21
}  
# 22
} 
#endif
# 24 "v001088.cu"
template< class T> 
# 25
struct Vec10 { 
# 26
T vel11; 
# 27
}; 
# 29
int main() { 
# 30
int count12 = 2442; 
# 31
int m13[3] = {7, 52, static_cast< int>(7UL * count12)}; 
# 32
(m13[2])++; 
# 33
count12 = (((m13[1]) * (m13[count12])) * ((m13[1]) * (m13[count12]))); 
# 34
(__cudaPushCallConfiguration((count12 + 63) / 64, 16 * 16, 0)) ? (void)0 : smooth4_kernel((char *)nullptr, m13, (count12 * count12) / (3 << (m13[count12]))); 
# 35
return 0; 
# 36
} 

# 1 "v001088.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aff75e53_10_v001088_cu_db63e7fb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001088.cudafe1.stub.c"
#include "v001088.cudafe1.stub.c"
# 1 "v001088.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
