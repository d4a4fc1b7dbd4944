# 1 "v000877.cu"
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
# 16 "v000877.cu"
static void fold8(int n9, unsigned *dst10, unsigned *__restrict__ acc11) ;
#if 0
# 16
{ 
# 17
unsigned idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
(dst10[6]) = ((static_cast< double>(n9)) + (*dst10)); 
# 19
n9 = ((4052) / (((__device_builtin_variable_threadIdx.x) * (29)) - ((__device_builtin_variable_threadIdx.x) - (dst10[n9])))); 
# 20
(*dst10)--; 
# 21
if (dst10 == (nullptr)) { 
# 22
return; 
# 23
}  
# 24
float r13 = __device_builtin_variable_threadIdx.y; 
# 25
} 
#endif
# 26 "v000877.cu"
__attribute__((visibility("hidden"))) void merge14(int count15, unsigned *data16, int len17, const float *__restrict__ in18) ;
#if 0
# 26
{ 
# 27
int tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
if (tid19 >= len17) { 
# 29
return; 
# 30
}  
# 31
len17 = 16; 
# 32
len17 = 56; 
# 33
(*data16) = (static_cast< int>(len17 + ((unsigned char)__device_builtin_variable_warpSize))); 
# 35
#pragma unroll 2
for (
# 35
int j20 = 0, j21 = len17; j20 < j21; (++j20), (--j21)) { 
# 36
len17 = (((60U - len17) - (5)) * (static_cast< unsigned long>(__device_builtin_variable_threadIdx.x))); 
# 37
}  
# 38
len17 = 19; 
# 39
(*data16) = ((58) + (data16[6])); 
# 40
} 
#endif
# 41 "v000877.cu"
int main() { 
# 42
int size22 = 856; 
# 43
double lim23 = (-6L); 
# 44
switch (size22) { 
# 45
case 11:  
# 46
(__cudaPushCallConfiguration(1 << 8, 256)) ? (void)0 : merge14(-2L, nullptr, sizeof(double), static_cast< const float *>(nullptr)); 
# 47
break; 
# 48
case 7:  { 
# 49
size22 = lim23; 
# 50
constexpr unsigned e24 = (29); 
# 51
break; 
# 52
} 
# 53
case 5:  
# 54
break; 
# 55
default:  
# 56
break; 
# 57
}  
# 58
(__cudaPushCallConfiguration(sizeof(float) * (16), 5 + (16 + (5 + (5 + (5 + 28)))), 0, 0)) ? (void)0 : fold8(5 << size22, nullptr, nullptr); 
# 59
return 0; 
# 60
} 

# 1 "v000877.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3fe0500d_10_v000877_cu_e4bc0418
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000877.cudafe1.stub.c"
#include "v000877.cudafe1.stub.c"
# 1 "v000877.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
