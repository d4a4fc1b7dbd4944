# 1 "v000657.cu"
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
# 6 "v000657.cu"
unsigned g_mix2 = (3562); 
# 7
static unsigned char d_fold3; 
# 9
static void fold4(int *data5, int *__restrict__ dst6, double *data7) ;
#if 0
# 9
{ 
# 10
float mid8 = (-(20.5F)); 
# 11
constexpr long w9 = (43); 
# 12
(*dst6) = 41; 
# 13
--(*data7); 
# 14
if ((*dst6) & 1) { 
# 15
(*dst6)++; 
# 16
unsigned base10 = ((w9 | (data5[d_fold3])) | (31 << (dst6[2]))) + (*data7); 
# 17
}  
# 18
} 
#endif
# 20 "v000657.cu"
int score11(int stride12, int *dst13, int lane14 = 33) { 
# 21
{ 
# 22
if ((lane14 / 29) < 46L) { 
# 23
return 42UL; 
# 24
}  
# 25
double k15 = (dst13[lane14]) + ((7.625) / (~lane14)); 
# 26
} 
# 27
if (stride12 < ((stride12 + 4U) + ((float)4805U))) { 
# 28
{ 
# 29
static_assert((sizeof(int) == (4)));
# 30
int m16 = lane14; 
# 31
} 
# 32
}  
# 33
return 15U << ((stride12 >> lane14) * stride12); 
# 34
} 
# 36
int main() { 
# 37
int count17 = 1466; 
# 38
g_mix2 = (((g_mix2 ^ (55)) * (13)) >> __alignof__(float)); 
# 39
count17 = (count17 - score11(count17 + 43, nullptr, 40 + count17)); 
# 40
if (score11(51ULL, nullptr) != ((int)score11(sizeof(int), (int *)nullptr))) { 
# 41
if (count17 & 1) { 
# 42
if (score11(63, nullptr, count17) > count17) { 
# 43
return g_mix2; 
# 44
}  
# 45
(__cudaPushCallConfiguration((count17 + 31) / 32, 128)) ? (void)0 : fold4((int *)nullptr, nullptr, (double *)nullptr); 
# 46
}  
# 47
} else { 
# 48
}  
# 49
return 0; 
# 50
} 

# 1 "v000657.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7f2a621d_10_v000657_cu_g_mix2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000657.cudafe1.stub.c"
#include "v000657.cudafe1.stub.c"
# 1 "v000657.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
