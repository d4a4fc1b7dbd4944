# 1 "v000778.cu"
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
# 17 "v000778.cu"
static void norm6_kernel(char *data7, int count8, int count9, unsigned *dst10) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern int dyn_11[]; 
# 20
(*data7)++; 
# 21
count9++; 
# 22
{ 
# 23
unsigned val12 = (unsigned long long)count8; 
# 24
float flag13[6]{(2.5F), (-(22.875F)), (15.375F), (8.0F), (26U), (2383UL)}; 
# 25
} 
# 26
count8 = (44 + (dyn_11[count8])); 
# 27
(dst10[count9 & 7]) |= sizeof(int); 
# 28
} 
#endif
# 29 "v000778.cu"
inline float check_mix14(unsigned cfg15, const unsigned *src16) 
# 30
{ 
# 31
(__cudaPushCallConfiguration(((dim3)(3 + 5)), dim3((cfg15 + (255)) / (256), (cfg15 + (31)) / (32)))) ? (void)0 : norm6_kernel(static_cast< char *>(nullptr), 4663, (src16[cfg15]) + (cfg15 + (*src16)), &cfg15); 
# 32
long w17 = src16[cfg15]; 
# 33
cfg15 = (26 & ((int)cfg15)); 
# 34
short diff18 = (src16[5]) - w17; 
# 35
++cfg15; 
# 36
return ((cfg15 + ((src16[7]) * w17)) + (cfg15 - cfg15)); 
# 37
} 
# 38
int main() 
# 39
{ 
# 40
int len19 = 2112; 
# 41
len19 &= len19; 
# 42
(__cudaPushCallConfiguration(dim3(2, 1 << (3 + (3 + 2))), sizeof(int) * (3 + 125))) ? (void)0 : norm6_kernel(nullptr, 3, len19, nullptr); 
# 43
int h20 = 42U + (((len19 + len19) + len19) - len19); 
# 44
dim3 x21 = dim3(3 + 1, 1, (h20 + 63) / 64); 
# 45
return 0; 
# 46
} 

# 1 "v000778.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__96d5f28e_10_v000778_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000778.cudafe1.stub.c"
#include "v000778.cudafe1.stub.c"
# 1 "v000778.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
