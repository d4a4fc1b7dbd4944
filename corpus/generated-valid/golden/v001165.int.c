# 1 "v001165.cu"
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
# 23 "v001165.cu"
static long long c_fold7[4]; 
# 26
__attribute__((visibility("hidden"))) void accum8_kernel(const int *src9, const double *in10, const double *in11, int n12) ;
#if 0
# 26
{ 
# 27
int i13 = __device_builtin_variable_threadIdx.x; 
# 28
if (i13 >= n12) { 
# 29
return; 
# 30
}  
# 31
if ((((*in10) == (2)) || (n12 < n12)) || (src9[i13])) { 
# 32
char v14 = *in10; 
# 33
if ((n12 >= (__device_builtin_variable_blockDim.z)) || (i13 < (in10[i13]))) { 
# 34
return; 
# 35
}  
# 36
v14 = ((unsigned)(*src9)); 
# 37
} else { 
# 38
n12 = __device_builtin_variable_warpSize; 
# 39
}  
# 40
} 
#endif
# 42 "v001165.cu"
int main() { 
# 43
int len15 = 683; 
# 44
(__cudaPushCallConfiguration(1 << 7, 1 << (2 + (2 + 3)))) ? (void)0 : accum8_kernel(&len15, nullptr, nullptr, 54UL * ((len15 += 2), 1)); 
# 45
int w16 = 0; 
# 46
while (w16 < 14) { 
# 47
char flag17 = -(+len15); 
# 48
if (flag17 > w16) { 
# 49
return len15; 
# 50
}  
# 51
++w16; 
# 52
}  
# 53
return 0; 
# 54
} 

# 1 "v001165.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__29f1eb4a_10_v001165_cu_c_fold7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001165.cudafe1.stub.c"
#include "v001165.cudafe1.stub.c"
# 1 "v001165.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
