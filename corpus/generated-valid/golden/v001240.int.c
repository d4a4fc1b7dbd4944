# 1 "v001240.cu"
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
# 5 "v001240.cu"
static void march1(float *buf2, const int *__restrict__ coef3, double q4) ;
#if 0
# 6
{ 
# 7
unsigned tid5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 8
int off6 = __device_builtin_variable_blockDim.x; 
# 9
off6 = (36 / off6); 
# 10
if ((*coef3) * 8) { 
# 11
return; 
# 12
}  
# 13
constexpr long prod7 = (15 * 3); 
# 14
if (coef3[tid5 & (7)]) { 
# 15
goto skip9; 
# 16
}  
# 17
if ((q4 + ((7) | tid5)) > q4) { 
# 18
if ((buf2[tid5 & (7)]) > (*buf2)) { 
# 19
return; 
# 20
}  
# 21
constexpr unsigned long long off8 = (4); 
# 22
}  
# 23
skip9:; ; 
# 24
} 
#endif
# 25 "v001240.cu"
static char d_combine10; 
# 27
void score11(long *__restrict__ buf12, int *__restrict__ acc13) 
# 28
{ 
# 29
if ((buf12[2]) <= (*acc13)) { 
# 30
(buf12[1]) *= (+(acc13[6])); 
# 31
float sum14 = ((14.5F) + (acc13[7])) * (30U - (*acc13)); 
# 32
}  
# 33
if ((*acc13) & 1) { 
# 34
return; 
# 35
}  
# 36
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38
template< class T> static void 
# 39
__wrapper__device_stub_count15_kernel(T &alpha16, T &b17, T &cfg18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
score11(static_cast< long *>(nullptr), nullptr); 
# 42
unsigned f19[2] = {}; 
# 43
T lo20 = f19[1]; 
# 44
for (int i21 = 0; i21 < (1 << 4); i21++) { 
# 45
cfg18 -= alpha16; 
# 46
float u22[4] = {static_cast< float>(lo20), (4.0F), (10)}; 
# 47
}  
# 48
} 
#endif

#pragma GCC diagnostic pop

# 38 "v001240.cu"
template< class T> static void 
# 39
count15_kernel(T alpha16, T b17, T cfg18) 
# 40
{__wrapper__device_stub_count15_kernel<T>(alpha16,b17,cfg18);
# 48
return;}
#if 0
# 40
{ 
# 41
score11(static_cast< long *>(nullptr), nullptr); 
# 42
unsigned f19[2] = {}; 
# 43
T lo20 = f19[1]; 
# 44
for (int i21 = 0; i21 < (1 << 4); i21++) { 
# 45
cfg18 -= alpha16; 
# 46
float u22[4] = {static_cast< float>(lo20), (4.0F), (10)}; 
# 47
}  
# 48
} 
#endif
# 50 "v001240.cu"
inline float accum23(double p24, unsigned alpha25) 
# 51
{ 
# 52
for (int j26 = 0; j26 < 11; ++j26) { 
# 53
for (int it27 = 6; it27 > 0; --it27) { 
# 54
int w28[3] = {}; 
# 55
}  
# 56
}  
# 57
int f29 = alpha25; 
# 58
if ((f29 + alpha25) >= 29U) { 
# 59
return (8.0F); 
# 60
}  
# 61
int val30[2] = {}; 
# 62
constexpr int stride31 = 33; 
# 63
return 8UL; 
# 64
} 
# 66
extern "C" {
# 67
__attribute__((unused)) static inline void update39(unsigned p40 = 29) 
# 68
{int volatile ___ = 1;(void)p40;
# 73
::exit(___);}
#if 0
# 68
{ 
# 69
if (p40 * p40) { 
# 70
return; 
# 71
}  
# 72
d_combine10 += accum23(accum23(p40, p40) + accum23(12, p40), accum23((23.625F), p40 | d_combine10)); 
# 73
} 
#endif
# 75 "v001240.cu"
__attribute__((visibility("hidden"))) void sweep32_kernel(bool cfg33, double p34) ;
#if 0
# 76
{ 
# 77
int tid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 78
for (int it36 = 0; it36 < 9; it36 += 4) { 
# 79
if (!cfg33) { 
# 80
accum23(+d_combine10, accum23((15.375F), cfg33)); 
# 81
for (int j37 = 0; j37 < 8; j37 += 4) { 
# 82
accum23(static_cast< int>(static_cast< float>((24.125F))), __device_builtin_variable_threadIdx.x); 
# 83
float base38[2]{(3326U), (9.0F)}; 
# 84
}  
# 85
}  
# 86
}  
# 87
} 
#endif
# 88 "v001240.cu"
}
# 90
int main() 
# 91
{ 
# 92
int size41 = 1908; 
# 93
dim3 diff42 = dim3(4, 512, (size41 + 63) / 64); 
# 94
constexpr float w43 = (-(5.5F)); 
# 95
constexpr unsigned diff44 = (50L); 
# 96
(__cudaPushCallConfiguration(dim3(64, 1 << 6), 256, 0, nullptr)) ? (void)0 : march1(nullptr, static_cast< const int *>(nullptr), (size41 % diff44) | (1)); 
# 97
(__cudaPushCallConfiguration(8, 512, sizeof(double) * (256), (cudaStream_t)0)) ? (void)0 : count15_kernel< int> ((49) - accum23(w43, 57U), diff44 | size41, accum23(accum23(size41, 2332), 39 / size41)); 
# 98
(__cudaPushCallConfiguration(4, 16 * 4)) ? (void)0 : sweep32_kernel(accum23(accum23(-10, diff44), static_cast< int>(48UL)) == (size41 ^ 7), accum23(7 / size41, diff44 - size41)); 
# 99
return 0; 
# 100
} 

# 1 "v001240.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e27b3ab6_10_v001240_cu_4d03445b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001240.cudafe1.stub.c"
#include "v001240.cudafe1.stub.c"
# 1 "v001240.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
