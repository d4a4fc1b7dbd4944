# 1 "v002008.cu"
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
# 9 "v002008.cu"
__attribute__((visibility("hidden"))) void blend4_kernel(const int *__restrict__ src5) ;
#if 0
# 10
{ 
# 11
unsigned idx6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
for (int i7 = 0; i7 < 9; ++i7) { 
# 13
int sum8 = (i7 - idx6) % 22UL; 
# 14
}  
# 15
__attribute__((unused)) static float sh_9; 
# 16
} 
#endif
# 17 "v002008.cu"
constexpr inline long RADIUS10 = (7); 
# 18
static bool d_gather11[32]; 
# 21
__attribute__((visibility("hidden"))) void rank12(int *out13, int len14) ;
#if 0
# 22
{ 
# 23
{ 
# 24
len14 = 56; 
# 25
len14 = ((d_gather11[11]) | (__device_builtin_variable_threadIdx.x)); 
# 26
} 
# 27
__attribute__((unused)) static unsigned sh_15[64]; 
# 28
unsigned h16 = d_gather11[12]; 
# 29
int m17{57}; 
# 30
} 
#endif
# 32 "v002008.cu"
int main() 
# 33
{ 
# 34
int n18 = 344; 
# 35
n18--; 
# 36
for (int it19 = 0, j20 = 5; it19 < j20; (++it19), (--j20)) { 
# 37
n18--; 
# 38
unsigned char res21[6] = {}; 
# 39
}  
# 40
(__cudaPushCallConfiguration(((dim3)((n18 + 255) / 256)), dim3(128, 1))) ? (void)0 : blend4_kernel((const int *)nullptr); 
# 41
(__cudaPushCallConfiguration(dim3((n18 + 255) / 256, (n18 + 255) / 256), RADIUS10 + (57), 0, 0)) ? (void)0 : rank12(&n18, RADIUS10); 
# 42
return 0; 
# 43
} 

# 1 "v002008.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ae6f0f0f_10_v002008_cu_a90480ec
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002008.cudafe1.stub.c"
#include "v002008.cudafe1.stub.c"
# 1 "v002008.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
