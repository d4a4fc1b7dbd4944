# 1 "v000527.cu"
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
# 22 "v000527.cu"
int clamp7(const unsigned char *coef8, size_t *acc9, int lane10) 
# 23
{ 
# 24
for (int i11 = lane10; i11 > 0; --i11) { 
# 25
int mid12 = ((i11 / 2) / ((*acc9) * (42))) * ((7) + ((*acc9) - (2))); 
# 26
--lane10; 
# 27
(acc9[lane10 & 7]) >>= 2; 
# 28
}  
# 29
return -40; 
# 30
} 
# 31
static int d_step13; 
# 33
__attribute__((visibility("hidden"))) void march14_kernel(int lane15, float p16, const int *input17, const double *coef18) ;
#if 0
# 34
{ 
# 35
int tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
if (tid19 >= lane15) { 
# 37
return; }  
# 38
lane15 = ((clamp7(nullptr, nullptr, 2)) + p16); 
# 39
double diff20[3] = {((5.125F))}; 
# 40
(diff20[1]) = (2); 
# 41
d_step13 = tid19; 
# 42
if ((9) == (p16 * (4394UL))) { 
# 43
return; }  
# 44
} 
#endif
# 46 "v000527.cu"
int main() 
# 47
{ 
# 48
int len21 = 3049; 
# 49
clamp7(nullptr, (unsigned long *)nullptr, static_cast< int>(len21 * len21)); 
# 50
(__cudaPushCallConfiguration(((dim3)(2 + 126)), 128, 0, (cudaStream_t)0)) ? (void)0 : march14_kernel(static_cast< char>((long)len21), len21, &len21, (const double *)nullptr); 
# 51
return 0; 
# 52
} 

# 1 "v000527.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4b9ecca3_10_v000527_cu_5d43e2af
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000527.cudafe1.stub.c"
#include "v000527.cudafe1.stub.c"
# 1 "v000527.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
