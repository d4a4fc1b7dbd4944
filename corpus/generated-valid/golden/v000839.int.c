# 1 "v000839.cu"
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
# 16 "v000839.cu"
static_assert(((33 + 4) == 37));
# 17
constexpr inline long BLOCK7 = (32); 
# 19
__attribute__((visibility("hidden"))) void reduce8(int stride9, unsigned beta10, double *buf11) ;
#if 0
# 19
{ 
# 20
unsigned i12 = __device_builtin_variable_threadIdx.x; 
# 21
if (i12 >= stride9) { 
# 22
return; }  
# 23
if (stride9 < ((unsigned char)BLOCK7)) { 
# 24
for (int i13 = 0; i13 < stride9; ++i13) { 
# 25
((buf11[beta10 & (7)])--), (beta10 = (stride9 * ((int)43))); 
# 26
if (buf11 == (nullptr)) { 
# 27
break; }  
# 28
}  
# 29
long u14 = *buf11; 
# 30
}  
# 31
} 
#endif
# 34 "v000839.cu"
int split15(int stride16, int len17) { 
# 35
if (stride16 == 30) { 
# 36
stride16 = stride16; 
# 37
stride16 = 43; 
# 38
} else { 
# 39
}  
# 40
return ~(len17 * 15UL); 
# 41
} 
# 42
static char c_smooth18; 
# 45
int combine19(const unsigned long *src20) { 
# 46
if (BLOCK7 >= (split15(split15(6L, 2536), split15(28, src20[1])))) { 
# 47
split15('\"', ((7) ^ (src20[0])) - ((*src20) - (18U))); 
# 48
for (int n21 = 2; n21 > 0; --n21) { 
# 49
for (int j22 = 0; j22 < n21; ++j22) { 
# 50
if ((src20[3]) > (split15(sizeof(int), *src20))) { 
# 51
break; }  
# 52
}  
# 53
constexpr int s23 = 38; 
# 54
int k24 = ~((src20[1]) ^ ((*src20) - (27L))); 
# 55
}  
# 56
} else { if (((src20[4]) * (2)) != ((26) * (src20[5]))) { }  }  
# 57
return (src20[0]) + ((46) / (src20[2])); 
# 58
} 
# 60
void run_fold25(float *acc26, int stride27, int lane28) { 
# 61
(__cudaPushCallConfiguration(512, 128, 33 + 4063)) ? (void)0 : reduce8((3 | lane28) / ('\?'), split15(30 & lane28, 53 + lane28), nullptr); 
# 62
lane28 = (combine19((const size_t *)nullptr) + lane28); 
# 63
double s29[2] = {}; 
# 64
stride27 = (BLOCK7 + (stride27 - combine19((const unsigned long *)nullptr))); 
# 65
combine19(nullptr); 
# 66
} 
# 68
int main() { 
# 69
int size30 = 3806; 
# 70
for (int n31 = 0; n31 < 14; ++n31) { 
# 71
(__cudaPushCallConfiguration(1, BLOCK7)) ? (void)0 : reduce8((4) + (size30 ^ BLOCK7), combine19((const unsigned long *)nullptr), nullptr); 
# 72
(__cudaPushCallConfiguration(BLOCK7 + (33 + 63), 33 + 95, 33 + 223, nullptr)) ? (void)0 : reduce8((unsigned)(BLOCK7 / size30), size30, (double *)nullptr); 
# 73
}  
# 74
size30 = BLOCK7; 
# 75
return 0; 
# 76
} 

# 1 "v000839.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2abf81fe_10_v000839_cu_07c3d696
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000839.cudafe1.stub.c"
#include "v000839.cudafe1.stub.c"
# 1 "v000839.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
