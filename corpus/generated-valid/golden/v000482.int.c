# 1 "v000482.cu"
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
# 7 "v000482.cu"
__attribute__((visibility("hidden"))) void pivot2(int len3, const double *coef4) ;
#if 0
# 8
{ 
# 9
int idx5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if (idx5 >= len3) { 
# 11
return; 
# 12
}  
# 13
(++len3), (len3 = (coef4[idx5])); 
# 14
++len3; 
# 15
float prod6 = (7.125F); 
# 16
if (idx5 > prod6) { 
# 17
return; 
# 18
}  
# 19
int t7 = (28UL); 
# 20
len3 = 36; 
# 21
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23 "v000482.cu"
template< class T, class U> static void 
# 24
__wrapper__device_stub_spread8(U &alpha9, U *&acc10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 25
{ 
# 26
unsigned idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
if ((idx11 != (__device_builtin_variable_gridDim.y)) && ((*acc10) >= 20)) { 
# 28
return; 
# 29
}  
# 30
(*acc10) = (22.375F); 
# 31
for (int n12 = 0; n12 < 16; ++n12) { 
# 32
if ((((*acc10) + 'a') + (idx11 & (15))) == (*acc10)) { 
# 33
(*acc10)--; 
# 34
(acc10[6]) = (n12 & 15); 
# 35
} else { 
# 36
}  
# 37
}  
# 38
} 
#endif

#pragma GCC diagnostic pop

# 23 "v000482.cu"
template< class T, class U> static void 
# 24
spread8(U alpha9, U *acc10) 
# 25
{__wrapper__device_stub_spread8<T,U>(alpha9,acc10);
# 38
return;}
#if 0
# 25
{ 
# 26
unsigned idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
if ((idx11 != (__device_builtin_variable_gridDim.y)) && ((*acc10) >= 20)) { 
# 28
return; 
# 29
}  
# 30
(*acc10) = (22.375F); 
# 31
for (int n12 = 0; n12 < 16; ++n12) { 
# 32
if ((((*acc10) + 'a') + (idx11 & (15))) == (*acc10)) { 
# 33
(*acc10)--; 
# 34
(acc10[6]) = (n12 & 15); 
# 35
} else { 
# 36
}  
# 37
}  
# 38
} 
#endif
# 40 "v000482.cu"
int main() 
# 41
{ 
# 42
int len13 = 2120; 
# 43
(__cudaPushCallConfiguration(((dim3)((len13 + 63) / 64)), 32 * 8, 0, nullptr)) ? (void)0 : pivot2(len13, nullptr); 
# 44
len13++; 
# 45
int acc14{2340}; 
# 46
(__cudaPushCallConfiguration((len13 + 63) / 64, sizeof(float) * (16), 64 * 4)) ? (void)0 : pivot2(2U, nullptr); 
# 47
len13 = (len13 / ((acc14 += 11), acc14)); 
# 48
dim3 lo15(16 * 2); 
# 49
(__cudaPushCallConfiguration((acc14 + 255) / 256, sizeof(unsigned) * (64), 0)) ? (void)0 : spread8< float, int> (len13, &len13); 
# 50
return 0; 
# 51
} 

# 1 "v000482.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fdacf795_10_v000482_cu_1ec7800f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000482.cudafe1.stub.c"
#include "v000482.cudafe1.stub.c"
# 1 "v000482.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
