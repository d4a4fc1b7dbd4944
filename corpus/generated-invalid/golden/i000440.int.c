# 1 "i000440.cu"
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
# 16 "i000440.cu"
static double d_warp6; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17
template< class T, int N = 7> static void 
# 18
__wrapper__device_stub_fold7(T *&dst8, int &stride9, const float *__restrict__ &coef10, unsigned *&data11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern int dyn_12[]; 
# 21
for (int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i13 < stride9; i13 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 22
for (int i14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i14 < 3; i14 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 23
auto u15 = sizeof(float); 
# 24
T stride16 = ((*coef10) + (__device_builtin_variable_threadIdx.x)) + (sizeof(int)); 
# 25
}  
# 26
int x17 = __device_builtin_variable_blockDim.x; 
# 27
}  
# 28
} 
#endif

#pragma GCC diagnostic pop

# 17 "i000440.cu"
template< class T, int N = 7> static void 
# 18
fold7(T *dst8, int stride9, const float *__restrict__ coef10, unsigned *data11) 
# 19
{__wrapper__device_stub_fold7<T,N>(dst8,stride9,coef10,data11);
# 28
return;}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern int dyn_12[]; 
# 21
for (int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i13 < stride9; i13 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 22
for (int i14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i14 < 3; i14 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 23
auto u15 = sizeof(float); 
# 24
T stride16 = ((*coef10) + (__device_builtin_variable_threadIdx.x)) + (sizeof(int)); 
# 25
}  
# 26
int x17 = __device_builtin_variable_blockDim.x; 
# 27
}  
# 28
} 
#endif
# 29 "i000440.cu"
__attribute__((visibility("hidden"))) void grow18_kernel(int stride19, int *acc20) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern int dyn_21[]; 
# 32
int w22 = 0; 
# 33
do { 
# 34
stride19++; 
# 35
++w22; 
# 36
} while (w22 < 10); 
# 37
stride19 = w22; 
# 38
int z23 = -(3 - ((acc20[2]) / 2)); 
# 39
(dyn_21[z23]) = w22; 
# 40
d_warp6--; 
# 41
} 
#endif
# 42 "i000440.cu"
constexpr int run_relax24(int len25, unsigned long q26) 
# 43
{ 
# 44
const float off27 = (-(9.875F)); 
# 45
long h28 = (14); 
# 46
return q26; 
# 47
} 
# 48
enum Color29: int { IDLE30, HIGH31, OFF32 = 7}; 
# 49
struct __attribute((aligned(16))) Span33 { 
# 50
float mass34; 
# 51
double lo35; 
# 52
bool vel36; 
# 53
}; 
# 54
Span33 operator+(Span33 a, Span33 b) 
# 55
{ 
# 56
Span33 r = a; 
# 57
(r.mass34) += (b.mass34); 
# 58
(r.lo35) += (b.lo35); 
# 59
return r; 
# 60
} 
# 61
__attribute__((visibility("hidden"))) void pivot37(float cfg38, int lane39, unsigned beta40) ;
#if 0
# 62
{ 
# 63
int tid41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
int prod42 = lane39 / tid41; 
# 65
switch (tid41 & beta40) { 
# 66
case 6:  { 
# 67
beta40 = (static_cast< float>((15.875F))); 
# 68
float base43 = ((__device_builtin_variable_blockDim.x) * (63)) / (2); 
# 69
break; 
# 70
} 
# 71
case 5:  
# 72
break; 
# 73
case 7:  
# 74
++d_warp6; 
# 75
break; 
# 76
case (HIGH31) + 10:  
# 77
break; 
# 78
}  
# 79
} 
#endif
# 80 "i000440.cu"
int host_only45(int x) 
# 81
{ 
# 82
return x + 1; 
# 83
} 
# 84
__attribute__((visibility("hidden"))) void uses_host46(int *p) ;
#if 0
# 85
{ 
# 86
(p[__device_builtin_variable_threadIdx.x]) = host_only45(p[__device_builtin_variable_threadIdx.x]); 
# 87
} 
#endif
# 88 "i000440.cu"
int main() 
# 89
{ 
# 90
int count44 = 1424; 
# 91
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : uses_host46(nullptr); 
# 92
(__cudaPushCallConfiguration((count44 + 127) / 128, 512)) ? (void)0 : pivot37((6.625F) + count44, 0, (count44 + count44) + count44); 
# 93
run_relax24(count44, count44); 
# 94
(__cudaPushCallConfiguration((count44 + 31) / 32, sizeof(int) * ((HIGH31) + ((OFF32) + ((HIGH31) + ((HIGH31) + 22)))), 1024, (cudaStream_t)0)) ? (void)0 : fold7(static_cast< float *>(nullptr), count44, static_cast< const float *>(nullptr), nullptr); 
# 95
count44--; 
# 96
count44 -= count44; 
# 97
(__cudaPushCallConfiguration(32, (OFF32) + (24 + (HIGH31)))) ? (void)0 : grow18_kernel(static_cast< float>(13U * count44), nullptr); 
# 98
return 0; 
# 99
} 

# 1 "i000440.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__44f0087a_10_i000440_cu_b7a70637
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000440.cudafe1.stub.c"
#include "i000440.cudafe1.stub.c"
# 1 "i000440.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
