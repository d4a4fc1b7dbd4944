# 1 "v001920.cu"
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
# 18 "v001920.cu"
__attribute__((visibility("hidden"))) void spread9_kernel(int len10) ;
#if 0
# 18
{ 
# 19
signed char x11{(127)}; 
# 20
int f12[6] = {}; 
# 21
} 
#endif
# 22 "v001920.cu"
__attribute__((visibility("hidden"))) void step13_kernel(const float *in14, short *data15, const double *__restrict__ coef16, double beta17) ;
#if 0
# 22
{ 
# 23
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
switch (i18) { 
# 25
case 1:  { 
# 26
int diff19 = ((beta17 += beta17), (*data15)) ^ 3; 
# 27
const float *v20 = in14; 
# 28
break; 
# 29
} 
# 30
case 0:  
# 31
(*data15) = (i18 - 35); 
# 32
break; 
# 33
case sizeof(unsigned):  
# 34
break; 
# 35
case 8:  
# 36
break; 
# 37
default:  
# 38
break; 
# 39
}  
# 40
} 
#endif
# 41 "v001920.cu"
unsigned run_update21(long cfg22) { 
# 42
cfg22 = cfg22; 
# 43
(__cudaPushCallConfiguration((cfg22 + (31)) / (32), 128, sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : spread9_kernel(60U); 
# 44
(__cudaPushCallConfiguration(64, sizeof(int) * (32), sizeof(int) * (64), nullptr)) ? (void)0 : step13_kernel((const float *)nullptr, nullptr, nullptr, cfg22 & cfg22); 
# 45
return (cfg22 + (-cfg22)) % (cfg22 * (cfg22 + 48UL)); 
# 46
} 
# 47
int main() { 
# 48
int n23 = 2469; 
# 49
n23 = n23; 
# 50
switch (n23) { 
# 51
case 6:  
# 52
(__cudaPushCallConfiguration(4 * 2, ((3 + 2) + 27) * ((3 + 2) + 3))) ? (void)0 : step13_kernel((const float *)nullptr, (short *)nullptr, nullptr, -53); 
# 53
(__cudaPushCallConfiguration(sizeof(int), 2 * ((3 + 2) + (3 + 8)))) ? (void)0 : step13_kernel((const float *)nullptr, (short *)nullptr, nullptr, n23); 
# 54
break; 
# 55
}  
# 56
(__cudaPushCallConfiguration((3 + 2) + 123, sizeof(int) * (3 + 5), (3 + (24 + ((3 + 2) + (24 + ((3 + 2) + (3 + 192)))))) * 16, 0)) ? (void)0 : spread9_kernel(((n23 < n23) ? n23 : n23) - ((float)256)); 
# 57
n23 = ((n23 / n23) + (n23 & (3484 - n23))); 
# 58
return 0; 
# 59
} 

# 1 "v001920.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__07fc3fd5_10_v001920_cu_3087e277
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001920.cudafe1.stub.c"
#include "v001920.cudafe1.stub.c"
# 1 "v001920.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
