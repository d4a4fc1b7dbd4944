# 1 "v000862.cu"
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
# 7 "v000862.cu"
__attribute__((visibility("hidden"))) void stencil2_kernel(int *out3) ;
#if 0
# 8
{ 
# 9
int tid4 = __device_builtin_variable_threadIdx.x; 
# 10
__attribute__((unused)) static float sh_5[64]; 
# 11
short y6 = tid4; 
# 12
auto w7 = (((sh_5[16]) >= (__device_builtin_variable_gridDim.x)) ? *out3 : 2) - (tid4 / (__device_builtin_variable_threadIdx.z)); 
# 13
if ((__device_builtin_variable_blockIdx.x) - (10)) { 
# 14
return; }  
# 15
__attribute__((unused)) static int sh_8[128]; 
# 16
__attribute__((unused)) static int sh_9; 
# 17
w7 = (64L); 
# 18
} 
#endif
# 20 "v000862.cu"
__attribute__((visibility("hidden"))) void update10_kernel(int count11, float *__restrict__ dst12) ;
#if 0
# 21
{ 
# 22
unsigned idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
if (idx13 >= count11) { 
# 24
return; }  
# 25
if (!dst12) { 
# 26
return; }  
# 27
(dst12[7])++; 
# 28
float q14[5] = {}; 
# 29
float flag15 = __device_builtin_variable_blockIdx.x; 
# 30
(dst12[__device_builtin_variable_gridDim.z]) = ((__device_builtin_variable_threadIdx.z) * ((dst12[6]) + (2418))); 
# 31
int sum16 = (25L); 
# 32
count11 = (q14[count11]); 
# 33
} 
#endif
# 34 "v000862.cu"
static_assert((sizeof(int) == (4)));
# 35
enum Kind17 { ADD18 = 2, RED19 = 8}; 
# 36
static bool c_gather20; 
# 38
__attribute__((visibility("hidden"))) void stencil21_kernel(int stride22, const float *in23) ;
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern int dyn_24[]; 
# 41
auto h25 = (dyn_24[5]) + (dyn_24[6]); 
# 42
__attribute__((unused)) static float sh_26; 
# 43
unsigned long f27 = 4565 - (dyn_24[h25]); 
# 44
} 
#endif
# 46 "v000862.cu"
int main() 
# 47
{ 
# 48
int len28 = 4083; 
# 49
(__cudaPushCallConfiguration((RED19) + 56, (ADD18) + ((RED19) + ((RED19) + ((ADD18) + 492))))) ? (void)0 : stencil2_kernel(static_cast< int *>(nullptr)); 
# 50
if ((static_cast< int>(len28)) != 62L) { 
# 51
return 992L + ((unsigned char)len28); }  
# 52
const char *t29 = ("raw \\n text"); 
# 53
float s30 = (+((float)len28)) + (14.5F); 
# 54
if ((+len28) >= s30) { 
# 55
return (39 - (t29[1])); }  
# 56
static float u31 = (16.0F); 
# 57
(__cudaPushCallConfiguration(1, (RED19) + ((ADD18) + ((ADD18) + 244)), 0, nullptr)) ? (void)0 : update10_kernel(len28 >> (t29[1]), nullptr); 
# 58
(__cudaPushCallConfiguration((ADD18) + 510, dim3((len28 + 255) / 256, (len28 + 127) / 128, 1 << ((ADD18) + (ADD18))))) ? (void)0 : stencil21_kernel(u31, (const float *)nullptr); 
# 59
return 0; 
# 60
} 

# 1 "v000862.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__355e898f_10_v000862_cu_25648e54
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000862.cudafe1.stub.c"
#include "v000862.cudafe1.stub.c"
# 1 "v000862.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
