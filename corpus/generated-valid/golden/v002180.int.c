# 1 "v002180.cu"
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
# 17 "v002180.cu"
extern "C" __attribute__((visibility("hidden"))) void blend6(int *buf7, int count8, const signed char *__restrict__ in9, int len10) ;
#if 0
# 17
{ 
# 18
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (gid11 >= len10) { 
# 20
return; }  
# 21
if (buf7 != (nullptr)) { 
# 22
float mid12 = ((*buf7) * 17) + ((double)len10); 
# 23
const bool f13 = ((short)(__device_builtin_variable_gridDim.y)) ? len10 : ((6 != gid11) ? in9[__device_builtin_variable_blockIdx.x] : mid12); 
# 24
}  
# 25
if (((*buf7) == gid11) || (42 <= (in9[__device_builtin_variable_threadIdx.x]))) { 
# 26
goto finish14; 
# 27
}  
# 28
(buf7[__device_builtin_variable_gridDim.x]) = (-18); 
# 29
(buf7[count8]) = 131; 
# 30
count8 = count8; 
# 31
finish14:; ; 
# 32
} 
#endif
# 34 "v002180.cu"
__attribute__((visibility("hidden"))) void warp15_kernel(float alpha16) ;
#if 0
# 34
{ 
# 35
alpha16 += alpha16; 
# 36
int m17 = ((__device_builtin_variable_warpSize != (((__device_builtin_variable_gridDim.x) < (4)) ? __device_builtin_variable_threadIdx.x : (61))) ? __device_builtin_variable_blockDim.y : ((int)38L)) / (2); 
# 37
alpha16 += alpha16; 
# 38
} 
#endif
# 39 "v002180.cu"
enum Level18: short { HIGH19, OFF20}; 
# 40
static double g_tally21; 
# 41
static bool c_drift22; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 44
template< class T> static void 
# 45
__wrapper__device_stub_stencil23_kernel(T *__restrict__ &dst24, T &a25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 45
{ 
# 46
int gid26 = __device_builtin_variable_threadIdx.x; 
# 47
if ((*dst24) == gid26) { 
# 48
long s27((33)); 
# 49
for (int n28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n28 < gid26; n28 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 50
for (int it29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it29 < 12; it29 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 51
s27 >>= (((s27 + (52)) - (58 - c_drift22)) >> ((sizeof(T) + n28) * n28)); 
# 52
int res30[8] = {it29, it29}; 
# 53
}  
# 54
}  
# 55
}  
# 56
} 
#endif

#pragma GCC diagnostic pop

# 44 "v002180.cu"
template< class T> static void 
# 45
stencil23_kernel(T *__restrict__ dst24, T a25) {__wrapper__device_stub_stencil23_kernel<T>(dst24,a25);
# 56
return;}
#if 0
# 45
{ 
# 46
int gid26 = __device_builtin_variable_threadIdx.x; 
# 47
if ((*dst24) == gid26) { 
# 48
long s27((33)); 
# 49
for (int n28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n28 < gid26; n28 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 50
for (int it29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it29 < 12; it29 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 51
s27 >>= (((s27 + (52)) - (58 - c_drift22)) >> ((sizeof(T) + n28) * n28)); 
# 52
int res30[8] = {it29, it29}; 
# 53
}  
# 54
}  
# 55
}  
# 56
} 
#endif
# 58 "v002180.cu"
static void clamp31(double *__restrict__ dst32) ;
#if 0
# 58
{ 
# 59
int idx33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
if ((__device_builtin_variable_gridDim.x) == ((dst32[idx33]) - c_drift22)) { 
# 61
goto done36; 
# 62
}  
# 63
(dst32[idx33]) *= (6LL); 
# 64
switch (idx33) { 
# 65
case 2:  
# 66
break; 
# 67
case 9:  
# 68
if (c_drift22 >= c_drift22) { 
# 69
break; }  
# 70
break; 
# 71
case 4 + 3:  
# 72
for (int it34 = 10; it34 > 0; --it34) { 
# 73
(*dst32) -= ((sizeof(int) * ((__device_builtin_variable_threadIdx.x) + idx33)) * ((sizeof(int)) + ((*dst32) + (*dst32)))); 
# 74
float lim35[6]{(19.0F), (-4105), ('a'), (3.0F), (8.0F), (8.0F)}; 
# 75
(lim35[idx33]) -= (24.125F); 
# 76
}  
# 77
break; 
# 78
case 3:  
# 79
break; 
# 80
default:  
# 81
break; 
# 82
}  
# 83
done36:; ; 
# 84
} 
#endif
# 86 "v002180.cu"
int main() { 
# 87
int n37 = 2774; 
# 88
(__cudaPushCallConfiguration(8, sizeof(float) * (3 + 13), 1024)) ? (void)0 : blend6(nullptr, 58, (const signed char *)nullptr, (((unsigned long long)g_tally21) <= n37) ? 18 : ((double)n37)); 
# 89
auto mid38 = n37; 
# 90
n37 = mid38; 
# 91
(__cudaPushCallConfiguration(128, (3 + 5) * 16)) ? (void)0 : warp15_kernel(3); 
# 92
(__cudaPushCallConfiguration((OFF20) + 1, 16 * ((OFF20) + (4 + ((OFF20) + 2))))) ? (void)0 : stencil23_kernel< float> ((float *)nullptr, 3); 
# 93
(__cudaPushCallConfiguration(8 * 2, 3 + (3 + ((OFF20) + 249)))) ? (void)0 : clamp31((double *)nullptr); 
# 94
return 0; 
# 95
} 

# 1 "v002180.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__90f7bf84_10_v002180_cu_blend6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002180.cudafe1.stub.c"
#include "v002180.cudafe1.stub.c"
# 1 "v002180.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
