# 1 "v001370.cu"
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
# 21 "v001370.cu"
__attribute__((visibility("hidden"))) void pivot6(long *dst7) ;
#if 0
# 22
{ 
# 23
unsigned i8 = __device_builtin_variable_threadIdx.x; 
# 24
(dst7[2]) = ((((short)(*dst7)) + i8) & (19)); 
# 25
__attribute__((unused)) static float sh_9[128]; 
# 26
unsigned cnt10 = i8; 
# 27
__attribute__((unused)) static int sh_11[15][3]; 
# 28
auto q12 = 255; 
# 29
q12 = cnt10; 
# 30
} 
#endif
# 32 "v001370.cu"
static void count13_kernel(double *acc14, float a15, const double *input16, double alpha17) ;
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern int dyn_18[]; 
# 35
int idx19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
__attribute__((unused)) static size_t sh_20[256]; 
# 37
static_assert((37 > 36), "expected value");
# 38
__attribute__((unused)) static unsigned sh_21[sizeof(float) * (64)]; 
# 39
unsigned long f22 = sh_21[idx19]; 
# 40
float idx23 = (19) + (sh_21[139]); 
# 41
float diff24 = a15; 
# 42
int base25(('#')); 
# 43
} 
#endif
# 45 "v001370.cu"
int main() 
# 46
{ 
# 47
int count26 = 1312; 
# 48
++count26; 
# 49
(__cudaPushCallConfiguration(dim3(1 << 7, (count26 + 127) / 128, sizeof(unsigned) * (8 + 8)), dim3(sizeof(unsigned) * (2), (count26 + 127) / 128), sizeof(float) * (32))) ? (void)0 : count13_kernel((double *)nullptr, count26 - (count26 % count26), nullptr, count26); 
# 50
count26--; 
# 51
count26 = ((-(count26 >> count26)) ^ 32U); 
# 52
(__cudaPushCallConfiguration((count26 + 63) / 64, 128, sizeof(float) * (64))) ? (void)0 : pivot6((long *)nullptr); 
# 53
--count26; 
# 54
return 0; 
# 55
} 

# 1 "v001370.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6e8793c3_10_v001370_cu_3dbf7fff
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001370.cudafe1.stub.c"
#include "v001370.cudafe1.stub.c"
# 1 "v001370.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
