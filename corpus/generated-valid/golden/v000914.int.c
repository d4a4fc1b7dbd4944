# 1 "v000914.cu"
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
# 24 "v000914.cu"
static void gather6_kernel(size_t p7, size_t *dst8, const double *__restrict__ coef9) ;
#if 0
# 25
{ 
# 26
size_t w10((127U) - p7); 
# 27
if (((*dst8) > (25)) || (p7 > (25U))) { 
# 28
return; 
# 29
}  
# 30
const int v11 = (52L); 
# 31
} 
#endif
# 32 "v000914.cu"
enum class Mode12 { Idle13, Idle14, Busy15, Slow16}; 
# 39
__attribute__((visibility("hidden"))) void map_merge18(double *data, int n) ;
#if 0
# 39
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 41 "v000914.cu"
__attribute__((visibility("hidden"))) void spread19(int stride20, unsigned p21) ;
#if 0
# 42
{ 
# 43
if (!(stride20 == 40)) { 
# 44
return; 
# 45
}  
# 46
stride20 <<= stride20; 
# 47
unsigned off22[3] = {}; 
# 48
const unsigned char flag23 = stride20; 
# 49
if ((flag23 - 54U) < flag23) { 
# 50
goto finish24; 
# 51
}  
# 52
(off22[2]) = stride20; 
# 53
finish24:; ; 
# 54
} 
#endif
# 56 "v000914.cu"
__attribute__((visibility("hidden"))) void scatter25_kernel(const unsigned *in26, const unsigned *__restrict__ coef27, const int *__restrict__ input28, const int *src29) ;
#if 0
# 57
{ 
# 58
if ((5) == ((*in26) + (coef27[2]))) { 
# 59
return; 
# 60
}  
# 61
} 
#endif
# 63 "v000914.cu"
static void tile30_kernel(const float *input31, int *__restrict__ out32, float *__restrict__ out33, int count34) ;
#if 0
# 64
{ 
# 65
(out33[count34]) = ((((16.75F) - (*out32)) - (4U)) - (33L)); 
# 66
(out32[count34]) ^= (out32[count34]); 
# 67
(--(*out32)), (count34 >>= (5 - count34)); 
# 68
count34 += 57L; 
# 69
count34 = ((input31[5]) * (63)); 
# 70
} 
#endif
# 72 "v000914.cu"
static void bump35(float *acc36) ;
#if 0
# 73
{ 
# 74
if (((*acc36) >= (acc36[7])) && ((acc36[7]) <= (acc36[7]))) { 
# 75
return; 
# 76
}  
# 77
(*acc36) = (static_cast< unsigned>(((acc36[6]) += (11.625F)), 36)); 
# 78
} 
#endif
# 80 "v000914.cu"
int host_drift37(const double *input38) 
# 81
{ 
# 82
for (int j39 = 0; j39 < 5; j39 += 3) { 
# 83
const char *x40 = ("a \"quoted\" )word"); 
# 84
}  
# 85
unsigned x41[6] = {}; 
# 86
return 43; 
# 87
} 
# 89
int main() 
# 90
{ 
# 91
int len42 = 480; 
# 92
(__cudaPushCallConfiguration(2, 4 * 16)) ? (void)0 : map_merge18(nullptr, host_drift37(nullptr)); 
# 93
unsigned t43((17)); 
# 94
(__cudaPushCallConfiguration(sizeof(int) * (5 + (5 + 22)), 1 << (5 + 2), sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : gather6_kernel(26UL, (unsigned long *)nullptr, nullptr); 
# 95
(__cudaPushCallConfiguration(1 << 9, (5 + 3) * 4, sizeof(double) * (32), (cudaStream_t)0)) ? (void)0 : spread19(49, len42); 
# 96
(__cudaPushCallConfiguration(4, ((dim3)((len42 + 31) / 32)), 0, nullptr)) ? (void)0 : scatter25_kernel((const unsigned *)nullptr, &t43, &len42, &len42); 
# 97
return 0; 
# 98
} 

# 1 "v000914.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6949d9e6_10_v000914_cu_4a3eb7aa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000914.cudafe1.stub.c"
#include "v000914.cudafe1.stub.c"
# 1 "v000914.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
