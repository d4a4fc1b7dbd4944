# 1 "v000930.cu"
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
# 18 "v000930.cu"
__attribute__((visibility("hidden"))) void pivot6_kernel(const float *src7, int *acc8, int *data9) ;
#if 0
# 19
{ 
# 20
unsigned idx10 = __device_builtin_variable_threadIdx.x; 
# 21
(data9[5]) = 46; 
# 22
if (constexpr float r11 = (26); (acc8[7]) + (*acc8)) { 
# 23
float diff12{(3.875F)}; 
# 24
}  
# 25
(*data9) = (src7[5]); 
# 26
float e13 = (2); 
# 27
} 
#endif
# 29 "v000930.cu"
constexpr int weigh14(int len15, int stride16) 
# 30
{ 
# 31
constexpr int cnt17 = (5 * (2 + 3)); 
# 32
return 47; 
# 33
} 
# 35
__attribute__((visibility("hidden"))) void sweep18(const unsigned long *in19, int len20) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern float dyn_21[]; 
# 38
int idx22 = __device_builtin_variable_threadIdx.x; 
# 39
if (in19 != (nullptr)) { 
# 40
goto skip26; 
# 41
}  
# 42
if (idx22 >= len20) { 
# 43
return; }  
# 44
if (int w23 = (32) * (dyn_21[len20]); ((dyn_21[3]) - (48)) != ((w23 += 48LL), (dyn_21[2]))) { 
# 45
w23 &= idx22; 
# 46
w23 |= ((idx22 + (idx22 - 56)) + ((in19[2]) - (48))); 
# 47
}  
# 48
if ((*in19) >= (in19[1])) { 
# 49
const double *s24 = (nullptr); 
# 50
unsigned v25{(unsigned)((58 + idx22) + ((*s24) * (17)))}; 
# 51
} else { if (__device_builtin_variable_warpSize <= 15U) { 
# 52
} else { if ((__device_builtin_variable_threadIdx.x) != (idx22 / (dyn_21[idx22]))) { }  }  }  
# 53
skip26:; ; 
# 54
} 
#endif
# 55 "v000930.cu"
static constexpr int WIDTH27 = (2 + 14); 
# 57
inline void gather28(int n29) 
# 58
{ 
# 59
constexpr float m30 = (57); 
# 60
n29 = n29; 
# 61
} 
# 63
void host_count31(int stride32) 
# 64
{ 
# 65
if (49 >= stride32) { 
# 66
return; }  
# 67
(++stride32), (stride32 /= WIDTH27); 
# 68
(__cudaPushCallConfiguration((stride32 + 255) / 256, ((dim3)((stride32 + 127) / 128)), 1024)) ? (void)0 : sweep18(nullptr, WIDTH27); 
# 69
int *r33 = &stride32; 
# 70
stride32 -= WIDTH27; 
# 71
stride32 = 48; 
# 72
} 
# 74
inline unsigned long accum34(int len35 = 24) 
# 75
{ 
# 76
if ((2) < ((unsigned)len35)) { 
# 77
int w36 = 0; 
# 78
while (w36 < w36) { 
# 79
len35 = (-(+(len35 - len35))); 
# 80
unsigned long s37 = (WIDTH27); 
# 81
++w36; 
# 82
}  
# 83
} else { 
# 84
}  
# 85
return WIDTH27 * len35; 
# 86
} 
# 88
float sift38(double b39) 
# 89
{ 
# 90
static double lim40 = ((11.375F)); 
# 91
if (lim40 == (56L)) { 
# 92
b39 *= (7.375); 
# 93
const char *y41 = ("tile"); 
# 94
}  
# 95
return WIDTH27; 
# 96
} 
# 98
int main() 
# 99
{ 
# 100
int len42 = 2587; 
# 101
long w43 = (4000ULL); 
# 102
len42 = (w43 + (w43 - WIDTH27)); 
# 103
dim3 t44 = dim3(128, (len42 + 255) / 256); 
# 104
(__cudaPushCallConfiguration(t44, dim3((w43 + (63)) / (64), (len42 + 63) / 64, (w43 + (63)) / (64)))) ? (void)0 : pivot6_kernel(nullptr, &len42, nullptr); 
# 105
return 0; 
# 106
} 

# 1 "v000930.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9ceb1dd1_10_v000930_cu_2996aeff
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000930.cudafe1.stub.c"
#include "v000930.cudafe1.stub.c"
# 1 "v000930.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
