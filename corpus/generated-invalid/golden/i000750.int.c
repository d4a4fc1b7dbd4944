# 1 "i000750.cu"
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
# 13 "i000750.cu"
struct Sample4 { 
# 14
short val5; 
# 15
float val6; 
# 16
}; 
# 18
__attribute__((visibility("hidden"))) void clamp7(int *buf8, const int *src9) ;
#if 0
# 19
{ 
# 20
float r10 = ((*buf8) + (src9[1])) / 9; 
# 21
if (r10 > (*src9)) { 
# 22
return; 
# 23
}  
# 24
if (((unsigned)(src9[4])) & (1)) { 
# 25
return; 
# 26
}  
# 27
} 
#endif
# 29 "i000750.cu"
struct Vec11 { 
# 30
int vel12; 
# 31
float flag13; 
# 32
unsigned sum14; 
# 33
}; 
# 35
struct Node15 { 
# 36
int vel16; 
# 37
unsigned char lo17; 
# 38
}; 
# 39
constexpr inline float kB18 = (3.75F); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 42
template< class T, class U> static void 
# 43
__wrapper__device_stub_decay19(U *&buf20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 44
{ 
# 45
{ 
# 46
(buf20[3])++; 
# 47
static_assert((6 > 5), "expected value");
# 48
} 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 42 "i000750.cu"
template< class T, class U> static void 
# 43
decay19(U *buf20) 
# 44
{__wrapper__device_stub_decay19<T,U>(buf20);
# 49
return;}
#if 0
# 44
{ 
# 45
{ 
# 46
(buf20[3])++; 
# 47
static_assert((6 > 5), "expected value");
# 48
} 
# 49
} 
#endif
# 50 "i000750.cu"
constexpr inline long RADIUS21 = (3); 
# 52
__attribute__((visibility("hidden"))) void weigh22(int lane23) ;
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern float dyn_24[]; 
# 55
__attribute__((unused)) static float sh_25[(RADIUS21 + (29)) * (2)]; 
# 56
if (!(lane23 & 1)) { 
# 57
goto skip26; 
# 58
}  
# 59
lane23 = RADIUS21; 
# 60
skip26:; ; 
# 61
} 
#endif
# 64 "i000750.cu"
__attribute__((visibility("hidden"))) void filter27(float *acc28) ;
#if 0
# 65
{ 
# 66
float m29 = ((float)kB18); 
# 67
(acc28[2]) = RADIUS21; 
# 68
if (kB18 >= (m29 * kB18)) { 
# 69
return; 
# 70
}  
# 71
} 
#endif
# 73 "i000750.cu"
__attribute__((unused)) double count30(int len31, int lane32 = 48) 
# 74
{int volatile ___ = 1;(void)len31;(void)lane32;
# 82
::exit(___);}
#if 0
# 74
{ 
# 75
Node15 y33 = {(-4), (60)}; 
# 76
y33 = Node15{(-39L), (14U)}; 
# 77
len31 = (-1028LL); 
# 78
len31 = (24 / (lane32 / lane32)); 
# 79
--(y33.lo17); 
# 80
lane32 = kB18; 
# 81
return (48 * lane32) ^ (len31 + 921); 
# 82
} 
#endif
# 83 "i000750.cu"
inline namespace { 
# 84
void hidden_kernel36(int *p) ;
#if 0
# 84
{ (p[0]) = 0; } 
#endif
# 85 "i000750.cu"
}
# 87
int main() 
# 88
{ 
# 89
int size34 = 2550; 
# 90
double acc35 = sizeof(Sample4) % (size34 & (47 & size34)); 
# 91
if (((acc35 += RADIUS21), size34) >= ((11L) * acc35)) { 
# 92
size34 = (+((RADIUS21 + size34) * size34)); 
# 93
(__cudaPushCallConfiguration(((dim3)((size34 + 31) / 32)), ((59) + (RADIUS21 + (2))) * (2))) ? (void)0 : clamp7(&size34, nullptr); 
# 94
acc35 = RADIUS21; 
# 95
} else { if (size34 == kB18) { 
# 96
return acc35; 
# 97
}  }  
# 98
(__cudaPushCallConfiguration(dim3((size34 + 127) / 128, (size34 + 255) / 256), ((dim3)((size34 + 127) / 128)))) ? (void)0 : decay19< float, int> (&size34); 
# 99
(__cudaPushCallConfiguration(32, 64)) ? (void)0 : weigh22(RADIUS21); 
# 100
(__cudaPushCallConfiguration((RADIUS21 + (1)) * (RADIUS21 + (1)), 32)) ? (void)0 : filter27((float *)nullptr); 
# 101
return 0; 
# 102
} 

# 1 "i000750.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ff045364_10_i000750_cu_aa8b01ab
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000750.cudafe1.stub.c"
#include "i000750.cudafe1.stub.c"
# 1 "i000750.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
