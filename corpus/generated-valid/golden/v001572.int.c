# 1 "v001572.cu"
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
# 23 "v001572.cu"
__attribute__((visibility("hidden"))) void bias7_kernel(int *dst8, const long *coef9) ;
#if 0
# 23
{ 
# 24
int i10 = __device_builtin_variable_threadIdx.x; 
# 25
if (((int)(*dst8)) >= (coef9[4])) { 
# 26
return; }  
# 27
(dst8[i10]) = ((coef9 == (nullptr)) ? static_cast< float>((1.5F)) : ((i10 + (*dst8)) - i10)); 
# 28
(dst8[__device_builtin_variable_blockIdx.z]) -= (i10 & i10); 
# 29
unsigned char z11 = *dst8; 
# 30
int h12 = z11; 
# 31
(dst8[1]) = 4; 
# 32
} 
#endif
# 34 "v001572.cu"
int main() { 
# 35
int n13 = 169; 
# 36
for (int j14 = 0; j14 < n13; ++j14) { 
# 37
for (int i15 = 0; i15 < 5; i15++) { 
# 38
int u16{42}; 
# 39
auto lam18 = [=]() mutable { 
# 40
dim3 h17 = dim3(2 + 30, 4); 
# 41
} ; typedef decltype(lam18) __T0;
# 42
lam18(); 
# 43
if ((i15 * 3U) > 32LL) { 
# 44
return i15; }  
# 45
}  
# 46
}  
# 47
(__cudaPushCallConfiguration(((dim3)((n13 + 63) / 64)), ((dim3)((n13 + 127) / 128)))) ? (void)0 : bias7_kernel(&n13, (const long *)nullptr); 
# 48
return 0; 
# 49
} 

# 1 "v001572.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__12d7b855_10_v001572_cu_025857e9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001572.cudafe1.stub.c"
#include "v001572.cudafe1.stub.c"
# 1 "v001572.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
