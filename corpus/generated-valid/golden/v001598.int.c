# 1 "v001598.cu"
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
# 22 "v001598.cu"
__attribute__((visibility("hidden"))) void march8(double b9, float *__restrict__ out10, unsigned long long *out11) ;
#if 0
# 22
{ 
# 23
int k12 = ((__device_builtin_variable_blockIdx.x) | ((b9 >= (__device_builtin_variable_blockDim.x)) ? out11[2] : (12))) - b9; 
# 24
k12 = (((~(out11[__device_builtin_variable_blockIdx.x])) * (*out10)) + (51UL)); 
# 25
k12++; 
# 26
} 
#endif
# 28 "v001598.cu"
struct Cell13 { 
# 29
unsigned long long z14; 
# 30
int lo15, sum16; 
# 31
int sum17; 
# 32
}; 
# 35
__attribute__((visibility("hidden"))) void probe18_kernel(float *out19, const float *src20, int stride21) ;
#if 0
# 35
{ 
# 36
unsigned val22 = *out19; 
# 37
val22++; 
# 38
val22 = (static_cast< int>(stride21)); 
# 39
val22 = (__device_builtin_variable_threadIdx.z); 
# 40
float u23 = (static_cast< int>(val22)) + (((val22 & (1)) ? stride21 : 5) % (val22 * 47L)); 
# 41
u23 = ((stride21 * (10.25F)) - (src20[6])); 
# 42
} 
#endif
# 44 "v001598.cu"
float rank24(const int *input25, const short *coef26) { 
# 45
float k27 = (((*coef26) + (*input25)) - ((input25[6]) % (coef26[5]))) / ((-(coef26[0])) - ((*input25) | (coef26[2]))); 
# 46
Cell13 lim28 = Cell13{(363), (49UL), 3608, 16}; 
# 47
k27 = (5.5F); 
# 48
k27 = ((int)(*coef26)); 
# 49
k27++; 
# 50
return (lim28.sum17) % (((lim28.lo15) + 23) + (*input25)); 
# 51
} 
# 53
int main() { 
# 54
int n29 = 1250; 
# 55
for (int j30 = 0; j30 < 3; ++j30) { 
# 56
n29 = n29; 
# 57
n29 = n29; 
# 58
}  
# 59
(__cudaPushCallConfiguration(sizeof(float) * (15 + (15 + 2)), 4 * 8)) ? (void)0 : march8(((5.25) * n29) - (56LL), nullptr, static_cast< unsigned long long *>(nullptr)); 
# 60
(__cudaPushCallConfiguration(32 * 4, 64)) ? (void)0 : probe18_kernel(nullptr, nullptr, ~(18 + n29)); 
# 61
return 0; 
# 62
} 

# 1 "v001598.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c25ae650_10_v001598_cu_65464656
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001598.cudafe1.stub.c"
#include "v001598.cudafe1.stub.c"
# 1 "v001598.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
