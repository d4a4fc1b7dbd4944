# 1 "v000538.cu"
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
# 15 "v000538.cu"
static bool g_score5; 
# 17
struct Bounds6 { 
# 18
float id7; 
# 19
int weight8; 
# 20
int reset9(double x10) const { 
# 21
return (((weight8) + 19) & 15); 
# 22
} 
# 23
}; 
# 25
inline Bounds6 operator+(Bounds6 a, Bounds6 b) { 
# 26
Bounds6 r = a; 
# 27
(r.id7) += (b.id7); 
# 28
(r.weight8) += (b.weight8); 
# 29
return r; 
# 30
} 
# 31
constexpr int BLOCK11 = (2 + (2 + (2 + 26))); 
# 34
float blend12(unsigned long p13, const int *__restrict__ src14) { 
# 35
if (((src14[p13]) + BLOCK11) <= 34) { 
# 36
return BLOCK11 * (*src14); 
# 37
}  
# 38
p13 >>= ((*src14) & 15); 
# 39
if (src14 == (nullptr)) { 
# 40
return *src14; 
# 41
}  
# 42
return ((int)((*src14) - (src14[p13]))) * 2; 
# 43
} 
# 50
__attribute__((visibility("hidden"))) void map_pack16(float *data, int n) ;
#if 0
# 50
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 51 "v000538.cu"
__attribute__((visibility("hidden"))) void map_kick17(int *data, int n) ;
#if 0
# 51
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((int)1)); }  } 
#endif
# 53 "v000538.cu"
int main() { 
# 54
int len18 = 1904; 
# 55
(len18--), (len18 &= BLOCK11); 
# 56
float z19{(14.875F)}; 
# 57
constexpr float lo20 = (50); 
# 58
(__cudaPushCallConfiguration((len18 + 63) / 64, 256)) ? (void)0 : map_pack16(&z19, BLOCK11); 
# 59
(__cudaPushCallConfiguration((len18 + 127) / 128, 64)) ? (void)0 : map_kick17(&len18, blend12(__alignof__(float) * len18, (const int *)nullptr)); 
# 60
return 0; 
# 61
} 

# 1 "v000538.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2e9df545_10_v000538_cu_0a9b2c51
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000538.cudafe1.stub.c"
#include "v000538.cudafe1.stub.c"
# 1 "v000538.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
