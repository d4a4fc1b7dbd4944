# 1 "v001873.cu"
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
# 8 "v001873.cu"
constexpr int run_fuse3(int count4) { 
# 9
count4 ^= (5 % count4); 
# 10
return count4 - ((count4) ? 64 : 2); 
# 11
} 
# 12
using ptr5_t = signed char *; 
# 14
static void pack6_kernel(char *acc7, const int *coef8, float *data9) ;
#if 0
# 14
{ 
# 15
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
char stride11 = (127 / (*acc7)) - 127; 
# 17
if (!(((data9[__device_builtin_variable_gridDim.z]) += (*coef8)), 64)) { 
# 18
double res12 = (5) - (((__device_builtin_variable_blockDim.x) * (coef8[5])) + (51)); 
# 19
long long q13 = i10 + (45 + i10); 
# 20
} else { if ((25 - (acc7[3])) >= stride11) { 
# 21
if (i10 > stride11) { 
# 22
__attribute__((unused)) static unsigned sh_14[14][16]; 
# 23
(acc7[0]) = ((2) / (((acc7[stride11]) + ((sh_14[i10])[5])) + (acc7[stride11]))); 
# 24
} else { 
# 25
}  
# 26
}  }  
# 27
} 
#endif
# 29 "v001873.cu"
int main() { 
# 30
int n15 = 2055; 
# 31
n15 >>= run_fuse3((n15 << 1LL) * (n15 << n15)); 
# 32
(__cudaPushCallConfiguration((n15 + 63) / 64, 32 * 2, sizeof(int) * (64))) ? (void)0 : pack6_kernel((char *)nullptr, nullptr, (float *)nullptr); 
# 33
return 0; 
# 34
} 

# 1 "v001873.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__16f5ccee_10_v001873_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001873.cudafe1.stub.c"
#include "v001873.cudafe1.stub.c"
# 1 "v001873.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
