# 1 "v001684.cu"
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
# 12 "v001684.cu"
__attribute__((visibility("hidden"))) void bump6(int *__restrict__ out7, int *__restrict__ data8) ;
#if 0
# 13
{ 
# 14
int tid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
__attribute__((unused)) static long sh_10[12][3]; 
# 16
--(out7[__device_builtin_variable_threadIdx.y]); 
# 17
int lo11 = (((data8[__device_builtin_variable_threadIdx.x]) + (*data8)) - 44) - 17L; 
# 18
__attribute__((unused)) static unsigned sh_12[14][9]; 
# 19
} 
#endif
# 21 "v001684.cu"
namespace gpu13 { 
# 22
struct Pixel14 { 
# 23
unsigned count15; 
# 24
int lo16; 
# 25
float w17; 
# 26
}; 
# 27
}
# 28
enum class Phase18 { 
# 29
On19 = 2, 
# 30
Add20, 
# 31
Slow21, 
# 32
Fast22 = 7, 
# 33
Off23
# 34
}; 
# 36
__attribute__((visibility("hidden"))) void fold24_kernel(gpu13::Pixel14 beta25, int *__restrict__ dst26) ;
#if 0
# 37
{ 
# 38
int i27 = __device_builtin_variable_threadIdx.x; 
# 39
__attribute__((unused)) static gpu13::Pixel14 sh_28[256]; 
# 40
__attribute__((unused)) static gpu13::Pixel14 sh_29[sizeof(unsigned) * (4 + (4 + (4 + (4 + 16))))]; 
# 41
(((sh_28[i27]).lo16)++), (beta25 = gpu13::Pixel14{}); 
# 42
} 
#endif
# 44 "v001684.cu"
unsigned long pivot30(double *__restrict__ buf31, int lane32, unsigned long *__restrict__ buf33) 
# 45
{ 
# 46
float m34{(5.0F)}; 
# 47
int mid35 = (*buf33) % ((128) - (*buf33)); 
# 48
(--lane32), ((*buf33) = (buf33[4])); 
# 49
return -(lane32 - m34); 
# 50
} 
# 52
long host_combine36(const double *coef37) 
# 53
{ 
# 54
(__cudaPushCallConfiguration(64, 32, 512 * 2)) ? (void)0 : bump6(nullptr, nullptr); 
# 55
if ((-(*coef37)) == (coef37[7])) { 
# 56
return ((0U) + (*coef37)) + ((coef37[5]) - (128)); 
# 57
}  
# 58
auto fn40 = [](float z38, float cnt39)->unsigned { 
# 59
z38 += (3512); 
# 60
return z38; 
# 61
} ; typedef decltype(fn40) __T0;
# 62
auto fn44 = [](float r41, unsigned long tmp42)->unsigned { 
# 63
gpu13::Pixel14 f43 = gpu13::Pixel14{8U, (42UL), (14.375F)}; 
# 64
tmp42 += tmp42; 
# 65
return r41; 
# 66
} ; typedef decltype(fn44) __T1;
# 67
fn44(*coef37, coef37[6]); 
# 68
float h45 = (24); 
# 69
if ((3) <= fn40(h45, coef37[4])) { 
# 70
goto skip46; 
# 71
}  
# 72
h45 = ((h45 += (5)), (coef37[6])); 
# 73
skip46:; ; 
# 74
return coef37[0]; 
# 75
} 
# 77
int main() 
# 78
{ 
# 79
int len47 = 458; 
# 80
Phase18 hi48 = Phase18::Fast22; 
# 81
(__cudaPushCallConfiguration((len47 + 63) / 64, 64, sizeof(int) * (64))) ? (void)0 : fold24_kernel(gpu13::Pixel14{(29), (43U), (1.0F)}, (int *)nullptr); 
# 82
len47 = (54UL & len47); 
# 83
gpu13::Pixel14 cnt49 = {(19), (-19), (6.0F)}; 
# 84
(__cudaPushCallConfiguration(4, dim3((len47 + 63) / 64, 4 + 12))) ? (void)0 : bump6((int *)nullptr, nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v001684.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__337802f6_10_v001684_cu_9ebf2925
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001684.cudafe1.stub.c"
#include "v001684.cudafe1.stub.c"
# 1 "v001684.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
