# 1 "i000742.cu"
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
# 5 "i000742.cu"
__attribute__((visibility("hidden"))) void bias1_kernel(float *out2, short *acc3, int *acc4, int count5) ;
#if 0
# 5
{ 
# 6
if ((-(*acc4)) >= (acc3[count5])) { 
# 7
if ((out2[7]) <= (20)) { 
# 8
(acc3[count5]) = (4290U); 
# 9
if (acc3[count5]) { 
# 10
++(*acc3); 
# 11
}  
# 12
float flag6 = (-(20.875F)); 
# 13
}  
# 14
__attribute__((unused)) static float sh_7[1 << 8]; 
# 15
}  
# 16
} 
#endif
# 18 "i000742.cu"
namespace gpu8 { 
# 19
long probe9(float *acc10, int *buf11, int stride12) { 
# 20
++(*acc10); 
# 21
(*buf11) = (21U); 
# 22
return stride12; 
# 23
} 
# 24
static float c_mix13[8]; 
# 25
}
# 26
__attribute__((visibility("hidden"))) inline void constexpr_kernel15(int *p) ;
#if 0
# 27
{ 
# 28
(p[__device_builtin_variable_threadIdx.x]) = 1; 
# 29
} 
#endif
# 31 "i000742.cu"
int main() { 
# 32
int len14 = 84; 
# 33
if (len14 & 1) { 
# 34
len14 &= 46L; 
# 35
(__cudaPushCallConfiguration((len14 + 255) / 256, 512)) ? (void)0 : bias1_kernel(nullptr, (short *)nullptr, &len14, gpu8::probe9(nullptr, &len14, 52UL)); 
# 36
}  
# 37
return 0; 
# 38
} 

# 1 "i000742.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__686db25f_10_i000742_cu_70793fda
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000742.cudafe1.stub.c"
#include "i000742.cudafe1.stub.c"
# 1 "i000742.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
