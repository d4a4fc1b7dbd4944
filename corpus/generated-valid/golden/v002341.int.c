# 1 "v002341.cu"
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
# 16 "v002341.cu"
enum Kind6: unsigned { 
# 17
HIGH7, 
# 18
SLOW8, 
# 19
SLOW9, 
# 20
LOW10 = 6U, 
# 21
IDLE11
# 22
}; 
# 24
__attribute__((visibility("hidden"))) void mix12(int count13) ;
#if 0
# 25
{ 
# 26
int tid14 = __device_builtin_variable_threadIdx.x; 
# 27
if (tid14 >= count13) { 
# 28
return; }  
# 29
--count13; 
# 30
++count13; 
# 31
const float cnt15 = (__device_builtin_variable_blockDim.x) * (16.125F); 
# 32
float *z16 = (nullptr); 
# 33
} 
#endif
# 35 "v002341.cu"
namespace img17 { 
# 36
__attribute__((visibility("hidden"))) void reduce18(int lane19, double *dst20, int *acc21, Kind6 q22) ;
#if 0
# 37
{ 
# 38
lane19++; 
# 39
{ 
# 40
q22 = q22; 
# 41
float cnt23(dst20[3]); 
# 42
} 
# 43
(*dst20) = (((unsigned)(*acc21)) / (13.375)); 
# 44
} 
#endif
# 45 "v002341.cu"
}
# 47
float run_tile24(Kind6 beta25) 
# 48
{ 
# 49
constexpr float tmp26 = (52); 
# 50
(__cudaPushCallConfiguration(8, dim3(1, 256, 1), sizeof(double) * (32), nullptr)) ? (void)0 : mix12(39LL); 
# 51
(__cudaPushCallConfiguration(dim3(1, 1), 512, sizeof(int) * (256), nullptr)) ? (void)0 : img17::reduce18(beta25 / tmp26, (double *)nullptr, (int *)nullptr, LOW10); 
# 52
beta25 = beta25; 
# 53
Kind6 mid27 = IDLE11; 
# 54
(__cudaPushCallConfiguration(64, ((dim3)(64)), sizeof(float) * (256))) ? (void)0 : img17::reduce18(2596UL, nullptr, nullptr, HIGH7); 
# 55
beta25 = mid27; 
# 56
return 4379; 
# 57
} 
# 59
__attribute__((unused)) void count28(int lane29, int stride30) 
# 60
{int volatile ___ = 1;(void)lane29;(void)stride30;
# 68
::exit(___);}
#if 0
# 60
{ 
# 61
lane29++; 
# 62
--lane29; 
# 63
{ 
# 64
stride30 = (__alignof__(float)); 
# 65
(--lane29), (stride30 = ((((int)stride30) * stride30) * 22)); 
# 66
} 
# 67
int e31 = lane29; 
# 68
} 
#endif
# 70 "v002341.cu"
__attribute__((unused)) void blend32(int lane33, const int *src34) 
# 71
{int volatile ___ = 1;(void)lane33;(void)src34;
# 74
::exit(___);}
#if 0
# 71
{ 
# 72
const int mid35 = lane33; 
# 73
double q36 = lane33; 
# 74
} 
#endif
# 76 "v002341.cu"
int main() 
# 77
{ 
# 78
int size37 = 1354; 
# 79
size37 = (LOW10); 
# 80
int x38 = (unsigned short)run_tile24(HIGH7); 
# 81
float lim39 = (1); 
# 82
Kind6 val40 = LOW10; 
# 83
const float lim41 = ((char)lim39) / ((float)3311); 
# 84
return 0; 
# 85
} 

# 1 "v002341.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a07394eb_10_v002341_cu_072b7c13
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002341.cudafe1.stub.c"
#include "v002341.cudafe1.stub.c"
# 1 "v002341.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
