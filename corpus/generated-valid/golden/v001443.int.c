# 1 "v001443.cu"
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
# 7 "v001443.cu"
__attribute__((unused)) short step2(long q3) {int volatile ___ = 1;(void)q3;
# 12
::exit(___);}
#if 0
# 7
{ 
# 8
(q3++), (q3 = (41)); 
# 9
q3 = q3; 
# 10
int tmp4 = ~q3; 
# 11
return q3; 
# 12
} 
#endif
# 13 "v001443.cu"
struct Sample5 { 
# 14
double w6; 
# 15
int y7; 
# 16
}; 
# 17
namespace detail8 { 
# 18
__attribute__((visibility("hidden"))) void stencil9_kernel(float *out10, const float *src11, unsigned char *buf12, Sample5 a13) ;
#if 0
# 18
{ 
# 19
Sample5 flag14 = {(8.75), 5}; 
# 20
if ((buf12[1]) != 36L) { 
# 21
return; 
# 22
}  
# 23
(flag14.y7)++; 
# 24
} 
#endif
# 25 "v001443.cu"
}
# 26
int main() { 
# 27
int count15 = 767; 
# 28
++count15; 
# 29
(__cudaPushCallConfiguration(2, 1 << 6)) ? (void)0 : detail8::stencil9_kernel(nullptr, (const float *)nullptr, (unsigned char *)nullptr, Sample5{(20.625), count15}); 
# 30
float acc16 = (20.0F); 
# 31
if ((count15 | count15) <= acc16) { 
# 32
return (unsigned)acc16; 
# 33
}  
# 34
return 0; 
# 35
} 

# 1 "v001443.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__26977645_10_v001443_cu_05c6d0f1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001443.cudafe1.stub.c"
#include "v001443.cudafe1.stub.c"
# 1 "v001443.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
