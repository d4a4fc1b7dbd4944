# 1 "v001705.cu"
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
# 16 "v001705.cu"
inline int pivot7(float b8, int *__restrict__ buf9, unsigned long *out10) { 
# 17
((buf9[5])--), (b8 = (((33) % (out10[1])) + (9))); 
# 18
unsigned short r11 = b8; 
# 19
return 57; 
# 20
} 
# 23
struct __attribute((aligned(8))) Span12 { 
# 24
char hi13; 
# 25
unsigned char z14; 
# 26
}; 
# 28
inline Span12 operator+(Span12 a, Span12 b) { 
# 29
Span12 r = a; 
# 30
(r.hi13) += (b.hi13); 
# 31
(r.z14) += (b.z14); 
# 32
return r; 
# 33
} 
# 35
__attribute__((visibility("hidden"))) void filter15_kernel(float p16, int lane17, const float *in18, float *acc19) ;
#if 0
# 35
{ 
# 36
bool m20 = (p16 * p16) >= lane17; 
# 37
(acc19[lane17]) = (((int)1) / (*in18)); 
# 38
__attribute__((unused)) static double sh_21[128]; 
# 39
lane17 += ((lane17 + (*acc19)) + (((acc19[6]) / p16) * (2942UL))); 
# 40
float e22 = *in18; 
# 41
__attribute__((unused)) static Span12 sh_23; 
# 42
long long x24 = e22 * (44); 
# 43
} 
#endif
# 45 "v001705.cu"
int main() { 
# 46
int size25 = 481; 
# 47
(__cudaPushCallConfiguration(8, 32 * 8)) ? (void)0 : filter15_kernel(64, (64 - size25) + ((unsigned)5), nullptr, nullptr); 
# 48
if ((size25 + 64) <= 52UL) { 
# 49
return 2143 + size25; 
# 50
}  
# 51
size25 &= (((size25 += size25), (64 * size25)) - (size25 * size25)); 
# 52
size25 = (((size25 - 32) % size25) + (((size25 <= 58) && (size25 > 6UL)) ? size25 : 47)); 
# 53
return 0; 
# 54
} 

# 1 "v001705.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__70e8fdf7_10_v001705_cu_2d8a1a40
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001705.cudafe1.stub.c"
#include "v001705.cudafe1.stub.c"
# 1 "v001705.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
