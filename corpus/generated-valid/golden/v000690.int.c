# 1 "v000690.cu"
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
# 16 "v000690.cu"
__attribute__((unused)) inline unsigned accum6(short q7, int lane8, double cfg9) {int volatile ___ = 1;(void)q7;(void)lane8;(void)cfg9;
# 29
::exit(___);}
#if 0
# 16
{ 
# 18
#pragma unroll
for (
# 18
int it10 = 0, j11 = 12; it10 < j11; (++it10), (--j11)) { 
# 19
for (int i12 = 0; i12 < j11; ++i12) { 
# 20
__attribute__((unused)) static char sh_13; 
# 21
sh_13 = (51); 
# 22
}  
# 23
lane8 = ((+(__device_builtin_variable_threadIdx.x)) * cfg9); 
# 24
if (j11 == q7) { 
# 25
return cfg9 * lane8; 
# 26
}  
# 27
}  
# 28
return lane8 << (8L - q7); 
# 29
} 
#endif
# 32 "v000690.cu"
__attribute__((visibility("hidden"))) void lerp14_kernel(float p15, float *__restrict__ acc16, const float *__restrict__ input17) ;
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern int dyn_18[]; 
# 34
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
__attribute__((unused)) static int sh_20; 
# 36
long y21 = (double)(dyn_18[0]); 
# 37
if (y21 != p15) { 
# 38
goto done23; 
# 39
}  
# 41
#pragma unroll 8
for (
# 41
int j22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j22 < 5; j22 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 42
if ((y21 * p15) <= (sizeof(int))) { 
# 43
return; 
# 44
}  
# 45
((dyn_18[sh_20])--), (sh_20 = (36UL)); 
# 46
}  
# 47
done23:; ; 
# 48
} 
#endif
# 50 "v000690.cu"
__attribute((noinline)) __attribute__((unused)) float kick24(int len25, const double *src26) {int volatile ___ = 1;(void)len25;(void)src26;
# 59
::exit(___);}
#if 0
# 50
{ 
# 51
auto lim27 = src26[len25]; 
# 52
float cnt28 = accum6((int)(src26[__device_builtin_variable_gridDim.x]), (len25 >> 0) - ((4) * lim27), (4.5F)); 
# 53
accum6(__device_builtin_variable_blockDim.x, (accum6(63, __device_builtin_variable_blockIdx.x, *src26)) / (*src26), 5); 
# 54
accum6(-4485, -3221L, -39); 
# 55
float x29 = (8) / ((-lim27) - ((21.75F))); 
# 56
++cnt28; 
# 57
--x29; 
# 58
return (1.625F); 
# 59
} 
#endif
# 61 "v000690.cu"
int main() { 
# 62
int count30 = 417; 
# 63
auto lam33 = [=](float res31, unsigned hi32) mutable->short { 
# 64
(count30) = (8UL); 
# 65
res31 = res31; 
# 66
(__cudaPushCallConfiguration(((count30) + 127) / 128, 1 << 9, 0, nullptr)) ? (void)0 : lerp14_kernel(((hi32 + hi32) > (res31 - (38))) ? hi32 + hi32 : (res31 - (38)), nullptr, nullptr); 
# 67
return hi32; 
# 68
} ; typedef decltype(lam33) __T0;
# 69
lam33(count30, 49); 
# 70
count30 = (lam33(count30, count30)); 
# 71
float r34 = +count30; 
# 72
if ((r34 * r34) >= (5)) { 
# 73
return ((2 * count30) + (lam33(count30, r34))); 
# 74
}  
# 75
return 0; 
# 76
} 

# 1 "v000690.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__270db7a5_10_v000690_cu_05c1fb8a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000690.cudafe1.stub.c"
#include "v000690.cudafe1.stub.c"
# 1 "v000690.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
