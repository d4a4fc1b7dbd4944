# 1 "v001335.cu"
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
# 10 "v001335.cu"
extern "C" {
# 11
__attribute__((unused)) float pack7(int len8, signed char cfg9, int stride10) 
# 12
{int volatile ___ = 1;(void)len8;(void)cfg9;(void)stride10;
# 27
::exit(___);}
#if 0
# 12
{ 
# 13
switch (cfg9) { 
# 14
case 0:  { 
# 15
float base11 = (1889U); 
# 16
break; 
# 17
} 
# 18
case 9:  
# 19
stride10 = stride10; 
# 20
break; 
# 21
case 2 + (2 + 3):  
# 22
break; 
# 23
case 5:  
# 24
break; 
# 25
}  
# 26
return (4278) - (__device_builtin_variable_blockDim.x); 
# 27
} 
#endif
# 29 "v001335.cu"
__attribute__((visibility("hidden"))) void warp3_kernel(int count4, float b5) ;
#if 0
# 30
{ 
# 31
int gid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if (gid6 >= count4) { 
# 33
return; 
# 34
}  
# 35
--b5; 
# 36
if ((gid6 + 2) == (sizeof(int) | (__device_builtin_variable_threadIdx.x))) { 
# 37
if (((gid6 % count4) + (44UL * gid6)) > (b5 / __device_builtin_variable_warpSize)) { 
# 38
count4 = ((count4 | count4) + count4); 
# 39
count4 = 16; 
# 40
}  
# 41
}  
# 42
} 
#endif
# 43 "v001335.cu"
}
# 45
inline void lerp12(int len13, size_t beta14) 
# 46
{ 
# 47
int pass15 = 0; 
# 48
while (pass15 < (2 + 6)) { 
# 49
unsigned short hi16 = beta14 << 8UL; 
# 50
float idx17[6]{(5.0F), (static_cast< float>(sizeof(float))), (2215ULL), (0.625F), (21.125F), (static_cast< float>(59))}; 
# 51
++pass15; 
# 52
}  
# 53
} 
# 55
namespace _GLOBAL__N__acd9c531_10_v001335_cu_pack7 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__acd9c531_10_v001335_cu_pack7; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__acd9c531_10_v001335_cu_pack7 __attribute__((visibility("hidden")))  { 
# 56
static short d_weigh18; 
# 58
float split19(int count20) 
# 59
{ 
# 60
unsigned u21[6] = {}; 
# 61
double w22 = (((2) * (u21[1])) - (((u21[count20]) <= (22)) ? (2.875) : count20)) - count20; 
# 62
w22 = (count20 - (count20 * count20)); 
# 63
unsigned stride23 = (2); 
# 64
float z24 = ((count20 + 3409) + (stride23 ^ (u21[2]))) % (u21[stride23]); 
# 65
return z24 * ((8.375F) + count20); 
# 66
} 
# 67
}
# 69
int main() 
# 70
{ 
# 71
int count25 = 3015; 
# 72
if (((count25 > 61UL) ? 2 : count25) != count25) { 
# 73
if ((-count25) < 41) { 
# 74
return +count25; 
# 75
}  
# 76
}  
# 77
switch ((count25 != count25) ? count25 : count25) { 
# 78
case 2:  
# 79
case 2 + 10:  
# 80
break; 
# 81
case 2 + 3:  
# 82
break; 
# 83
case 4:  
# 84
if (count25 < count25) { 
# 85
(--count25), (count25 = count25); 
# 86
if ((+count25) <= 29) { 
# 87
return -52; 
# 88
}  
# 89
}  
# 90
break; 
# 91
}  
# 92
(__cudaPushCallConfiguration((count25 + 127) / 128, 32, sizeof(double) * (128), 0)) ? (void)0 : warp3_kernel(split19(2 + count25), (count25) ? sizeof(int) : (2)); 
# 93
return 0; 
# 94
} 

# 1 "v001335.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__acd9c531_10_v001335_cu_pack7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001335.cudafe1.stub.c"
#include "v001335.cudafe1.stub.c"
# 1 "v001335.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
