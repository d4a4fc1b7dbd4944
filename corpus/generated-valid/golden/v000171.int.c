# 1 "v000171.cu"
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
# 20 "v000171.cu"
enum Color6 { LOW7, IDLE8, SLOW9}; 
# 22
__attribute__((visibility("hidden"))) void sweep10(const double *input11) ;
#if 0
# 23
{ 
# 24
if (!input11) { 
# 25
__attribute__((unused)) static int sh_12[256]; 
# 26
} else { 
# 27
}  
# 28
} 
#endif
# 29 "v000171.cu"
enum Kind13 { LOW14, SLOW15 = 3, SLOW16}; 
# 30
static float d_weigh17; 
# 32
static void scale18_kernel(const double *src19) ;
#if 0
# 33
{ 
# 34
for (int it20 = 0, j21 = 3; it20 < j21; (++it20), (--j21)) { 
# 35
int prod22 = src19[it20]; 
# 36
}  
# 37
d_weigh17 = (128); 
# 38
d_weigh17 = (*src19); 
# 39
d_weigh17 = d_weigh17; 
# 40
d_weigh17 = (src19[0]); 
# 41
d_weigh17 = ((src19[7]) * ((d_weigh17 += (*src19)), 33)); 
# 42
} 
#endif
# 44 "v000171.cu"
int main() 
# 45
{ 
# 46
int size23 = 1581; 
# 47
size23 = 47; 
# 48
if (((size23 >= size23) ? size23 : (LOW14)) >= size23) { 
# 49
return ~(2 * size23); }  
# 50
(__cudaPushCallConfiguration(dim3((size23 + 255) / 256, (size23 + 127) / 128), 1 << 6, sizeof(int) * (64), nullptr)) ? (void)0 : sweep10(nullptr); 
# 51
(__cudaPushCallConfiguration(dim3(4, (size23 + 31) / 32, (size23 + 127) / 128), dim3(2, 1), sizeof(float) * (64), nullptr)) ? (void)0 : scale18_kernel(static_cast< const double *>(nullptr)); 
# 52
return 0; 
# 53
} 

# 1 "v000171.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3d845e19_10_v000171_cu_6c0c6c47
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000171.cudafe1.stub.c"
#include "v000171.cudafe1.stub.c"
# 1 "v000171.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
