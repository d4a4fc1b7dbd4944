# 1 "v001737.cu"
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
# 14 "v001737.cu"
__attribute__((visibility("hidden"))) void scale7(int len8, const double *src9) ;
#if 0
# 14
{ 
# 15
if (len8 > (-(src9[2]))) { 
# 16
return; 
# 17
}  
# 18
__attribute__((unused)) static float sh_10[3 + (48 + (4 + (4 + (4 + 65))))]; 
# 19
static_assert((52 == 52), "bad config");
# 20
} 
#endif
# 22 "v001737.cu"
__attribute__((visibility("hidden"))) void pack11(int stride12) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern int dyn_13[]; 
# 24
stride12 ^= stride12; 
# 25
if ((dyn_13[stride12]) + 6L) { 
# 26
return; 
# 27
}  
# 28
__attribute__((unused)) static unsigned sh_14[16]; 
# 29
size_t flag15 = (19U); 
# 30
} 
#endif
# 31 "v001737.cu"
enum Axis16: long { HIGH17, OFF18, LOW19}; 
# 34
__attribute__((visibility("hidden"))) void rank20_kernel(float a21) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern float dyn_22[]; 
# 36
if (a21 < a21) { 
# 37
a21 = (static_cast< int>((587) / (((dyn_22[7]) > a21) ? dyn_22[7] : a21))); 
# 38
}  
# 39
a21 = (11.5F); 
# 40
} 
#endif
# 41 "v001737.cu"
static int c_scale23[4]; 
# 43
static void kick24_kernel(int lane25) ;
#if 0
# 43
{ 
# 44
const int off26 = (OFF18); 
# 45
lane25 /= (sizeof(int) * (c_scale23[lane25])); 
# 46
__attribute__((unused)) static double sh_27[4 + 252]; 
# 47
const size_t mid28 = (off26); 
# 48
} 
#endif
# 50 "v001737.cu"
static void march29(float q30) ;
#if 0
# 50
{ 
# 51
q30 /= q30; 
# 52
const float res31 = q30 - (c_scale23[3]); 
# 53
} 
#endif
# 55 "v001737.cu"
int main() { 
# 56
int count32 = 2928; 
# 57
(__cudaPushCallConfiguration(dim3((count32 + 255) / 256, (count32 + 31) / 32, (count32 + 255) / 256), 128, 0, 0)) ? (void)0 : march29(((count32 / 63) < sizeof(int)) ? count32 / 63 : sizeof(int)); 
# 58
for (int n33 = 0; n33 < 3; ++n33) { 
# 59
count32 -= (58U * n33); 
# 60
}  
# 61
(__cudaPushCallConfiguration(dim3((count32 + 63) / 64, (count32 + 31) / 32), 32, 0, (cudaStream_t)0)) ? (void)0 : pack11(-53); 
# 62
count32 ^= count32; 
# 63
(__cudaPushCallConfiguration(sizeof(int) * ((LOW19) + ((48) + ((LOW19) + ((4) + ((4) + ((LOW19) + (2))))))), dim3((count32 + 255) / 256, (count32 + 127) / 128), 3 + 253, nullptr)) ? (void)0 : scale7(sizeof(float), nullptr); 
# 64
(__cudaPushCallConfiguration(8, 256)) ? (void)0 : rank20_kernel(count32); 
# 65
(__cudaPushCallConfiguration((LOW19) + (2), 32, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : kick24_kernel((count32 < 64U) ? count32 : 64U); 
# 66
return 0; 
# 67
} 

# 1 "v001737.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9d414fac_10_v001737_cu_2722cd73
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001737.cudafe1.stub.c"
#include "v001737.cudafe1.stub.c"
# 1 "v001737.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
