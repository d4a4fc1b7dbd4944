# 1 "v000402.cu"
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
# 9 "v000402.cu"
enum Color2 { 
# 10
LOW3, 
# 11
HIGH4, 
# 12
ON5, 
# 13
MUL6, 
# 14
IDLE7 = 7
# 15
}; 
# 17
struct Stats8 { 
# 18
long y9; 
# 19
unsigned flag10; 
# 20
int z11; 
# 21
}; 
# 23
__attribute__((visibility("hidden"))) void clamp12_kernel(int *acc13, float *data14) ;
#if 0
# 23
{ 
# 24
unsigned i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
Stats8 y16 = Stats8{static_cast< long>(*data14), (static_cast< unsigned>(0L)), 0}; 
# 26
if ((+(y16.flag10)) <= (IDLE7)) { 
# 27
goto finish17; 
# 28
}  
# 29
(y16.y9)++; 
# 30
finish17:; ; 
# 31
} 
#endif
# 33 "v000402.cu"
struct Stats18 { 
# 34
char weight19; 
# 35
long sum20; 
# 36
int val21; 
# 37
int flag22; 
# 38
}; 
# 40
__attribute((always_inline)) __attribute__((unused)) inline float bias23(float beta24, Color2 cfg25, int stride26) {int volatile ___ = 1;(void)beta24;(void)cfg25;(void)stride26;
# 59
::exit(___);}
#if 0
# 40
{ 
# 41
stride26 |= stride26; 
# 42
++stride26; 
# 43
--stride26; 
# 44
switch (cfg25) { 
# 45
case LOW3:  { 
# 46
stride26 |= ((MUL6) + cfg25); 
# 47
Stats8 off27 = Stats8{}; 
# 48
[[fallthrough]] ; 
# 49
} 
# 50
case HIGH4:  
# 51
break; 
# 52
case ON5:  
# 53
stride26 = stride26; 
# 54
[[fallthrough]] ; 
# 55
case MUL6:  
# 56
break; 
# 57
}  
# 58
return MUL6; 
# 59
} 
#endif
# 61 "v000402.cu"
double tile28(int n29, int len30, int count31) { 
# 62
n29 |= (((len30 > len30) ? len30 : n29) * (len30 - n29)); 
# 63
len30 = (IDLE7); 
# 64
count31 = ((43 + len30) / (count31 * count31)); 
# 65
char diff32 = (41L); 
# 66
do { diff32 += ((26L | n29) * (7 ^ (len30 % n29))); } while (0); 
# 67
--diff32; 
# 68
--count31; 
# 69
return 3; 
# 70
} 
# 77
__attribute__((visibility("hidden"))) void map_step34(float *data, int n) ;
#if 0
# 77
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 79 "v000402.cu"
static void tally35(long *data36, int len37, long q38, int *acc39) ;
#if 0
# 79
{ 
# 80
int gid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 81
if (gid40 >= len37) { 
# 82
return; 
# 83
}  
# 84
unsigned long k41(((acc39[gid40 & 7]) * ((int)len37)) | ((acc39 == (nullptr)) ? q38 & len37 : ((*data36) % len37))); 
# 85
__attribute__((unused)) static Stats18 sh_42[128]; 
# 86
short idx43 = (22); 
# 87
} 
#endif
# 89 "v000402.cu"
long long check_bump44(float q45) { 
# 90
if ((q45 < (12)) && (q45 < (19))) { 
# 91
goto finish46; 
# 92
}  
# 93
(__cudaPushCallConfiguration(((dim3)(((MUL6) + ((HIGH4) + 12)) * ((ON5) + ((HIGH4) + ((MUL6) + (ON5)))))), dim3((ON5) + 14, 512, (IDLE7) + 57), 0)) ? (void)0 : tally35((long *)nullptr, 1132, tile28(IDLE7, q45, 63) + (q45 + q45), (int *)nullptr); 
# 94
(__cudaPushCallConfiguration(dim3(128, ON5), dim3((MUL6) + 1, (HIGH4) + (HIGH4)), 0)) ? (void)0 : clamp12_kernel(nullptr, nullptr); 
# 95
finish46:; ; 
# 96
return LOW3; 
# 97
} 
# 99
int main() { 
# 100
int len47 = 1311; 
# 101
(__cudaPushCallConfiguration(((dim3)((len47 + 63) / 64)), dim3(4, 1, 128), sizeof(int) * (64))) ? (void)0 : clamp12_kernel(nullptr, (float *)nullptr); 
# 102
len47 *= check_bump44(tile28((len47 >= 39) ? 46L : len47, 6 | len47, +len47)); 
# 103
(__cudaPushCallConfiguration((HIGH4) + 127, (MUL6) + ((MUL6) + ((MUL6) + ((HIGH4) + 118))))) ? (void)0 : map_step34(nullptr, len47); 
# 104
return 0; 
# 105
} 

# 1 "v000402.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cddcbc54_10_v000402_cu_5722e80e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000402.cudafe1.stub.c"
#include "v000402.cudafe1.stub.c"
# 1 "v000402.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
