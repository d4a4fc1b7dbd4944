# 1 "v002123.cu"
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
# 9 "v002123.cu"
enum Level5: long { BUSY6, GREEN7, SLOW8 = 5L, ON9 = 7L}; 
# 12
__attribute__((visibility("hidden"))) void gather10(unsigned *out11, float *data12) ;
#if 0
# 13
{ 
# 14
constexpr unsigned u13 = (58); 
# 15
(*data12) = u13; 
# 16
} 
#endif
# 18 "v002123.cu"
__attribute__((visibility("hidden"))) void mix14_kernel(Level5 alpha15, bool a16, const short *coef17) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern int dyn_18[]; 
# 21
++(dyn_18[4]); 
# 22
alpha15 = alpha15; 
# 23
if (a16) { 
# 24
return; 
# 25
}  
# 26
(dyn_18[0])--; 
# 27
(dyn_18[2]) = (((dyn_18[0]) % (ON9)) | (13)); 
# 28
(dyn_18[7]) = (-(dyn_18[7])); 
# 29
signed char off19[8]{(5UL), (19), (45), static_cast< signed char>(a16), (62), (10), (10), (25)}; 
# 30
} 
#endif
# 32 "v002123.cu"
int main() 
# 33
{ 
# 34
int count20 = 1800; 
# 35
(__cudaPushCallConfiguration(dim3(1 << 9, 2 * 8, (GREEN7) + (7)), dim3(2, (count20 + 31) / 32, 1 << (GREEN7)), 1024)) ? (void)0 : mix14_kernel(SLOW8, count20, static_cast< const short *>(nullptr)); 
# 36
float z21[SLOW8] = {(24.625F), (2.0F)}; 
# 37
int h22 = z21[0]; 
# 38
Level5 acc23 = ON9; 
# 39
(__cudaPushCallConfiguration((h22 + 255) / 256, (ON9) + (505), 1024, (cudaStream_t)0)) ? (void)0 : gather10(nullptr, z21); 
# 40
return 0; 
# 41
} 

# 1 "v002123.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c8f208cb_10_v002123_cu_6dd11a13
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002123.cudafe1.stub.c"
#include "v002123.cudafe1.stub.c"
# 1 "v002123.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
