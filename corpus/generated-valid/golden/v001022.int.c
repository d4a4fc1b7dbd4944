# 1 "v001022.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 7 "v001022.cu"
template< class T> 
# 8
__attribute((noinline)) __attribute__((unused)) static unsigned clamp2(const T *coef3, const T *coef4) {int volatile ___ = 1;(void)coef3;(void)coef4;
# 22
::exit(___);}
#if 0
# 8
{ 
# 9
if ((*coef3) >= (coef4[0])) { 
# 10
if (53UL < (+(*coef4))) { 
# 11
return (coef3[6]) + (*coef4); 
# 12
}  
# 13
if (((T)(*coef4)) <= (coef3[7])) { 
# 14
return (55 * (*coef3)) - (((coef4[__device_builtin_variable_blockIdx.y]) != 64) ? 48 : (__device_builtin_variable_threadIdx.x)); 
# 15
}  
# 16
}  
# 17
for (int i5 = 0; i5 < 8; i5++) { 
# 18
float lim6{(7.0F)}; 
# 19
}  
# 20
const T t7 = ~(__device_builtin_variable_threadIdx.y); 
# 21
return 34; 
# 22
} 
#endif

#pragma GCC diagnostic pop

# 23 "v001022.cu"
static double c_rank8[4]; 
# 24
static float c_blend9[4]; 
# 26
namespace ops10 { 
# 27
__attribute__((visibility("hidden"))) void pivot11(int len12) ;
#if 0
# 27
{ 
# 28
int idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if (idx13 >= len12) { 
# 30
return; 
# 31
}  
# 32
__attribute__((unused)) static unsigned sh_14[16]; 
# 33
unsigned lo15 = ((((__device_builtin_variable_threadIdx.x) - 28LL) < (sh_14[4])) && ((((__device_builtin_variable_gridDim.z) == (36)) ? 46 : (sh_14[len12 & 15])) < (c_blend9[len12]))) ? idx13 : (c_blend9[2]); 
# 34
if (5 == len12) { 
# 35
return; 
# 36
}  
# 37
int acc16 = 36 - ((idx13 * 945) | (len12 + idx13)); 
# 38
float stride17{(' ')}; 
# 39
} 
#endif
# 41 "v001022.cu"
unsigned update18(long long *out19, int len20, unsigned long long p21) { 
# 42
if ((((unsigned)(out19[0])) * (35)) != ((*out19) & (out19[5]))) { 
# 43
p21 = ((~(len20 % (out19[p21]))) & ((1) + ((p21 == p21) ? p21 : (out19[4])))); 
# 44
int iter22 = 0; 
# 45
while ((iter22 < iter22) && (((out19[5]) ^ (out19[len20 & 7])) <= (17L))) { 
# 46
for (int it23 = 0; it23 < 13; it23++) { 
# 47
double hi24[5] = {}; 
# 48
}  
# 49
float diff25[3] = {}; 
# 50
++iter22; 
# 51
}  
# 52
} else { 
# 53
}  
# 54
return ((len20 * (*out19)) + (25)) - (17); 
# 55
} 
# 56
}
# 58
__attribute__((visibility("hidden"))) void sweep26_kernel(float *out27, unsigned b28, char *data29, unsigned p30) ;
#if 0
# 58
{ 
# 59
int i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
(data29[i31]) = (((unsigned long)(p30 % b28)) / p30); 
# 61
unsigned u32 = i31 % ((51) & b28); 
# 62
} 
#endif
# 64 "v001022.cu"
__attribute__((visibility("hidden"))) void merge33_kernel(int stride34) ;
#if 0
# 64
{ 
# 65
int gid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
if (gid35 >= stride34) { 
# 67
return; 
# 68
}  
# 69
int w36 = 0; 
# 70
while (w36 < 11) { 
# 71
stride34 = (16U); 
# 72
++w36; 
# 73
}  
# 74
for (int i37 = 15; i37 > 0; --i37) { 
# 75
float r38 = __device_builtin_variable_threadIdx.z; 
# 76
++stride34; 
# 77
}  
# 78
} 
#endif
# 79 "v001022.cu"
static int c_norm39[4]; 
# 81
namespace kern40 { 
# 82
float mix41(float *acc42) { 
# 83
if (((((acc42[0]) += (acc42[1])), 20) > (*acc42)) || ((*acc42) < (acc42[0]))) { 
# 84
if ((acc42[6]) >= (acc42[7])) { 
# 85
return +(((acc42[3]) < (acc42[0])) ? acc42[7] : (acc42[2])); 
# 86
}  
# 87
int z43 = acc42[2]; 
# 88
}  
# 89
return acc42[5]; 
# 90
} 
# 91
typedef int idx44_t; 
# 93
__attribute__((visibility("hidden"))) void kick45(signed char a46, const int *in47, const double *in48) ;
#if 0
# 93
{ 
# 94
idx44_t idx49 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 95
a46 = (in47[a46]); 
# 96
if (unsigned cnt50 = __device_builtin_variable_blockIdx.x; ((cnt50 % (4)) + (__device_builtin_variable_gridDim.z)) < ((cnt50 += (*in48)), 38)) { 
# 97
int sum51 = (c_norm39[0]) + ('z'); 
# 98
}  
# 99
constexpr unsigned f52 = (50); 
# 100
static_assert((sizeof(int) == (4)));
# 101
} 
#endif
# 102 "v001022.cu"
}
# 104
unsigned run_bump53(int count54, float beta55) { 
# 105
count54 = beta55; 
# 106
beta55--; 
# 107
return ((count54 += 23), (59U + count54)); 
# 108
} 
# 110
int main() { 
# 111
int size56 = 1452; 
# 112
(__cudaPushCallConfiguration(1 << 5, 128, 0)) ? (void)0 : kern40::kick45(3112 * size56, nullptr, nullptr); 
# 113
--size56; 
# 114
(__cudaPushCallConfiguration(256, 64, sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : ops10::pivot11((static_cast< int>(size56)) - size56); 
# 115
(__cudaPushCallConfiguration((size56 + 255) / 256, 1 << 7, sizeof(double) * (64), 0)) ? (void)0 : sweep26_kernel(nullptr, size56 * (size56 | 3), (char *)nullptr, ((size56 += size56), size56) | (19 & size56)); 
# 116
(__cudaPushCallConfiguration(32 * 16, 128, sizeof(double) * (256), nullptr)) ? (void)0 : merge33_kernel(30); 
# 117
return 0; 
# 118
} 

# 1 "v001022.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8afaa696_10_v001022_cu_c_rank8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001022.cudafe1.stub.c"
#include "v001022.cudafe1.stub.c"
# 1 "v001022.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
