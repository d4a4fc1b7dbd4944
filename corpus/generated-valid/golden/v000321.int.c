# 1 "v000321.cu"
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
# 7 "v000321.cu"
__attribute__((visibility("hidden"))) void weigh1_kernel(int stride2, int *__restrict__ out3, unsigned *__restrict__ out4) ;
#if 0
# 8
{ 
# 9
int i5 = __device_builtin_variable_threadIdx.x; 
# 10
if (i5 >= stride2) { 
# 11
return; 
# 12
}  
# 13
((out4[5])++), (stride2 = stride2); 
# 14
stride2 = ((__device_builtin_variable_threadIdx.y) - ((__alignof__(float) & (out3[stride2 & 7])) + ((39) | (out4[stride2])))); 
# 15
bool e6 = (i5 < 52U) && ((out4[__device_builtin_variable_threadIdx.x]) & (1)); 
# 16
} 
#endif
# 19 "v000321.cu"
float check_decay7(size_t *acc8, int stride9, int count10) 
# 20
{ 
# 21
if ((+(acc8[7])) <= stride9) { 
# 22
return (22.625F); 
# 23
}  
# 24
unsigned cnt11{41U}; 
# 25
(acc8[6])--; 
# 26
if (stride9 > cnt11) { 
# 27
return 61; 
# 28
}  
# 29
int u12((count10 == count10) ? cnt11 : (count10 / 48)); 
# 30
(__cudaPushCallConfiguration((count10 + 255) / 256, 64, 0, (cudaStream_t)0)) ? (void)0 : weigh1_kernel(38, &u12, reinterpret_cast< unsigned *>(acc8)); 
# 31
count10 = (((18) / ((*acc8) + (41L))) * (57L + count10)); 
# 32
return cnt11; 
# 33
} 
# 35
int main() 
# 36
{ 
# 37
int n13 = 2932; 
# 38
const char *mid14 = ("AB"); 
# 39
auto step16 = [](auto u15) { 
# 40
u15 = u15; 
# 41
u15 = u15; 
# 42
return u15 * 2; 
# 43
} ; typedef decltype(step16) __T0;
# 44
step16(static_cast< int>(mid14[1])); 
# 45
n13 = (~((19 + n13) / (27 / (mid14[1])))); 
# 46
n13 = (-22); 
# 47
(__cudaPushCallConfiguration(16, 512)) ? (void)0 : weigh1_kernel(n13, &n13, (unsigned *)nullptr); 
# 48
return 0; 
# 49
} 

# 1 "v000321.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b8ac7062_10_v000321_cu_2f3a04fb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000321.cudafe1.stub.c"
#include "v000321.cudafe1.stub.c"
# 1 "v000321.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
