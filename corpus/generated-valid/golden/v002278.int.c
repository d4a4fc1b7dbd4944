# 1 "v002278.cu"
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
# 17 "v002278.cu"
static int d_relax7; 
# 19
__attribute__((visibility("hidden"))) void fuse8(int n9, bool a10, unsigned alpha11, const int *coef12) ;
#if 0
# 19
{ 
# 20
unsigned idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (idx13 >= n9) { 
# 22
return; 
# 23
}  
# 24
a10 = (((((__device_builtin_variable_threadIdx.y) + (60)) + (50)) + (17UL - a10)) >= ((1) * (__device_builtin_variable_threadIdx.x))); 
# 25
int t14 = (sizeof(unsigned)); 
# 26
if ((coef12[__device_builtin_variable_blockIdx.x]) >= 46) { 
# 27
return; 
# 28
}  
# 29
alpha11 &= a10; 
# 30
} 
#endif
# 31 "v002278.cu"
static_assert(((1 << 3) > 7), "bad config");
# 33
__attribute__((visibility("hidden"))) void march15(float b16, const long long *input17, int count18) ;
#if 0
# 33
{ 
# 34
unsigned idx19 = __device_builtin_variable_threadIdx.x; 
# 35
if (idx19 >= count18) { 
# 36
return; 
# 37
}  
# 38
b16 -= b16; 
# 39
long hi20 = (2); 
# 40
d_relax7++; 
# 41
int iter21 = 0; 
# 42
while (iter21 < (2 + (2 + (2 + 10)))) { 
# 43
float lo22 = (626UL); 
# 44
++iter21; 
# 45
}  
# 46
bool w23(idx19); 
# 47
if ((__device_builtin_variable_threadIdx.y) < (__device_builtin_variable_threadIdx.x)) { 
# 48
goto out24; 
# 49
}  
# 50
++b16; 
# 51
out24:; ; 
# 52
} 
#endif
# 54 "v002278.cu"
float check_kick25(int lane26, int len27 = 17U) { 
# 55
for (int i28 = 0; i28 < len27; i28++) { 
# 56
lane26 = (lane26 + ((lane26 - lane26) - lane26)); 
# 57
long *prod29 = ((long *)nullptr); 
# 58
}  
# 59
double *lim30 = ((double *)nullptr); 
# 60
(__cudaPushCallConfiguration((lane26 + 127) / 128, 1 << 7)) ? (void)0 : march15(*lim30, reinterpret_cast< const long long *>(lim30), (*lim30) * (60)); 
# 61
len27 += lane26; 
# 62
return len27; 
# 63
} 
# 65
int main() { 
# 66
int size31 = 1004; 
# 67
{ 
# 68
float stride32 = check_kick25(size31 + (57L << size31), sizeof(signed char) - size31); 
# 69
(__cudaPushCallConfiguration((size31 + 127) / 128, 64)) ? (void)0 : fuse8(-13, !(size31 <= size31), check_kick25(3666U) * size31, (const int *)nullptr); 
# 70
} 
# 71
return 0; 
# 72
} 

# 1 "v002278.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__51877214_10_v002278_cu_d_relax7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002278.cudafe1.stub.c"
#include "v002278.cudafe1.stub.c"
# 1 "v002278.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
