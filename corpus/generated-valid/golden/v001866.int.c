# 1 "v001866.cu"
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
# 22 "v001866.cu"
static void probe5(double *data6, float *data7, const unsigned *coef8) ;
#if 0
# 22
{ 
# 23
int t9[5] = {7, (61L)}; 
# 24
auto prod10 = (((coef8[1]) - (29)) + ((size_t)(data6[2]))) + ((*data7) + (44)); 
# 25
} 
#endif
# 27 "v001866.cu"
__attribute__((visibility("hidden"))) void weigh11(int *out12, unsigned p13, const float *in14) ;
#if 0
# 27
{ 
# 28
(out12[p13]) += (((out12[p13]) * 46LL) / (p13 + (p13 * (*out12)))); 
# 29
(out12[p13]) = p13; 
# 30
} 
#endif
# 32 "v001866.cu"
signed char trace15(double q16, const int *__restrict__ src17) { 
# 33
size_t t18 = (24); 
# 34
(__cudaPushCallConfiguration((t18 + (31)) / (32), dim3((t18 + (127)) / (128), (t18 + (31)) / (32), (t18 + (31)) / (32)))) ? (void)0 : weigh11((int *)nullptr, q16, reinterpret_cast< const float *>(src17)); 
# 35
t18--; 
# 36
return (127 * (src17[1])) - ((int)q16); 
# 37
} 
# 39
int main() { 
# 40
int count19 = 1316; 
# 41
double e20{(7.0)}; 
# 42
cudaStream_t flag21 = ((cudaStream_t)0); 
# 43
(__cudaPushCallConfiguration(29 + 3, ((dim3)((count19 + 127) / 128)))) ? (void)0 : probe5(&e20, nullptr, nullptr); 
# 44
return 0; 
# 45
} 

# 1 "v001866.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1c4b156c_10_v001866_cu_554eed2d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001866.cudafe1.stub.c"
#include "v001866.cudafe1.stub.c"
# 1 "v001866.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
