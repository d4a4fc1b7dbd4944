# 1 "v000353.cu"
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
# 5 "v000353.cu"
template< class T, class U> 
# 6
__attribute((noinline)) __attribute__((unused)) T decay1(U *data2, const T *src3) 
# 7
{int volatile ___ = 1;(void)data2;(void)src3;
# 11
::exit(___);}
#if 0
# 7
{ 
# 8
++(data2[__device_builtin_variable_gridDim.x]); 
# 9
const long cnt4 = (2045) | (__device_builtin_variable_gridDim.x); 
# 10
return static_cast< unsigned long>(src3[6]); 
# 11
} 
#endif
# 13 "v000353.cu"
template< class T, int N = 2> __attribute__((unused)) T 
# 14
spread5(const T *in6, T *acc7, const unsigned *input8) 
# 15
{int volatile ___ = 1;(void)in6;(void)acc7;(void)input8;
# 23
::exit(___);}
#if 0
# 15
{ 
# 16
T w9{127}; 
# 17
if (((*in6) * 2) >= (__device_builtin_variable_threadIdx.x)) { 
# 18
return *in6; 
# 19
}  
# 20
T r10 = acc7[__device_builtin_variable_warpSize]; 
# 21
(acc7[5]) -= (static_cast< int>(27)); 
# 22
return (N << (__device_builtin_variable_blockDim.x)) + (static_cast< unsigned>(r10 * (input8[7]))); 
# 23
} 
#endif
# 25 "v000353.cu"
__attribute__((unused)) void fold11(double q12) 
# 26
{int volatile ___ = 1;(void)q12;
# 36
::exit(___);}
#if 0
# 26
{ 
# 27
int iter13 = 0; 
# 28
while (iter13 < 11) { 
# 29
if ((__device_builtin_variable_gridDim.y) >= 57L) { 
# 30
q12 *= ((8.625F)); 
# 31
int y14 = 23LL * (iter13 | 1); 
# 32
float off15 = spread5< long, 6> (static_cast< const long *>(nullptr), static_cast< long *>(nullptr), nullptr); 
# 33
}  
# 34
++iter13; 
# 35
}  
# 36
} 
#endif
# 38 "v000353.cu"
__attribute__((visibility("hidden"))) void relax16_kernel(int *acc17, float *buf18, int *out19, float *buf20) ;
#if 0
# 39
{ 
# 40
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
__attribute__((unused)) static long long sh_22[16]; 
# 42
if (spread5(static_cast< const float *>(nullptr), (float *)nullptr, nullptr) < (5)) { 
# 43
int e23[7]{4, (50LL), 21, (7UL), tid21, 6, 2}; 
# 44
if ((*buf18) != (acc17[5])) { 
# 45
return; 
# 46
}  
# 47
}  
# 48
} 
#endif
# 50 "v000353.cu"
static double tile24(unsigned p25, int *buf26) 
# 51
{ 
# 52
int pass27 = 0; 
# 53
while (pass27 < pass27) { 
# 54
(__cudaPushCallConfiguration(1, 512, 0, nullptr)) ? (void)0 : relax16_kernel(buf26, nullptr, (int *)nullptr, static_cast< float *>(nullptr)); 
# 55
++pass27; 
# 56
}  
# 57
long h28 = p25; 
# 58
if (pass27 > h28) { 
# 59
return buf26[1]; 
# 60
}  
# 61
cudaStream_t diff29 = (nullptr); 
# 62
++h28; 
# 63
h28 = h28; 
# 64
return pass27; 
# 65
} 
# 67
int main() 
# 68
{ 
# 69
int count30 = 2261; 
# 70
auto lam34 = [](double hi31, unsigned lim32)->unsigned { 
# 71
(__cudaPushCallConfiguration((lim32 + (127)) / (128), ((dim3)((lim32 + (255)) / (256))), sizeof(double) * (64), (cudaStream_t)0)) ? (void)0 : relax16_kernel(nullptr, nullptr, (int *)nullptr, nullptr); 
# 72
int res33 = lim32; 
# 73
return tile24(hi31, &res33); 
# 74
} ; typedef decltype(lam34) __T0;
# 75
lam34(count30, count30); 
# 76
auto op37 = [&]() { 
# 77
double off35 = (count30) - (22.25F); 
# 78
const int hi36 = count30; 
# 79
tile24(off35, &(count30)); 
# 80
} ; typedef decltype(op37) __T1;
# 81
op37(); 
# 82
bool lo38 = tile24(7 * count30, nullptr) >= (lam34(count30, count30)); 
# 83
int *idx39 = (nullptr); 
# 84
return 0; 
# 85
} 

# 1 "v000353.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a08564f9_10_v000353_cu_5f2237bd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000353.cudafe1.stub.c"
#include "v000353.cudafe1.stub.c"
# 1 "v000353.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
