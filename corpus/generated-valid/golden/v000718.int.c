# 1 "v000718.cu"
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
# 17 "v000718.cu"
namespace math5 { 
# 18
__attribute__((visibility("hidden"))) void tally6(int stride7, short *buf8, const int *__restrict__ coef9, const int *src10) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern float dyn_11[]; 
# 20
double y12 = stride7; 
# 21
__attribute__((unused)) static unsigned sh_13[256]; 
# 22
if ((*buf8) <= (sh_13[__device_builtin_variable_blockDim.x])) { 
# 23
goto out14; 
# 24
}  
# 25
stride7 = (46U); 
# 26
out14:; ; 
# 27
} 
#endif
# 29 "v000718.cu"
__attribute__((visibility("hidden"))) void accum15_kernel(int stride16, int *__restrict__ buf17) ;
#if 0
# 29
{ 
# 30
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if (gid18 >= stride16) { 
# 32
return; 
# 33
}  
# 34
stride16 = stride16; 
# 35
{ 
# 36
stride16 = (__device_builtin_variable_blockDim.x); 
# 37
stride16 = (2 * gid18); 
# 38
} 
# 39
unsigned char *lim19 = reinterpret_cast< unsigned char *>(buf17); 
# 40
} 
#endif
# 41 "v000718.cu"
}
# 43
unsigned char check_smooth20(float a21) { 
# 44
(__cudaPushCallConfiguration(2 + 126, 2 + 254, 0)) ? (void)0 : math5::accum15_kernel((4797U) * a21, (int *)nullptr); 
# 45
a21++; 
# 46
float *v22 = &a21; 
# 47
return (39) + (*v22); 
# 48
} 
# 50
inline unsigned check_probe23(const int *coef24, int len25, long long a26) { 
# 51
if ((*coef24) < 32) { 
# 52
goto done29; 
# 53
}  
# 54
for (int j27 = 0; j27 < len25; ++j27) { 
# 55
unsigned mid28 = check_smooth20((long long)(j27 / 2)); 
# 56
}  
# 57
check_smooth20(check_smooth20((coef24[7]) + 2)); 
# 58
done29:; ; 
# 59
return len25; 
# 60
} 
# 62
int main() { 
# 63
int n30 = 1570; 
# 64
n30 = (5 - ((int)n30)); 
# 65
for (int j31 = 0; j31 < n30; ++j31) { 
# 66
(__cudaPushCallConfiguration(512, 2 + (2 + (2 + (2 + (2 + 118)))))) ? (void)0 : math5::tally6(n30 / (53 + n30), nullptr, &j31, &j31); 
# 67
if (n30 <= 43) { 
# 68
continue; 
# 69
}  
# 70
}   
# 71
n30 = n30; 
# 72
int acc32 = 2; 
# 73
return 0; 
# 74
} 

# 1 "v000718.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1995072e_10_v000718_cu_cf591813
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000718.cudafe1.stub.c"
#include "v000718.cudafe1.stub.c"
# 1 "v000718.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
