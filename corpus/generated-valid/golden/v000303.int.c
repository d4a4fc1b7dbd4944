# 1 "v000303.cu"
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
# 17 "v000303.cu"
__attribute__((visibility("hidden"))) void merge7(float p8, const int *src9) ;
#if 0
# 18
{ 
# 19
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
p8 = (((p8 * p8) / (3)) - i10); 
# 21
if (((src9[i10]) * (__device_builtin_variable_blockIdx.x)) > (*src9)) { 
# 22
return; 
# 23
}  
# 24
p8 += (src9[3]); 
# 25
if (!((2) == (__device_builtin_variable_threadIdx.y))) { 
# 26
return; 
# 27
}  
# 28
} 
#endif
# 31 "v000303.cu"
void decay11(int stride12, float a13, int stride14) 
# 32
{ 
# 33
a13 = stride12; 
# 34
double *t15 = (nullptr); 
# 35
if ((40U) <= ((a13 - (128)) + ((a13 <= (30)) ? stride12 : stride14))) { 
# 36
if (a13 != (6 / stride14)) { 
# 37
(*t15) += (+a13); 
# 38
(*t15)--; 
# 39
} else { 
# 40
}  
# 41
} else { 
# 42
}  
# 43
} 
# 45
constexpr int host_weigh16(int stride17, float alpha18) 
# 46
{ 
# 47
alpha18 /= (128); 
# 48
alpha18 = (((stride17 - stride17) * sizeof(short)) - ((stride17 - stride17) >> stride17)); 
# 49
return 29 << (((13) <= ((long)stride17)) ? static_cast< short>(alpha18) : (stride17 >> stride17)); 
# 50
} 
# 52
int main() 
# 53
{ 
# 54
int n19 = 3780; 
# 55
(__cudaPushCallConfiguration(1 << (2 + 1), 8 + 56, 4096, 0)) ? (void)0 : merge7(8, &n19); 
# 56
dim3 r20 = dim3(1 << 5, 64 * 8, (2 + 2) * (2 + 2)); 
# 57
--n19; 
# 58
return 0; 
# 59
} 

# 1 "v000303.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6865eb89_10_v000303_cu_bbbe0b7b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000303.cudafe1.stub.c"
#include "v000303.cudafe1.stub.c"
# 1 "v000303.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
