# 1 "v001295.cu"
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
# 8 "v001295.cu"
typedef int *ptr4_t; 
# 9
constexpr inline int DEPTH5 = (4 + 252); 
# 11
namespace impl6 { 
# 12
int trace7(int lane8) { 
# 13
lane8 >>= (-((lane8 += 31), DEPTH5)); 
# 14
int w9 = lane8; 
# 15
return -4; 
# 16
} 
# 18
__attribute__((visibility("hidden"))) void count10(const long long *coef11, ptr4_t buf12) ;
#if 0
# 18
{ 
# 19
(buf12[2]) = (13 / (buf12[1])); 
# 20
(*buf12) *= DEPTH5; 
# 21
int m13 = buf12[1]; 
# 22
} 
#endif
# 23 "v001295.cu"
static int c_relax14[2]; 
# 24
}
# 26
int main() { 
# 27
int n15 = 869; 
# 28
n15 = ((((n15 - 1) >> (37U + n15)) > (5 - n15)) ? 17 : ((4 - n15) / 22)); 
# 29
(__cudaPushCallConfiguration((n15 + 127) / 128, (4 + 4) * 4)) ? (void)0 : impl6::count10((const long long *)nullptr, &n15); 
# 30
n15 *= DEPTH5; 
# 31
return 0; 
# 32
} 

# 1 "v001295.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2d350e35_10_v001295_cu_7bd06671
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001295.cudafe1.stub.c"
#include "v001295.cudafe1.stub.c"
# 1 "v001295.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
