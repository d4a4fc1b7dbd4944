# 1 "v002019.cu"
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
# 9 "v002019.cu"
constexpr int reduce4(int n5, int lane6) { 
# 10
lane6 = 47; 
# 11
return (+n5) + 56U; 
# 12
} 
# 14
__attribute__((visibility("hidden"))) void drift7(const int *in8, size_t *buf9) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern int dyn_10[]; 
# 16
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
__attribute__((unused)) static double sh_12[12][2]; 
# 18
__attribute__((unused)) static int sh_13[128]; 
# 19
} 
#endif
# 21 "v002019.cu"
__attribute__((visibility("hidden"))) void merge14_kernel(unsigned alpha15, double *acc16) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern float dyn_17[]; 
# 23
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
(*acc16) = (-(20.125)); 
# 25
if ((dyn_17[2]) > i18) { 
# 26
goto finish19; 
# 27
}  
# 28
alpha15 = (((37 << alpha15) >> ((29) + (__device_builtin_variable_blockDim.y))) - ((alpha15 - alpha15) << ((alpha15 += alpha15), 7))); 
# 29
reduce4(reduce4((__device_builtin_variable_blockIdx.y) - (*acc16), acc16[__device_builtin_variable_threadIdx.x]), static_cast< int>(__device_builtin_variable_blockDim.z)); 
# 30
(*acc16) = ((long)(1898U + (alpha15 / (49)))); 
# 31
finish19:; ; 
# 32
} 
#endif
# 34 "v002019.cu"
int main() { 
# 35
int count20 = 3860; 
# 36
if (count20 < (count20 * count20)) { 
# 37
if ((+((float)count20)) <= (47UL / count20)) { 
# 38
if (count20 == count20) { 
# 39
return reduce4(count20 + count20, sizeof(int) * count20); }  
# 40
reduce4(count20, (static_cast< char>(count20)) * (sizeof(unsigned) * count20)); 
# 41
} else { 
# 42
const char *r21 = ("C:\\dir"); 
# 43
}  
# 44
} else { 
# 45
}  
# 46
(__cudaPushCallConfiguration(2, 8 * 8, 0, (cudaStream_t)0)) ? (void)0 : drift7(&count20, nullptr); 
# 47
(__cudaPushCallConfiguration(4, 1 << 5)) ? (void)0 : merge14_kernel((reduce4(count20, 54)) + 940UL, nullptr); 
# 48
return 0; 
# 49
} 

# 1 "v002019.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2bb341da_10_v002019_cu_27f08907
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002019.cudafe1.stub.c"
#include "v002019.cudafe1.stub.c"
# 1 "v002019.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
