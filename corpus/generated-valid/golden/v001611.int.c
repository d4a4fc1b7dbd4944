# 1 "v001611.cu"
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
# 13 "v001611.cu"
__attribute((noinline)) __attribute__((unused)) unsigned apply5(int stride6, int stride7, float a8) {int volatile ___ = 1;(void)stride6;(void)stride7;(void)a8;
# 23
::exit(___);}
#if 0
# 13
{ 
# 14
float prod9 = ((a8 - a8) * stride7) + ((((a8 > (2)) ? a8 : (2)) > a8) ? (a8 > (2)) ? a8 : (2) : a8); 
# 15
if ((stride7 != stride7) || ((__device_builtin_variable_blockDim.y) <= (59))) { 
# 16
goto skip10; 
# 17
}  
# 18
if ((-stride7) > prod9) { 
# 19
return stride6 * prod9; 
# 20
}  
# 21
skip10:; ; 
# 22
return a8 + (prod9 / (stride6 - 58UL)); 
# 23
} 
#endif
# 26 "v001611.cu"
__attribute__((unused)) int reduce11(float *__restrict__ buf12, int stride13, bool beta14) {int volatile ___ = 1;(void)buf12;(void)stride13;(void)beta14;
# 38
::exit(___);}
#if 0
# 26
{ 
# 27
if (buf12 == (nullptr)) { 
# 28
return 15L + stride13; 
# 29
}  
# 30
if ((__device_builtin_variable_blockDim.x) != stride13) { 
# 31
goto out15; 
# 32
}  
# 33
stride13 = (beta14 + (*buf12)); 
# 34
(buf12[stride13]) = (((((__device_builtin_variable_threadIdx.y) != stride13) || (stride13 == 53)) ? beta14 : (__device_builtin_variable_warpSize + (__device_builtin_variable_blockDim.x))) * ((((*buf12) * beta14) > (46)) ? (*buf12) * beta14 : (46))); 
# 35
beta14 = true; 
# 36
out15:; ; 
# 37
return beta14; 
# 38
} 
#endif
# 41 "v001611.cu"
constexpr int host_blend16(int lane17) { 
# 42
lane17 = 18; 
# 43
float base18 = (__alignof__(double) * (lane17 + lane17)) - (static_cast< int>(lane17 + 4)); 
# 44
return ((base18 > (49 - (lane17 * lane17))) ? base18 : (49 - (lane17 * lane17))); 
# 45
} 
# 46
static long long g_filter19; 
# 48
__attribute__((visibility("hidden"))) void lerp20(unsigned cfg21) ;
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern int dyn_22[]; 
# 50
(dyn_22[7])++; 
# 51
--cfg21; 
# 52
if ((cfg21 == cfg21) && (cfg21 <= (1))) { 
# 53
return; 
# 54
}  
# 55
if (((cfg21 + (dyn_22[cfg21])) < cfg21) && ((__device_builtin_variable_blockDim.x) < ((__device_builtin_variable_blockIdx.x) * 5U))) { 
# 56
cfg21 = (+(((dyn_22[cfg21]) + sizeof(float)) + (__device_builtin_variable_blockDim.z))); 
# 57
if ((dyn_22[cfg21]) <= ((int)cfg21)) { 
# 58
return; 
# 59
}  
# 60
cfg21 = (21UL); 
# 61
}  
# 62
} 
#endif
# 64 "v001611.cu"
__attribute__((visibility("hidden"))) void fuse23_kernel(int n24, size_t *__restrict__ data25, int n26, float beta27) ;
#if 0
# 64
{ 
# 65
int i28 = __device_builtin_variable_threadIdx.x; 
# 66
int r29 = n26; 
# 67
r29 = n26; 
# 68
r29 = i28; 
# 69
if ((n26 + beta27) == i28) { 
# 70
return; 
# 71
}  
# 72
n26 = (n26 / (((n26 + (__device_builtin_variable_blockDim.z)) > n24) ? n26 + (__device_builtin_variable_blockDim.z) : n24)); 
# 73
(*data25) = (10); 
# 74
} 
#endif
# 76 "v001611.cu"
int main() { 
# 77
int count30 = 2426; 
# 78
g_filter19 = (g_filter19 * (((count30 >= 30) && (count30 != 32)) ? static_cast< int>(count30) : ((count30 > count30) ? 9 : g_filter19))); 
# 79
(__cudaPushCallConfiguration(32, 512)) ? (void)0 : lerp20(g_filter19); 
# 80
g_filter19 = (3790); 
# 81
(__cudaPushCallConfiguration(1, 32, 2048 * 2, nullptr)) ? (void)0 : fuse23_kernel(count30, nullptr, (4153 - count30) - (count30 * g_filter19), ((g_filter19 * g_filter19) < (10)) ? (g_filter19 > (55)) ? (17.25F) : g_filter19 : ((16.5F) + g_filter19)); 
# 82
return 0; 
# 83
} 

# 1 "v001611.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__09b690b5_10_v001611_cu_da0f01b1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001611.cudafe1.stub.c"
#include "v001611.cudafe1.stub.c"
# 1 "v001611.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
