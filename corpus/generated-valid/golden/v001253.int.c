# 1 "v001253.cu"
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
# 28 "v001253.cu"
__attribute__((visibility("hidden"))) void map_split9(float *data, int n) ;
#if 0
# 28
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 30 "v001253.cu"
__attribute__((visibility("hidden"))) void shade10(int lane11, int *buf12) ;
#if 0
# 31
{ 
# 32
switch (buf12[6]) { 
# 33
case 5:  
# 34
(*buf12) = (static_cast< unsigned long long>((float)lane11)); 
# 35
if ((((lane11 < 40) ? lane11 : 40) + 24) >= lane11) { 
# 36
(buf12[3]) = lane11; 
# 37
constexpr long y13 = (37); 
# 38
lane11 = 16; 
# 39
}  
# 40
break; 
# 41
case 9:  
# 42
case 3 * 4:  
# 43
case 7:  
# 44
break; 
# 45
default:  
# 46
break; 
# 47
}  
# 48
} 
#endif
# 50 "v001253.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned weigh14(int len15) 
# 51
{int volatile ___ = 1;(void)len15;
# 55
::exit(___);}
#if 0
# 51
{ 
# 52
len15 = 12; 
# 53
long stride16 = (static_cast< unsigned>(57UL)) & len15; 
# 54
return ((len15 + ((float)stride16)) <= (sizeof(int))) ? (12 < len15) ? stride16 - sizeof(int) : stride16 : (54LL + len15); 
# 55
} 
#endif
# 58 "v001253.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned short mix17(unsigned cfg18, int stride19 = -18) 
# 59
{int volatile ___ = 1;(void)cfg18;(void)stride19;
# 65
::exit(___);}
#if 0
# 59
{ 
# 60
if (stride19 >= 18) { 
# 61
return cfg18; 
# 62
}  
# 63
constexpr int flag20 = 35; 
# 64
return weigh14(weigh14(flag20)); 
# 65
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 67 "v001253.cu"
template< class T, class U> static void 
# 68
__wrapper__device_stub_drift21_kernel(T *&buf22, T &b23, unsigned &alpha24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 69
{ 
# 70
(*buf22) = 12; 
# 71
int w25 = 0; 
# 72
if (17 == (w25 >> 1)) { 
# 73
goto done27; 
# 74
}  
# 75
do { 
# 76
float k26 = (U)weigh14(-b23); 
# 77
alpha24 = (+(((30) + alpha24) & (30))); 
# 78
++w25; 
# 79
} while (w25 < 15); 
# 80
switch (alpha24) { 
# 81
case 1:  
# 82
break; 
# 83
default:  
# 84
alpha24 = ((((w25 + (buf22[w25])) + alpha24) - 46) + ((alpha24 + alpha24) % (static_cast< int>(1122)))); 
# 85
break; 
# 86
}  
# 87
(*buf22) = ((T)w25); 
# 88
done27:; ; 
# 89
} 
#endif

#pragma GCC diagnostic pop

# 67 "v001253.cu"
template< class T, class U> static void 
# 68
drift21_kernel(T *buf22, T b23, unsigned alpha24) 
# 69
{__wrapper__device_stub_drift21_kernel<T,U>(buf22,b23,alpha24);
# 89
return;}
#if 0
# 69
{ 
# 70
(*buf22) = 12; 
# 71
int w25 = 0; 
# 72
if (17 == (w25 >> 1)) { 
# 73
goto done27; 
# 74
}  
# 75
do { 
# 76
float k26 = (U)weigh14(-b23); 
# 77
alpha24 = (+(((30) + alpha24) & (30))); 
# 78
++w25; 
# 79
} while (w25 < 15); 
# 80
switch (alpha24) { 
# 81
case 1:  
# 82
break; 
# 83
default:  
# 84
alpha24 = ((((w25 + (buf22[w25])) + alpha24) - 46) + ((alpha24 + alpha24) % (static_cast< int>(1122)))); 
# 85
break; 
# 86
}  
# 87
(*buf22) = ((T)w25); 
# 88
done27:; ; 
# 89
} 
#endif
# 91 "v001253.cu"
int main() 
# 92
{ 
# 93
int size28 = 2900; 
# 94
size28 = size28; 
# 95
if (size28) { 
# 96
size28 = size28; 
# 97
auto f29 = size28; 
# 98
}  
# 99
size28--; 
# 100
(__cudaPushCallConfiguration(12 + 52, 512, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : map_split9((float *)nullptr, size28); 
# 101
(__cudaPushCallConfiguration((size28 + 255) / 256, 128)) ? (void)0 : shade10(static_cast< unsigned>(size28), (int *)nullptr); 
# 102
(__cudaPushCallConfiguration(4 * 2, (12 + 4) * (12 + 4))) ? (void)0 : drift21_kernel< long, float> ((long *)nullptr, size28, 30 >> size28); 
# 103
return 0; 
# 104
} 

# 1 "v001253.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cdaebce8_10_v001253_cu_0798bb9f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001253.cudafe1.stub.c"
#include "v001253.cudafe1.stub.c"
# 1 "v001253.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
