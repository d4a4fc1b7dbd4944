# 1 "v000795.cu"
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
# 13 "v000795.cu"
static float c_stencil6; 
# 15
__attribute__((visibility("hidden"))) void update7(long long *out8, char *out9, long b10, int count11) ;
#if 0
# 15
{ 
# 16
unsigned i12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (i12 >= count11) { 
# 18
return; 
# 19
}  
# 20
float flag13{(44)}; 
# 21
__attribute__((unused)) static int sh_14[32]; 
# 22
__attribute__((unused)) static short sh_15[256]; 
# 23
count11 = ((((sh_15[b10]) + (*out8)) + (1UL)) - (23L + b10)); 
# 24
(sh_15[__device_builtin_variable_threadIdx.z]) = ((2 * count11) + b10); 
# 25
auto acc16 = ((double)49); 
# 26
} 
#endif
# 27 "v000795.cu"
static double c_warp17; 
# 29
int merge18(unsigned beta19, int n20 = 38L) { 
# 30
int pass21 = 0; 
# 31
do { 
# 32
beta19 = ((n20 + (n20 & n20)) & 9); 
# 33
int s22 = ((2) * ((~pass21) * ((37) / beta19))) + beta19; 
# 34
++pass21; 
# 35
} while (pass21 < 7); 
# 36
n20 = ((float)beta19); 
# 37
const double res23 = n20 % (sizeof(char) * (pass21 & pass21)); 
# 38
if (res23 < beta19) { 
# 39
return pass21; 
# 40
}  
# 41
n20--; 
# 42
return (-44); 
# 43
} 
# 50
__attribute__((visibility("hidden"))) void map_fold25(unsigned *data, int n) ;
#if 0
# 50
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 52 "v000795.cu"
extern "C" __attribute__((visibility("hidden"))) void spread26(const long long *input27) ;
#if 0
# 52
{ 
# 53
int idx28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
int pass29 = 0; 
# 55
while (pass29 < idx28) { 
# 56
if ((pass29 + c_stencil6) == (5)) { 
# 57
continue; 
# 58
}  
# 59
__attribute__((unused)) static int sh_30; 
# 60
++pass29; 
# 61
}   
# 62
static_assert((sizeof(int) == (4)), "bad config");
# 63
} 
#endif
# 65 "v000795.cu"
__attribute__((visibility("hidden"))) void fuse31_kernel(int lane32, int *data33, const int *input34, float p35) ;
#if 0
# 65
{ 
# 66
unsigned gid36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 67
if (gid36 >= lane32) { 
# 68
return; 
# 69
}  
# 70
switch (data33[2]) { 
# 71
case 3:  
# 72
(data33[gid36]) = merge18(merge18(3), merge18(merge18(gid36, *input34))); 
# 73
break; 
# 74
}  
# 75
(*data33) = (data33[lane32 & 7]); 
# 76
merge18(gid36, p35); 
# 77
} 
#endif
# 79 "v000795.cu"
__attribute__((visibility("hidden"))) void trace37(int stride38, long long *buf39, int *buf40, const int *input41) ;
#if 0
# 79
{ 
# 80
unsigned tid42 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 81
long long s43 = __device_builtin_variable_blockIdx.x; 
# 82
(*buf39) = (~(*input41)); 
# 83
(buf40[s43]) = s43; 
# 84
if (((*buf39) - c_stencil6) <= stride38) { 
# 85
return; 
# 86
}  
# 87
if ((*input41) >= __device_builtin_variable_warpSize) { 
# 88
return; 
# 89
}  
# 90
} 
#endif
# 92 "v000795.cu"
int main() { 
# 93
int size44 = 3602; 
# 94
{ 
# 95
cudaStream_t sum45 = (0); 
# 96
char k46{(14)}; 
# 97
} 
# 98
(__cudaPushCallConfiguration((size44 + 127) / 128, sizeof(unsigned) * (64))) ? (void)0 : update7(static_cast< long long *>(nullptr), nullptr, ((2 * size44) + size44) + 29, 63LL); 
# 99
(__cudaPushCallConfiguration(32, 128, 0, (cudaStream_t)0)) ? (void)0 : map_fold25(nullptr, size44 - size44); 
# 100
(__cudaPushCallConfiguration(3 + 5, 256, 16 * 16)) ? (void)0 : spread26(nullptr); 
# 101
(__cudaPushCallConfiguration(1, 512)) ? (void)0 : fuse31_kernel(size44 * merge18(size44, size44), nullptr, &size44, merge18(size44)); 
# 102
return 0; 
# 103
} 

# 1 "v000795.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__db8f9432_10_v000795_cu_5815755c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000795.cudafe1.stub.c"
#include "v000795.cudafe1.stub.c"
# 1 "v000795.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
