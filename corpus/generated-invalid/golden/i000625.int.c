# 1 "i000625.cu"
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
# 10 "i000625.cu"
struct Stats5 { 
# 11
float z6; 
# 12
int mass7; 
# 13
char id8; 
# 14
unsigned val9; 
# 15
void mix10(int mid11) 
# 16
{ 
# 17
(z6) = ((int)(id8)); 
# 18
} 
# 19
}; 
# 21
inline int weigh12(size_t p13, int stride14 = 4119U) 
# 22
{ 
# 23
switch ((p13 < stride14) ? '\t' : 42LL) { 
# 24
case 1 << 1:  
# 25
if (bool hi15 = p13 <= p13; 37 > stride14) { 
# 26
unsigned q16 = stride14; 
# 27
if ((p13 < (42U)) && (55 <= (stride14 % 8))) { 
# 28
p13 = stride14; 
# 29
++p13; 
# 30
}  
# 31
hi15 = (p13 < (p13 + (51U))); 
# 32
}  
# 33
break; 
# 34
case 10:  
# 35
break; 
# 36
case 5:  
# 37
break; 
# 38
case 9:  
# 39
break; 
# 40
}  
# 41
return 44L; 
# 42
} 
# 44
template< class T> 
# 45
struct Node17 { 
# 46
T val18; 
# 47
T sum19; 
# 48
float w20; 
# 49
void mix21(T hi22) 
# 50
{ 
# 51
weigh12(48, weigh12(hi22) - U'\x30'); 
# 52
T res23 = (20UL); 
# 53
} 
# 54
}; 
# 56
static void mix24_kernel(const float *in25) ;
#if 0
# 57
{ 
# 58
__attribute__((unused)) extern int dyn_26[]; 
# 59
int idx27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
if (((dyn_26[idx27]) < (dyn_26[1])) && (dyn_26[idx27])) { 
# 61
goto skip28; 
# 62
}  
# 63
(dyn_26[__device_builtin_variable_blockDim.x]) = ((idx27 < weigh12(51, weigh12(sizeof(float)))) ? weigh12(idx27) % 8 : ((int)sizeof(int))); 
# 64
weigh12(64, 16); 
# 65
(dyn_26[__device_builtin_variable_blockIdx.x]) = ((idx27 % 8) % 8); 
# 66
skip28:; ; 
# 67
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 69 "i000625.cu"
__attribute((noinline)) __attribute__((unused)) static int decay29(float beta30) 
# 70
{int volatile ___ = 1;(void)beta30;
# 82
::exit(___);}
#if 0
# 70
{ 
# 71
int e31 = (__device_builtin_variable_threadIdx.x) % (8); 
# 72
if (((static_cast< float>(e31)) != (1)) && ((beta30 - (16)) != e31)) { 
# 73
if (e31 > 49) { 
# 74
Stats5 res32{(18.0F), e31, (char)((e31 < e31) ? e31 : beta30), (38)}; 
# 75
}  
# 76
(beta30++), (beta30 = ((e31 += 8), (static_cast< float>(e31)))); 
# 77
int f33 = e31; 
# 78
} else { if (int acc34 = 16; ((acc34 * 29) & 1) || ((acc34 != e31) || (beta30 != (sizeof(double))))) { 
# 79
} else { 
# 80
}  }  
# 81
return e31; 
# 82
} 
#endif

#pragma GCC diagnostic pop

# 83 "i000625.cu"
static thread_local int tl_var36; 
# 85
int main() 
# 86
{ 
# 87
int len35 = 2884; 
# 88
(__cudaPushCallConfiguration(sizeof(float) * (16), 64 + 448, (16 + 240) + 3840, (cudaStream_t)0)) ? (void)0 : mix24_kernel(nullptr); 
# 89
(__cudaPushCallConfiguration((len35 + 127) / 128, 16 * 2)) ? (void)0 : mix24_kernel(nullptr); 
# 90
(__cudaPushCallConfiguration(8, (16 + 16) * 16)) ? (void)0 : mix24_kernel(nullptr); 
# 91
return 0; 
# 92
} 

# 1 "i000625.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b1a6ace3_10_i000625_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000625.cudafe1.stub.c"
#include "i000625.cudafe1.stub.c"
# 1 "i000625.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
