# 1 "v001730.cu"
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
# 6 "v001730.cu"
typedef float real2_t; 
# 8
static void bias3_kernel(unsigned long alpha4) ;
#if 0
# 8
{ 
# 9
if (constexpr bool u5 = true; (__device_builtin_variable_blockDim.z) != alpha4) { 
# 10
alpha4 ^= (u5 + alpha4); 
# 11
alpha4 = alpha4; 
# 12
real2_t lim6((u5 - alpha4) / alpha4); 
# 13
}  
# 14
auto base7 = 46; 
# 15
} 
#endif
# 18 "v001730.cu"
void sift8(float *acc9, const int *in10) { 
# 19
(__cudaPushCallConfiguration(128 * 2, 32, sizeof(double) * (64))) ? (void)0 : bias3_kernel(7); 
# 20
if (real2_t prod11 = (23U); (12) == (((acc9[2]) / (sizeof(unsigned))) - prod11)) { 
# 21
real2_t diff12 = ((prod11 += (16.125F)), (prod11 / (3.875F))) * (-0); 
# 22
}  
# 23
cudaStream_t val13 = ((cudaStream_t)0); 
# 24
} 
# 25
static double d_sweep14[32]; 
# 26
static float c_accum15[8]; 
# 28
namespace kern16 { 
# 29
__attribute__((visibility("hidden"))) void shade17(unsigned *out18, int lane19, float *dst20) ;
#if 0
# 29
{ 
# 30
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if ((*out18) < (static_cast< long>(d_sweep14[27]))) { 
# 32
unsigned k22 = +lane19; 
# 33
}  
# 34
if ((*dst20) == (+tid21)) { 
# 35
return; 
# 36
}  
# 37
int w23 = (static_cast< short>((__device_builtin_variable_gridDim.z) * (out18[lane19]))) + 58UL; 
# 38
if ((tid21 - (__device_builtin_variable_blockIdx.y)) > 9U) { 
# 39
goto done24; 
# 40
}  
# 41
--(out18[w23]); 
# 42
done24:; ; 
# 43
} 
#endif
# 45 "v001730.cu"
constexpr int host_blend25(int count26) { 
# 46
float hi27 = (25); 
# 47
return 12L; 
# 48
} 
# 49
}
# 51
static int lerp28(int len29, const unsigned *input30) { 
# 52
len29 = (((len29 / (*input30)) < len29) ? len29 / (*input30) : len29); 
# 53
(__cudaPushCallConfiguration(4 * 2, 128)) ? (void)0 : kern16::shade17(nullptr, 39ULL, nullptr); 
# 54
kern16::host_blend25(len29); 
# 55
sift8(static_cast< float *>(nullptr), &len29); 
# 56
len29 = 59; 
# 57
return (((+len29) < ((9) / (input30[0]))) ? +len29 : ((9) / (input30[0]))) + ((len29 += len29), len29); 
# 58
} 
# 60
int main() { 
# 61
int count31 = 2241; 
# 62
if (count31 > (29 * count31)) { 
# 63
count31 = ((count31 += count31), 9); 
# 64
}  
# 65
(__cudaPushCallConfiguration(sizeof(float) * (32), 256, 4096, (cudaStream_t)0)) ? (void)0 : kern16::shade17(nullptr, kern16::host_blend25(kern16::host_blend25(count31)), nullptr); 
# 66
return 0; 
# 67
} 

# 1 "v001730.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__00967715_10_v001730_cu_c8ca26c3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001730.cudafe1.stub.c"
#include "v001730.cudafe1.stub.c"
# 1 "v001730.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
