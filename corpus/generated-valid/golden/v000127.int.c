# 1 "v000127.cu"
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
# 11 "v000127.cu"
__attribute__((unused)) int shade4(unsigned p5 = '0') {int volatile ___ = 1;(void)p5;
# 17
::exit(___);}
#if 0
# 11
{ 
# 12
do { p5 += 16UL; } while (0); 
# 13
int stride6 = 35; 
# 14
if (stride6 == (__device_builtin_variable_threadIdx.x)) { 
# 15
return stride6 >> 3; }  
# 16
return 1677; 
# 17
} 
#endif
# 18 "v000127.cu"
__attribute__((visibility("hidden"))) void score7_kernel(int count8, const int *in9) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) static unsigned long long sh_10[5][17]; 
# 20
for (int n11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n11 < 11; n11 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 21
for (int j12 = 0; j12 < 5; ++j12) { 
# 22
const float *diff13 = (static_cast< const float *>(nullptr)); 
# 23
unsigned val14 = +(*in9); 
# 24
}  
# 25
}  
# 26
} 
#endif
# 27 "v000127.cu"
int main() { 
# 28
int count15 = 180; 
# 29
if (((count15 > count15) ? count15 : count15) < count15) { 
# 30
(__cudaPushCallConfiguration(((dim3)(2)), 1 << 6)) ? (void)0 : score7_kernel((35) + (count15 - 18U), &count15); 
# 31
if (((count15) ? count15 : (count15 * sizeof(int))) <= (count15 - 39)) { 
# 32
if ((count15 - count15) < count15) { 
# 33
return (18 >> count15) + 59; }  
# 34
} else { 
# 35
static_assert((3 == 3));
# 36
}  
# 37
} else { 
# 38
}  
# 39
return 0; 
# 40
} 

# 1 "v000127.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d00f8eb5_10_v000127_cu_7e2b2ff3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000127.cudafe1.stub.c"
#include "v000127.cudafe1.stub.c"
# 1 "v000127.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
