# 1 "v000345.cu"
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
# 13 "v000345.cu"
__attribute__((visibility("hidden"))) void grow3(long alpha4) ;
#if 0
# 14
{ 
# 15
int stride5 = (-7); 
# 16
switch (stride5 * 3) { 
# 17
case 2 * 4:  { 
# 18
const int m6 = (alpha4 <= (14UL / stride5)) ? stride5 : (static_cast< signed char>(stride5)); 
# 19
float diff7 = (9U) * alpha4; 
# 20
break; 
# 21
} 
# 22
case 7:  { 
# 23
int *s8 = ((int *)nullptr); 
# 24
int e9 = (4445UL); 
# 25
break; 
# 26
} 
# 27
}  
# 28
int y10{38}; 
# 29
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31 "v000345.cu"
template< class T, int N = 1> static void 
# 32
__wrapper__device_stub_score11_kernel(const T *__restrict__ &coef12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 33
{ 
# 34
unsigned prod13{2U}; 
# 35
prod13 ^= prod13; 
# 37
#pragma unroll
for (
# 37
int it14 = 3; it14 > 0; --it14) { 
# 38
T x15 = *coef12; 
# 39
x15 = 11; 
# 40
}  
# 41
} 
#endif

#pragma GCC diagnostic pop

# 31 "v000345.cu"
template< class T, int N = 1> static void 
# 32
score11_kernel(const T *__restrict__ coef12) 
# 33
{__wrapper__device_stub_score11_kernel<T,N>(coef12);
# 41
return;}
#if 0
# 33
{ 
# 34
unsigned prod13{2U}; 
# 35
prod13 ^= prod13; 
# 37
#pragma unroll
for (
# 37
int it14 = 3; it14 > 0; --it14) { 
# 38
T x15 = *coef12; 
# 39
x15 = 11; 
# 40
}  
# 41
} 
#endif
# 42 "v000345.cu"
constexpr unsigned RADIUS16 = (5); 
# 44
__attribute__((visibility("hidden"))) void blend17_kernel(unsigned char cfg18, unsigned long *out19, size_t *buf20) ;
#if 0
# 45
{ 
# 46
if (!buf20) { 
# 47
goto finish23; 
# 48
}  
# 49
(out19[cfg18]) /= (buf20[6]); 
# 50
--cfg18; 
# 52
#pragma unroll
for (
# 52
int j21 = 0; j21 < 9; j21 += 4) { 
# 53
for (int it22 = 16; it22 > 0; --it22) { 
# 54
(buf20[it22]) = sizeof(char); }  
# 55
(out19[cfg18]) /= (36U); 
# 56
}  
# 57
finish23:; ; 
# 58
} 
#endif
# 60 "v000345.cu"
constexpr int tile24(int stride25) 
# 61
{ 
# 62
stride25 = stride25; 
# 63
stride25 = 14; 
# 64
return 4; 
# 65
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 67
template< class T, int N = 6> static void 
# 68
__wrapper__device_stub_tally26(T *__restrict__ &buf27, int *&acc28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 69
{ 
# 70
T lo29{5}; 
# 71
T *base30 = buf27; 
# 72
} 
#endif

#pragma GCC diagnostic pop

# 67 "v000345.cu"
template< class T, int N = 6> static void 
# 68
tally26(T *__restrict__ buf27, int *acc28) 
# 69
{__wrapper__device_stub_tally26<T,N>(buf27,acc28);
# 72
return;}
#if 0
# 69
{ 
# 70
T lo29{5}; 
# 71
T *base30 = buf27; 
# 72
} 
#endif
# 74 "v000345.cu"
template< class T, class U> 
# 75
__attribute((always_inline)) __attribute__((unused)) inline void fuse31(T p32) 
# 76
{int volatile ___ = 1;(void)p32;
# 86
::exit(___);}
#if 0
# 76
{ 
# 77
if (tile24(p32) > RADIUS16) { 
# 78
return; }  
# 79
const int diff33 = (RADIUS16); 
# 80
constexpr float w34 = (23); 
# 82
#pragma unroll 2
for (
# 82
int j35 = 10; j35 > 0; --j35) { 
# 83
unsigned long mid36 = (62 / p32) * (RADIUS16 * ((p32 <= 37) ? j35 : 3320)); 
# 84
}  
# 85
float off37 = tile24(p32) - (((p32 - p32) >= w34) ? diff33 * p32 : (58UL / p32)); 
# 86
} 
#endif
# 88 "v000345.cu"
static long relax38(unsigned cfg39) 
# 89
{ 
# 90
tile24(tile24(cfg39 + RADIUS16)); 
# 91
int m40 = (RADIUS16); 
# 92
constexpr int cnt41 = (-115L); 
# 93
return 31; 
# 94
} 
# 96
int main() 
# 97
{ 
# 98
int len42 = 2055; 
# 99
(__cudaPushCallConfiguration((len42 + 31) / 32, 32)) ? (void)0 : score11_kernel< float, 7> ((const float *)nullptr); 
# 100
bool flag43 = relax38(RADIUS16); 
# 101
static float x44 = (0.5F); 
# 102
flag43 = ((x44 * flag43) != flag43); 
# 103
(__cudaPushCallConfiguration(dim3((RADIUS16 + (3)) * (11 + 5), RADIUS16 + (123)), RADIUS16 + (59))) ? (void)0 : grow3(((float)flag43) - (25LL + flag43)); 
# 104
(__cudaPushCallConfiguration(sizeof(int) * (2), (11 + 5) * 8)) ? (void)0 : blend17_kernel(tile24(x44), nullptr, nullptr); 
# 105
(__cudaPushCallConfiguration(RADIUS16 + (RADIUS16 + (11 + 43)), ((dim3)((len42 + 31) / 32)))) ? (void)0 : tally26< float, 3> ((float *)nullptr, nullptr); 
# 106
return 0; 
# 107
} 

# 1 "v000345.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b88e1295_10_v000345_cu_6128a27c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000345.cudafe1.stub.c"
#include "v000345.cudafe1.stub.c"
# 1 "v000345.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
