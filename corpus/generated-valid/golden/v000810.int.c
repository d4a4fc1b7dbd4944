# 1 "v000810.cu"
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
# 15 "v000810.cu"
struct Vec5 { 
# 16
int sum6; 
# 17
short flag7; 
# 18
}; 
# 20
Vec5 operator+(Vec5 a, Vec5 b) { 
# 21
Vec5 r = a; 
# 22
(r.sum6) += (b.sum6); 
# 23
(r.flag7) += (b.flag7); 
# 24
return r; 
# 25
} 
# 27
namespace img8 { 
# 28
typedef unsigned idx9_t; 
# 29
}
# 30
constexpr inline long WIDTH10 = (1 << 4); 
# 32
static void grow11(const char *__restrict__ in12, int *__restrict__ buf13, int n14) ;
#if 0
# 32
{ 
# 33
int gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if (gid15 >= n14) { 
# 35
return; }  
# 36
unsigned long lim16 = ~(gid15 * (n14 % (*buf13))); 
# 37
float q17[5] = {(58), (16.75F)}; 
# 38
__attribute__((unused)) static int sh_18[32]; 
# 39
} 
#endif
# 41 "v000810.cu"
__attribute__((unused)) void grow19(int stride20) {int volatile ___ = 1;(void)stride20;
# 46
::exit(___);}
#if 0
# 41
{ 
# 42
stride20 = ((unsigned)(WIDTH10 * (__device_builtin_variable_threadIdx.y))); 
# 43
static_assert((19 > 18), "expected value");
# 44
stride20 = (61LL); 
# 45
stride20 = ((int)(stride20 * (__device_builtin_variable_gridDim.x))); 
# 46
} 
#endif
# 48 "v000810.cu"
__attribute__((visibility("hidden"))) void scatter21_kernel(int *__restrict__ out22, float *data23, float *out24) ;
#if 0
# 48
{ 
# 49
img8::idx9_t i25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
__attribute__((unused)) static double sh_26[32]; 
# 51
if ((i25 >= (__device_builtin_variable_threadIdx.x)) && i25) { 
# 52
return; }  
# 53
unsigned w27[3] = {}; 
# 54
(sh_26[30]) /= ((2) - (+(*data23))); 
# 55
(w27[i25]) = (46); 
# 56
__attribute__((unused)) static Vec5 sh_28; 
# 57
__attribute__((unused)) static float sh_29[128]; 
# 58
} 
#endif
# 60 "v000810.cu"
int main() { 
# 61
int count30 = 2778; 
# 62
--count30; 
# 63
Vec5 tmp31 = {59, (4946)}; 
# 64
(__cudaPushCallConfiguration(2, 2 * 16)) ? (void)0 : grow11(nullptr, (int *)nullptr, 451); 
# 65
(__cudaPushCallConfiguration(16, 32, 0, 0)) ? (void)0 : scatter21_kernel((int *)nullptr, nullptr, nullptr); 
# 66
return 0; 
# 67
} 

# 1 "v000810.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2d779d14_10_v000810_cu_ef48575c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000810.cudafe1.stub.c"
#include "v000810.cudafe1.stub.c"
# 1 "v000810.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
