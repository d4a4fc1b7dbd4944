# 1 "v001361.cu"
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
# 21 "v001361.cu"
__attribute__((unused)) float tally7(int *acc8) {int volatile ___ = 1;(void)acc8;
# 34
::exit(___);}
#if 0
# 21
{ 
# 22
for (int j9 = 0; j9 < 4; ++j9) { 
# 23
{ 
# 24
if (((__device_builtin_variable_threadIdx.y) - (__device_builtin_variable_threadIdx.x)) >= (acc8[7])) { 
# 25
int h10 = (25 + (static_cast< int>(j9))) + (__device_builtin_variable_threadIdx.z); 
# 26
h10 = 2468; 
# 27
} else { 
# 28
(*acc8) = (39UL % j9); 
# 29
}  
# 30
do { (*acc8) += (((unsigned)((j9 != 24L) ? *acc8 : 1693UL)) | (static_cast< long>((__device_builtin_variable_blockIdx.z) ^ (__device_builtin_variable_blockIdx.z)))); } while (0); 
# 31
} 
# 32
}  
# 33
return 48; 
# 34
} 
#endif
# 36 "v001361.cu"
int score11(int len12, int stride13, int stride14) { 
# 37
stride13 = (12 * stride13); 
# 38
{ 
# 39
len12 = stride14; 
# 40
len12--; 
# 41
} 
# 42
return stride13; 
# 43
} 
# 45
__attribute__((visibility("hidden"))) void rank15(int n16, const float *src17) ;
#if 0
# 45
{ 
# 46
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
if (i18 >= n16) { 
# 48
return; 
# 49
}  
# 50
n16 = (((46) * (*src17)) + ((22 * n16) % 25)); 
# 52
#pragma unroll 8
for (
# 52
int it19 = 0; it19 < 15; ++it19) { 
# 53
if (i18 > 29U) { 
# 54
continue; 
# 55
}  
# 56
tally7(&n16); 
# 57
}  
# 58
} 
#endif
# 60 "v001361.cu"
int run_count20(double *dst21, float *buf22) { 
# 61
(__cudaPushCallConfiguration(((dim3)(25 + 7)), ((dim3)(25 + 39)))) ? (void)0 : rank15(buf22[7], buf22 + 2); 
# 62
(__cudaPushCallConfiguration(1, 8 + (25 + (8 + (8 + 15))))) ? (void)0 : rank15(((buf22[7]) > (buf22[6])) ? buf22[7] : (buf22[6]), nullptr); 
# 63
return *dst21; 
# 64
} 
# 66
int main() { 
# 67
int size23 = 3124; 
# 68
size23 = size23; 
# 69
(__cudaPushCallConfiguration(dim3((size23 + 255) / 256, sizeof(float) * (16), 2), dim3((size23 + 255) / 256, 2 * 2, 128))) ? (void)0 : rank15(size23 - sizeof(int), nullptr); 
# 70
unsigned flag24 = ((40L - size23) + ((size23 == 55) ? size23 : size23)) & (25); 
# 71
(__cudaPushCallConfiguration((flag24 + (63)) / (64), 256)) ? (void)0 : rank15(size23 / size23, nullptr); 
# 72
return 0; 
# 73
} 

# 1 "v001361.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eb5bdd16_10_v001361_cu_ec35222a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001361.cudafe1.stub.c"
#include "v001361.cudafe1.stub.c"
# 1 "v001361.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
