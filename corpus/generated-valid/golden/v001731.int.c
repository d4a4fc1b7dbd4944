# 1 "v001731.cu"
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
# 8 "v001731.cu"
struct Stats3 { 
# 9
int y4; 
# 10
unsigned long y5; 
# 11
}; 
# 13
inline Stats3 operator+(Stats3 a, Stats3 b) 
# 14
{ 
# 15
Stats3 r = a; 
# 16
(r.y4) += (b.y4); 
# 17
(r.y5) += (b.y5); 
# 18
return r; 
# 19
} 
# 20
unsigned long g_fuse6[] = {(12), (8U), (37), (55LL), 54UL}; 
# 22
__attribute__((visibility("hidden"))) void decay7(const Stats3 a8) ;
#if 0
# 23
{ 
# 24
int idx9 = __device_builtin_variable_threadIdx.x; 
# 25
Stats3 flag10{50, (36)}; 
# 26
constexpr float z11 = (2.625F); 
# 27
if ((a8.y4) == (__device_builtin_variable_blockDim.y)) { 
# 28
goto done12; 
# 29
}  
# 30
(flag10.y5)++; 
# 31
done12:; ; 
# 32
} 
#endif
# 34 "v001731.cu"
__attribute__((visibility("hidden"))) void accum13_kernel(float beta14, unsigned *dst15, float beta16, int lane17) ;
#if 0
# 35
{ 
# 36
unsigned gid18 = __device_builtin_variable_threadIdx.x; 
# 37
beta14--; 
# 38
beta14++; 
# 39
} 
#endif
# 46 "v001731.cu"
__attribute__((visibility("hidden"))) void map_merge20(double *data, int n) ;
#if 0
# 46
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 47 "v001731.cu"
__attribute__((visibility("hidden"))) void map_norm21(unsigned *data, int n) ;
#if 0
# 47
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 49 "v001731.cu"
inline float host_tile22(int n23, const int *coef24) 
# 50
{ 
# 51
auto e25 = 63; 
# 52
auto fn30 = [tmp26 = g_fuse6[0]](int t27, short tmp28)->int { 
# 53
int h29(g_fuse6[2]); 
# 54
return 9; 
# 55
} ; typedef decltype(fn30) __T0;
# 56
fn30(coef24[5], e25); 
# 57
for (size_t y31 : g_fuse6) { 
# 58
auto step34 = [](auto cnt32, auto diff33) { 
# 59
cnt32--; 
# 60
(g_fuse6[2]) = diff33; 
# 61
(g_fuse6[3])++; 
# 62
return cnt32 * 2; 
# 63
} ; typedef decltype(step34) __T1;
# 64
}  
# 65
(__cudaPushCallConfiguration((n23 + 63) / 64, 32, 0)) ? (void)0 : decay7(Stats3{}); 
# 66
(__cudaPushCallConfiguration(1, 512, 0)) ? (void)0 : map_merge20(nullptr, 37); 
# 67
float cnt35 = n23; 
# 68
return (e25 * 44UL) + (7.875F); 
# 69
} 
# 71
int main() 
# 72
{ 
# 73
int len36 = 3372; 
# 74
--len36; 
# 75
auto fn37 = [=]() mutable->double { 
# 76
(__cudaPushCallConfiguration(1 << 5, 32)) ? (void)0 : accum13_kernel((18.0F), static_cast< unsigned *>(nullptr), (sizeof(unsigned long) % (g_fuse6[len36])) & (10 + (len36)), 21LL << (g_fuse6[len36])); 
# 77
(len36) = (static_cast< double>(6 - (len36))); 
# 78
return (6.375); 
# 79
} ; typedef decltype(fn37) __T2;
# 80
fn37(); 
# 81
if ((g_fuse6[len36]) & (1)) { 
# 82
return static_cast< unsigned>(len36); }  
# 83
(__cudaPushCallConfiguration(16, 16 * 4)) ? (void)0 : map_norm21((unsigned *)nullptr, (((g_fuse6[2]) += (59L)), (g_fuse6[len36]))); 
# 84
return 0; 
# 85
} 

# 1 "v001731.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b82a1070_10_v001731_cu_g_fuse6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001731.cudafe1.stub.c"
#include "v001731.cudafe1.stub.c"
# 1 "v001731.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
