# 1 "v000357.cu"
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
# 16 "v000357.cu"
__attribute__((visibility("hidden"))) void pivot5_kernel(int len6, unsigned short *acc7) ;
#if 0
# 17
{ 
# 18
int idx8 = __device_builtin_variable_threadIdx.x; 
# 19
(*acc7) = ((((__device_builtin_variable_threadIdx.x) + idx8) % 28U) * (((__device_builtin_variable_threadIdx.x) + idx8) % 28U)); 
# 20
static_assert((2 > 1), "expected value");
# 21
unsigned f9 = (((*acc7) * 53) - ('z')) - ((acc7[0]) / (len6 * len6)); 
# 22
} 
#endif
# 24 "v000357.cu"
__attribute__((unused)) unsigned scale10(int *buf11) 
# 25
{int volatile ___ = 1;(void)buf11;
# 31
::exit(___);}
#if 0
# 25
{ 
# 26
int k12 = (7 + (buf11[1])) % (*buf11); 
# 27
constexpr float h13 = (-(24.0F)); 
# 28
k12 = (((k12 * k12) / (-h13)) * (~k12)); 
# 29
unsigned char z14 = ~((19) * (__device_builtin_variable_threadIdx.x)); 
# 30
return *buf11; 
# 31
} 
#endif
# 33 "v000357.cu"
__attribute__((unused)) float lerp15(int stride16) 
# 34
{int volatile ___ = 1;(void)stride16;
# 38
::exit(___);}
#if 0
# 34
{ 
# 35
auto idx17 = (stride16 & (stride16 + stride16)) * (stride16 & (stride16 + stride16)); 
# 36
float flag18[6] = {}; 
# 37
return (12.0F) / idx17; 
# 38
} 
#endif
# 40 "v000357.cu"
int main() 
# 41
{ 
# 42
int size19 = 2111; 
# 43
size19 = size19; 
# 44
size19--; 
# 45
size19 = (41U); 
# 46
(__cudaPushCallConfiguration((size19 + 255) / 256, ((dim3)(7 + 57)))) ? (void)0 : pivot5_kernel(size19, nullptr); 
# 47
if (!(size19 != size19)) { 
# 48
return -(size19 * size19); }  
# 49
double u20{(27)}; 
# 50
return 0; 
# 51
} 

# 1 "v000357.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2fe7f3ae_10_v000357_cu_105daec8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000357.cudafe1.stub.c"
#include "v000357.cudafe1.stub.c"
# 1 "v000357.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
