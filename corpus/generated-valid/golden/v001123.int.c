# 1 "v001123.cu"
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
# 21 "v001123.cu"
__attribute__((visibility("hidden"))) void accum4_kernel(double *__restrict__ out5, long long a6, int *__restrict__ data7) ;
#if 0
# 21
{ 
# 22
unsigned tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
__attribute__((unused)) static int sh_9[64]; 
# 24
__attribute__((unused)) static unsigned sh_10[8]; 
# 25
} 
#endif
# 27 "v001123.cu"
__attribute__((visibility("hidden"))) void kick11_kernel(int count12, float *__restrict__ data13, const unsigned *__restrict__ in14, char beta15) ;
#if 0
# 27
{ 
# 28
unsigned tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if (tid16 >= count12) { 
# 30
return; 
# 31
}  
# 32
__attribute__((unused)) static float sh_17[8]; 
# 33
switch (beta15 | beta15) { 
# 34
case 0:  { 
# 35
(sh_17[6]) = (((__device_builtin_variable_threadIdx.x) == ((tid16 < count12) ? __alignof__(int) : (sh_17[2]))) ? (in14[2]) + ((4) + (in14[4])) : (((__device_builtin_variable_threadIdx.x) + count12) | (static_cast< unsigned char>(35)))); 
# 36
float cnt18 = beta15; 
# 37
[[fallthrough]] ; 
# 38
} 
# 39
case 5:  
# 40
if (((__device_builtin_variable_blockDim.x) | 61LL) < (57)) { 
# 41
return; 
# 42
}  
# 43
break; 
# 44
}  
# 45
beta15 = ((((16) % (in14[(__device_builtin_variable_threadIdx.z) & (7)])) * (beta15 + 127)) * count12); 
# 46
float u19 = (((16) + (*in14)) - (2.875F)) + ((sizeof(int) + tid16) - (16)); 
# 47
} 
#endif
# 49 "v001123.cu"
constexpr int check_drift20(int stride21) { 
# 50
stride21 = stride21; 
# 51
stride21 = (stride21 & stride21); 
# 52
return (static_cast< int>(4327 % stride21)) % 62; 
# 53
} 
# 55
int main() { 
# 56
int count22 = 3159; 
# 57
(__cudaPushCallConfiguration(16 + 240, 512, 4096, nullptr)) ? (void)0 : kick11_kernel(8 * check_drift20(count22), nullptr, nullptr, check_drift20(static_cast< unsigned long>(count22))); 
# 58
check_drift20(-count22); 
# 59
(__cudaPushCallConfiguration(256 * 2, 256, 0, nullptr)) ? (void)0 : accum4_kernel(nullptr, (double)count22, &count22); 
# 60
count22 = check_drift20(~count22); 
# 61
if (((int)count22) < count22) { 
# 62
return check_drift20(count22 * count22); 
# 63
}  
# 64
count22 = (23U); 
# 65
return 0; 
# 66
} 

# 1 "v001123.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f91a1256_10_v001123_cu_7e9f371e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001123.cudafe1.stub.c"
#include "v001123.cudafe1.stub.c"
# 1 "v001123.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
