# 1 "v000473.cu"
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
# 10 "v000473.cu"
__attribute__((visibility("hidden"))) void rank5_kernel(int stride6, const double *__restrict__ coef7, const unsigned *__restrict__ in8, const float *input9) ;
#if 0
# 10
{ 
# 11
unsigned i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
if (i10 >= stride6) { 
# 13
return; 
# 14
}  
# 15
stride6 = (((((__device_builtin_variable_gridDim.x) + (coef7[3])) + (63)) + (24L)) + (coef7[5])); 
# 16
int w11 = 0; 
# 17
do { 
# 18
stride6 = (in8[5]); 
# 19
stride6 = (stride6 - 39U); 
# 20
++w11; 
# 21
} while (w11 < 2); 
# 22
const float u12 = *coef7; 
# 23
} 
#endif
# 24 "v000473.cu"
static_assert((43 == 43), "size check");
# 26
extern "C" {
# 27
__attribute__((visibility("hidden"))) void probe13(int n14, int count15, int n16) ;
#if 0
# 27
{ 
# 28
int tid17 = __device_builtin_variable_threadIdx.x; 
# 29
if (tid17 >= n16) { 
# 30
return; 
# 31
}  
# 32
n16 = tid17; 
# 33
if (n14 > count15) { 
# 34
return; 
# 35
}  
# 36
} 
#endif
# 37 "v000473.cu"
}
# 38
static unsigned d_count18[16]; 
# 40
int main() { 
# 41
int n19 = 3070; 
# 42
n19 = (n19 + 13L); 
# 43
n19 = (26UL); 
# 44
n19++; 
# 45
float w20 = (24.5F); 
# 46
(__cudaPushCallConfiguration((n19 + 31) / 32, sizeof(int) * (32))) ? (void)0 : rank5_kernel(((w20 + (37)) + (10)) / n19, static_cast< const double *>(nullptr), nullptr, nullptr); 
# 47
(__cudaPushCallConfiguration(1 << 2, 512)) ? (void)0 : probe13((float)(n19 * 5), (float)((11.25F) + n19), +(n19 << n19)); 
# 48
return 0; 
# 49
} 

# 1 "v000473.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c7400721_10_v000473_cu_d7b878b1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000473.cudafe1.stub.c"
#include "v000473.cudafe1.stub.c"
# 1 "v000473.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
