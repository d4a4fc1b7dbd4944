# 1 "v002034.cu"
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
# 8 "v002034.cu"
__attribute__((visibility("hidden"))) void norm3_kernel(int lane4, const int *input5, unsigned char *out6, int len7) ;
#if 0
# 8
{ 
# 9
unsigned tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
len7++; 
# 11
len7 %= (out6[0]); 
# 12
int f9 = (len7 / (3 + (*input5))) + 33L; 
# 13
} 
#endif
# 15 "v002034.cu"
namespace _GLOBAL__N__a319ca67_10_v002034_cu_6a730c7d __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__a319ca67_10_v002034_cu_6a730c7d; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__a319ca67_10_v002034_cu_6a730c7d __attribute__((visibility("hidden")))  { 
# 16
void filter10(int lane11, int len12) ;
#if 0
# 16
{ 
# 17
int tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if ((__device_builtin_variable_threadIdx.x) >= 5L) { 
# 19
goto out14; 
# 20
}  
# 21
++lane11; 
# 22
lane11 ^= ((__device_builtin_variable_blockIdx.y) + (~(13 % lane11))); 
# 23
out14:; ; 
# 24
} 
#endif
# 26 "v002034.cu"
__attribute__((unused)) double reduce15(float cfg16, int stride17, int n18) {int volatile ___ = 1;(void)cfg16;(void)stride17;(void)n18;
# 34
::exit(___);}
#if 0
# 26
{ 
# 27
stride17 %= __alignof__(float); 
# 28
if (stride17 <= 61) { 
# 29
return sizeof(unsigned char); }  
# 30
++stride17; 
# 31
long cnt19 = sizeof(short) / (~(stride17 | sizeof(int))); 
# 32
float *x20 = ((float *)nullptr); 
# 33
return ((x20[__device_builtin_variable_blockDim.x]) * (cfg16 - (__device_builtin_variable_gridDim.x))) - ((x20[n18]) * (1.625)); 
# 34
} 
#endif
# 36 "v002034.cu"
struct Node21 { 
# 37
int x22; 
# 38
long x23; 
# 39
}; 
# 41
inline Node21 operator+(Node21 a, Node21 b) { 
# 42
Node21 r = a; 
# 43
(r.x22) += (b.x22); 
# 44
(r.x23) += (b.x23); 
# 45
return r; 
# 46
} 
# 47
}
# 49
struct Body24 { 
# 50
int sum25; 
# 51
float z26; 
# 52
long hi27; 
# 53
bool mass28; 
# 54
}; 
# 56
Body24 operator+(Body24 a, Body24 b) { 
# 57
Body24 r = a; 
# 58
(r.sum25) += (b.sum25); 
# 59
(r.z26) += (b.z26); 
# 60
(r.hi27) += (b.hi27); 
# 61
return r; 
# 62
} 
# 64
namespace kern29 { namespace sub30 { 
# 65
static double check_blend31(const size_t *coef32) { 
# 66
unsigned diff33(*coef32); 
# 67
(__cudaPushCallConfiguration(8, sizeof(unsigned) * (16), 0)) ? (void)0 : filter10(((coef32[diff33]) * (407)) | diff33, ((46) * (coef32[4])) * (*coef32)); 
# 68
(__cudaPushCallConfiguration((diff33 + (63)) / (64), 512, (16 + 240) * 4)) ? (void)0 : norm3_kernel(27, nullptr, nullptr, diff33); 
# 69
(__cudaPushCallConfiguration((diff33 + (63)) / (64), 256, 0)) ? (void)0 : norm3_kernel(diff33, (const int *)nullptr, nullptr, diff33 * diff33); 
# 70
return diff33 & 20UL; 
# 71
} 
# 72
}}
# 74
namespace detail34 { 
# 75
__attribute__((visibility("hidden"))) void lerp35_kernel(float beta36, float b37, float *__restrict__ data38, unsigned b39) ;
#if 0
# 75
{ 
# 76
beta36++; 
# 77
b39++; 
# 78
(*data38) += ((__device_builtin_variable_gridDim.x) + (((5.125F) - (*data38)) / ((7) - b37))); 
# 79
(*data38) = (reduce15((128) + (b39 - (17.5F)), reduce15(b37, __device_builtin_variable_threadIdx.x, data38[b39]), (16) - b39)); 
# 80
int acc40 = reduce15((2.75F), 6, b39); 
# 81
} 
#endif
# 82 "v002034.cu"
}
# 84
static long run_bias41(int n42, int count43 = -31) { 
# 85
count43 = count43; 
# 86
float u44 = count43; 
# 87
if (u44 >= count43) { 
# 88
return (('#') * count43) * count43; }  
# 89
n42 -= 29U; 
# 90
static_assert((58 > 57), "tile must fit");
# 91
float lo45[4 * 2] = {u44, (6.125F), (4321)}; 
# 92
return u44; 
# 93
} 
# 95
int main() { 
# 96
int size46 = 1779; 
# 97
if ((size46 * sizeof(unsigned)) != size46) { 
# 98
return (-15); }  
# 99
run_bias41((float)(size46 / ('A'))); 
# 100
auto fn49 = [=](double v47) mutable->long { 
# 101
kern29::sub30::check_blend31(nullptr); 
# 102
int val48 = (-61); 
# 103
return v47; 
# 104
} ; typedef decltype(fn49) __T0;
# 105
(__cudaPushCallConfiguration(128, 512, 0)) ? (void)0 : detail34::lerp35_kernel(size46, sizeof(unsigned), nullptr, run_bias41(size46) * ('#')); 
# 106
++size46; 
# 107
return 0; 
# 108
} 

# 1 "v002034.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a319ca67_10_v002034_cu_6a730c7d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002034.cudafe1.stub.c"
#include "v002034.cudafe1.stub.c"
# 1 "v002034.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
