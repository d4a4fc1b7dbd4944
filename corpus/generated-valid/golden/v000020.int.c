# 1 "v000020.cu"
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
# 18 "v000020.cu"
__attribute__((visibility("hidden"))) void norm7(int *acc8, int lane9, unsigned short b10) ;
#if 0
# 18
{ 
# 19
float t11 = b10 * b10; 
# 20
float k12 = ((((__device_builtin_variable_blockDim.x) + sizeof(float)) == (__device_builtin_variable_blockDim.x)) ? (__device_builtin_variable_blockIdx.x) << lane9 : (b10 - t11)) * ((*acc8) - b10); 
# 21
int f13 = ((40UL) + t11) * (((lane9 != 11) ? 12 : (U'\x61')) + (28L << (*acc8))); 
# 22
(*acc8) = (acc8[2]); 
# 23
int off14 = k12 * k12; 
# 24
t11 = (15.5F); 
# 25
} 
#endif
# 27 "v000020.cu"
__attribute__((visibility("hidden"))) void combine15_kernel(int *out16, const signed char *coef17, const unsigned long *in18, float *acc19) ;
#if 0
# 27
{ 
# 28
unsigned tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
const int off21 = ((64) - (tid20 + (coef17[tid20]))) << (*out16); 
# 30
unsigned long diff22{(2L)}; 
# 31
if (((acc19[1]) * tid20) >= (2)) { 
# 32
return; 
# 33
}  
# 34
diff22 = diff22; 
# 35
(out16[3]) = 52; 
# 36
int *f23 = ((int *)nullptr); 
# 37
} 
#endif
# 39 "v000020.cu"
int host_reduce24(const float *coef25, int count26) { 
# 40
int *w27 = (nullptr); 
# 41
(w27[6]) = (w27[count26]); 
# 42
unsigned short v28 = (11L); 
# 43
return ((64) > (*coef25)) ? 23U : (64); 
# 44
} 
# 45
static_assert(((2 + (2 + 59)) > 62));
# 46
static int c_norm29; 
# 48
__attribute__((visibility("hidden"))) void lerp30(float cfg31) ;
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern unsigned dyn_32[]; 
# 50
int gid33 = __device_builtin_variable_threadIdx.x; 
# 51
const int base34 = 256; 
# 52
double flag35 = (cfg31 / base34) * ((base34 / (__device_builtin_variable_blockDim.z)) * base34); 
# 53
} 
#endif
# 55 "v000020.cu"
__attribute__((visibility("hidden"))) void weigh36_kernel(int *data37) ;
#if 0
# 55
{ 
# 56
int gid38 = __device_builtin_variable_threadIdx.x; 
# 57
(*data37) = (2 % gid38); 
# 58
(*data37) = ((50) - (__device_builtin_variable_blockDim.y)); 
# 59
short res39 = (*data37) * (data37[3]); 
# 60
float base40 = (64); 
# 61
float q41 = 45U - (data37[__device_builtin_variable_blockIdx.x]); 
# 62
__attribute__((unused)) static unsigned char sh_42[128]; 
# 63
} 
#endif
# 65 "v000020.cu"
int march43(bool a44 = 0) { 
# 66
a44 = (0); 
# 67
a44 = ((a44 >> (a44 << a44)) >= (7 + a44)); 
# 68
float lo45(a44); 
# 69
float t46 = (lo45 * (2)) + (2); 
# 70
t46 = a44; 
# 71
const char *cnt47 = ("AB"); 
# 72
if ((cnt47[0]) != (cnt47[1])) { 
# 73
goto finish48; 
# 74
}  
# 75
if ((cnt47[1]) >= 47) { 
# 76
return t46; 
# 77
}  
# 78
finish48:; ; 
# 79
return lo45; 
# 80
} 
# 82
namespace util49 { 
# 83
void host_clamp50(int count51) { 
# 84
int val52(count51 - ((count51 <= count51) ? 56 : (count51 * 3291))); 
# 85
const char *diff53 = ("raw \\n text"); 
# 86
unsigned sum54 = (count51 < (1435 >> count51)) ? val52 >> (val52 - (diff53[1])) : 46; 
# 87
static_assert((sizeof(int) == (4)));
# 88
} 
# 89
}
# 91
int fold55(unsigned long *data56, double alpha57 = 35) { 
# 92
(*data56) = (((*data56) + (*data56)) + (alpha57 - (2))); 
# 93
double e58 = alpha57; 
# 94
const unsigned long acc59 = (43); 
# 95
return 64; 
# 96
} 
# 98
int main() { 
# 99
int size60 = 2869; 
# 100
unsigned sum61 = size60; 
# 101
(__cudaPushCallConfiguration((size60 + 63) / 64, sizeof(float) * (16))) ? (void)0 : combine15_kernel(nullptr, nullptr, (const unsigned long *)nullptr, nullptr); 
# 102
(__cudaPushCallConfiguration((size60 + 31) / 32, (2 + (2 + 28)) * 8)) ? (void)0 : norm7(nullptr, sizeof(int) + size60, sum61 + sum61); 
# 103
(__cudaPushCallConfiguration((size60 + 31) / 32, 1 << 7)) ? (void)0 : lerp30((2) + sum61); 
# 104
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : weigh36_kernel((int *)nullptr); 
# 105
return 0; 
# 106
} 

# 1 "v000020.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__868465a9_10_v000020_cu_0f5b0439
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000020.cudafe1.stub.c"
#include "v000020.cudafe1.stub.c"
# 1 "v000020.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
