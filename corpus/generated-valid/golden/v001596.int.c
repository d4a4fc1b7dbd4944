# 1 "v001596.cu"
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
# 12 "v001596.cu"
__attribute__((visibility("hidden"))) void probe4_kernel(const int *src5, int n6) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern float dyn_7[]; 
# 14
if (!(((float)n6) == n6)) { 
# 15
n6++; 
# 16
if (!((src5[n6]) <= n6)) { 
# 17
return; 
# 18
}  
# 19
}  
# 20
} 
#endif
# 22 "v001596.cu"
static void stencil8(float *__restrict__ out9) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern double dyn_10[]; 
# 24
(*out9) = ((((dyn_10[2]) / (2)) + (dyn_10[6])) + (27UL)); 
# 25
do { (out9[5]) += (10.625F); } while (0); 
# 26
__attribute__((unused)) static double sh_11; 
# 27
double tmp12{(63LL)}; 
# 28
} 
#endif
# 31 "v001596.cu"
__attribute__((visibility("hidden"))) void stencil13_kernel(const float *in14) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) static long long sh_15[256]; 
# 33
do { (sh_15[64]) += ((5U) / (((((41) >= (sh_15[113])) ? *in14 : (sh_15[245])) + (1)) + ((51) - (sh_15[176])))); } while (0); 
# 34
double r16 = *in14; 
# 35
__attribute__((unused)) static float sh_17[8]; 
# 36
} 
#endif
# 38 "v001596.cu"
int main() { 
# 39
int n18 = 3468; 
# 40
auto step20 = [&](int flag19)->int { 
# 41
(__cudaPushCallConfiguration(((n18) + 63) / 64, 256, 512 * 8, (cudaStream_t)0)) ? (void)0 : probe4_kernel(nullptr, 12ULL); 
# 42
flag19 = (49U); 
# 43
flag19 = flag19; 
# 44
return n18; 
# 45
} ; typedef decltype(step20) __T0;
# 46
if ((n18 == n18) || (n18 > n18)) { 
# 47
return ((unsigned)49) * n18; 
# 48
}  
# 49
if (n18 > 30L) { 
# 50
return n18; 
# 51
}  
# 52
n18 = step20(n18); 
# 53
double prod21 = n18; 
# 54
(__cudaPushCallConfiguration(16 * 8, 64, sizeof(int) * (256), nullptr)) ? (void)0 : stencil8(nullptr); 
# 55
(__cudaPushCallConfiguration(2, 64 * 8)) ? (void)0 : stencil13_kernel(nullptr); 
# 56
return 0; 
# 57
} 

# 1 "v001596.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__22859163_10_v001596_cu_dadd6893
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001596.cudafe1.stub.c"
#include "v001596.cudafe1.stub.c"
# 1 "v001596.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
