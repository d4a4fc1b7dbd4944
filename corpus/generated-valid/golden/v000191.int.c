# 1 "v000191.cu"
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
# 10 "v000191.cu"
__attribute__((unused)) double combine5(int count6, float a7, int count8 = 2209) {int volatile ___ = 1;(void)count6;(void)a7;(void)count8;
# 25
::exit(___);}
#if 0
# 10
{ 
# 11
constexpr double t9 = ((14.25F)); 
# 12
int f10 = (24U); 
# 13
int w11 = 0; 
# 14
do { 
# 15
if ((a7 * (7)) <= a7) { 
# 16
continue; 
# 17
}  
# 18
if ((a7 * w11) < ((f10 % f10) * ((a7 + a7) + t9))) { 
# 19
int u12((3UL | f10) + ((53 + w11) | 56)); 
# 20
const short z13 = (23); 
# 21
}  
# 22
++w11; 
# 23
}  while (w11 < count8); 
# 24
return ((0.0) - (-count6)) - ((8.125F)); 
# 25
} 
#endif
# 27 "v000191.cu"
static float pivot14(int lane15, float *data16, int *dst17) { 
# 28
float z18[8]{(11.875F), (63), (3.0F), (-(8.0F)), (23.5F), static_cast< float>(lane15), (1.0F), (3220)}; 
# 29
if ((+(z18[lane15 & 7])) > (8UL)) { 
# 30
return *dst17; 
# 31
}  
# 32
(z18[0]) = ((lane15 | ((short)'#')) % ((*dst17) * (dst17[lane15]))); 
# 33
if (34 <= lane15) { 
# 34
return lane15 >> (49 * (dst17[6])); 
# 35
}  
# 36
const char *lo19 = ("x + 1"); 
# 37
(dst17[lane15]) = ((lane15 + 28) * (((float)(*dst17)) - (((z18[lane15 & 7]) += (dst17[lane15])), (z18[0])))); 
# 38
if ((lo19[0]) <= (*dst17)) { 
# 39
return (*dst17) & (lo19[0]); 
# 40
}  
# 41
return 9; 
# 42
} 
# 43
enum class State20 { Mul21, Busy22, Low23 = 4, On24}; 
# 45
__attribute__((visibility("hidden"))) void trace25_kernel(int stride26, const long long *coef27) ;
#if 0
# 45
{ 
# 46
if (coef27 != (nullptr)) { 
# 47
return; 
# 48
}  
# 49
State20 k28 = State20::Mul21; 
# 50
} 
#endif
# 51 "v000191.cu"
static int g_grow29; 
# 53
static void gather30(unsigned p31, double b32, unsigned char beta33) ;
#if 0
# 53
{ 
# 54
State20 cnt34 = State20::Busy22; 
# 55
int q35[5]{6, (3408UL), 19, 4530, (-44)}; 
# 56
beta33 = ((beta33 >> 1) - ((34U / beta33) / ((b32 + (q35[p31])) + b32))); 
# 57
p31 = ((31 * ((q35[1]) & 62)) * ((1783LL * (q35[3])) ^ (4))); 
# 58
} 
#endif
# 60 "v000191.cu"
__attribute__((visibility("hidden"))) void tally36_kernel(float *out37, const int *in38, int len39, float *data40) ;
#if 0
# 60
{ 
# 61
(*data40) = (((((*data40) + (27L)) + (16)) + (1 & (~(*in38)))) + (((unsigned)'0') * (in38[4]))); 
# 62
int y41 = in38[len39 & 7]; 
# 63
(out37[len39 & 7]) = (*out37); 
# 64
do { int tmp_ = y41; y41 = len39; len39 = tmp_; } while (0); 
# 65
len39 = 40; 
# 66
double y42 = ((y41 % 4755) + len39) + 6; 
# 67
} 
#endif
# 69 "v000191.cu"
static void stencil43(int n44, const long long *src45, int n46, int *acc47) ;
#if 0
# 69
{ 
# 70
int sum48 = (*src45) + (*acc47); 
# 71
int m49{static_cast< int>((sum48 * ((unsigned)63U)) % (34))}; 
# 72
(m49++), ((*acc47) = ((unsigned long)sizeof(int))); 
# 73
} 
#endif
# 76 "v000191.cu"
__attribute__((visibility("hidden"))) void probe50_kernel(int *out51) ;
#if 0
# 76
{ 
# 77
(out51[7]) = (((((out51[4]) += (*out51)), (out51[4])) + (22 & (out51[2]))) - 25); 
# 78
if (((out51[2]) - 7) == (((out51[0]) * (out51[4])) + 53)) { 
# 79
(*out51) = (((*out51) - (((out51[3]) += 27), 31)) << (35UL + (out51[6]))); 
# 80
}  
# 81
auto f52 = *out51; 
# 82
} 
#endif
# 84 "v000191.cu"
int main() { 
# 85
int len53 = 3020; 
# 86
auto step54 = [&]()->float { 
# 87
(len53) = (((((len53) ^ 6UL) + (29)) + ((' ') << g_grow29)) - ((g_grow29 + g_grow29) * ((len53) * 51L))); 
# 88
return (len53) - (55UL * g_grow29); 
# 89
} ; typedef decltype(step54) __T0;
# 90
(--len53), (len53 = (46 + (+g_grow29))); 
# 91
signed char y55[2] = {}; 
# 92
int mid56 = (g_grow29 << (28L + len53)) + (y55[g_grow29]); 
# 93
(__cudaPushCallConfiguration(2, 128)) ? (void)0 : trace25_kernel((y55[1]) + 957UL, (const long long *)nullptr); 
# 94
(__cudaPushCallConfiguration(128 * 4, 1 << 5)) ? (void)0 : gather30((((g_grow29 + 52UL) + (8U)) + len53) + (mid56 * mid56), (18.125F) * (y55[g_grow29 & 1]), g_grow29); 
# 95
(__cudaPushCallConfiguration((g_grow29 + 63) / 64, 128)) ? (void)0 : tally36_kernel(nullptr, &len53, 38 + ((g_grow29 += g_grow29), len53), nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v000191.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__82b4e078_10_v000191_cu_add40b30
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000191.cudafe1.stub.c"
#include "v000191.cudafe1.stub.c"
# 1 "v000191.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
