# 1 "i000587.cu"
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
# 21 "i000587.cu"
enum class Mode6 { Idle7 = 1, Add8}; 
# 23
__attribute((noinline)) __attribute__((unused)) int update9(int *dst10, int count11, Mode6 beta12) 
# 24
{int volatile ___ = 1;(void)dst10;(void)count11;(void)beta12;
# 32
::exit(___);}
#if 0
# 24
{ 
# 25
count11 |= ((20UL * ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_threadIdx.y))) * (((unsigned char)(*dst10)) + (40L - (dst10[count11])))); 
# 26
float *res13 = (nullptr); 
# 27
if (count11 < 57UL) { 
# 28
return __device_builtin_variable_blockIdx.x; }  
# 29
unsigned char diff14 = (51LL) - (res13[1]); 
# 30
static_assert((25 == 25), "expected value");
# 31
return +(static_cast< int>(diff14 + (res13[4]))); 
# 32
} 
#endif
# 33 "i000587.cu"
enum class Mode15 { Red16, Mul17 = 2, Blue18, Slow19}; 
# 35
__attribute__((unused)) int pivot20(long b21, int len22) 
# 36
{int volatile ___ = 1;(void)b21;(void)len22;
# 45
::exit(___);}
#if 0
# 36
{ 
# 37
b21 ^= ((24) * (len22 - (__device_builtin_variable_threadIdx.x))); 
# 38
long h23 = len22 * 1; 
# 39
if (len22 == (__device_builtin_variable_blockDim.x)) { 
# 40
return h23 * 2048UL; }  
# 41
Mode6 acc24 = Mode6::Idle7; 
# 42
float hi25[6] = {(23.25F)}; 
# 43
len22 = ((int)8U); 
# 44
return (((hi25[__device_builtin_variable_threadIdx.y]) / (12)) + ((7) - b21)) - ((len22 / b21) - (len22 * (hi25[__device_builtin_variable_threadIdx.x]))); 
# 45
} 
#endif
# 46 "i000587.cu"
typedef float real26_t; 
# 48
__attribute__((visibility("hidden"))) void shade27(unsigned long long beta28, const int *coef29) ;
#if 0
# 49
{ 
# 50
unsigned i30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
int t31(12); 
# 52
int k32 = 3079; 
# 53
int q33 = 24; 
# 54
q33 *= 58; 
# 55
unsigned stride34(beta28); 
# 56
q33 = (24 * (static_cast< int>((__device_builtin_variable_blockIdx.x) + 20UL))); 
# 57
} 
#endif
# 60 "i000587.cu"
__attribute__((unused)) int pivot35(int count36, int n37) 
# 61
{int volatile ___ = 1;(void)count36;(void)n37;
# 70
::exit(___);}
#if 0
# 61
{ 
# 62
if ((n37 % 24) > 9L) { 
# 63
return count36; }  
# 64
if (count36 >= (__device_builtin_variable_threadIdx.z)) { 
# 65
return static_cast< unsigned long long>(count36); }  
# 66
int z38 = n37; 
# 67
static_assert(((12 + 1) > 12), "size check");
# 68
n37 *= (+n37); 
# 69
return 12; 
# 70
} 
#endif
# 73 "i000587.cu"
static void decay39(const long *input40, const long *src41, real26_t cfg42) ;
#if 0
# 74
{ 
# 75
int gid43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 76
Mode6 f44 = Mode6::Add8; 
# 77
int pass45 = 0; 
# 78
while (pass45 < 10) { 
# 79
if (((src41[__device_builtin_variable_threadIdx.y]) > cfg42) || (f44 == Mode6::Add8)) { 
# 80
continue; }  
# 81
real26_t *w46 = &cfg42; 
# 82
++pass45; 
# 83
}   
# 84
int stride47(-(cfg42 / (sizeof(float)))); 
# 85
if ((input40[3]) <= (50)) { 
# 86
return; }  
# 87
} 
#endif
# 88 "i000587.cu"
int host_table50 = 7; 
# 89
__attribute__((visibility("hidden"))) void reads_host51(int *p) ;
#if 0
# 90
{ 
# 91
(p[__device_builtin_variable_threadIdx.x]) = host_table50; 
# 92
} 
#endif
# 94 "i000587.cu"
int main() 
# 95
{ 
# 96
int n48 = 88; 
# 97
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : reads_host51(nullptr); 
# 98
double lo49((-(23.375))); 
# 99
(__cudaPushCallConfiguration(((dim3)(2)), 256, sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : shade27(lo49 * (lo49 + (48)), &n48); 
# 100
(__cudaPushCallConfiguration(2, 12 + (12 + (12 + 476)), 0, nullptr)) ? (void)0 : decay39(nullptr, nullptr, (14.25F) - (n48 + n48)); 
# 101
lo49 = ((n48 * (20.0F)) / ((lo49 += ((22.75F))), lo49)); 
# 102
(__cudaPushCallConfiguration((n48 + 31) / 32, dim3((n48 + 31) / 32, (n48 + 31) / 32, (n48 + 255) / 256), sizeof(int) * (256), nullptr)) ? (void)0 : shade27(57, nullptr); 
# 103
return 0; 
# 104
} 

# 1 "i000587.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d78b0e67_10_i000587_cu_83ef5f15
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000587.cudafe1.stub.c"
#include "i000587.cudafe1.stub.c"
# 1 "i000587.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
