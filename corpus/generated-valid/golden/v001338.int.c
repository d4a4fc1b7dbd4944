# 1 "v001338.cu"
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
# 7 "v001338.cu"
static_assert((((1 << 1) * 2) == 4));
# 8
static unsigned long c_tile3; 
# 9
enum Color4 { 
# 10
FAST5, 
# 11
RED6 = 5, 
# 12
RED7, 
# 13
GREEN8 = 11, 
# 14
RED9
# 15
}; 
# 16
__attribute((always_inline)) __attribute__((unused)) inline void bias10(int len11, const int *__restrict__ input12) {int volatile ___ = 1;(void)len11;(void)input12;
# 22
::exit(___);}
#if 0
# 16
{ 
# 17
short mid13 = (c_tile3 < (32)) ? c_tile3 : (32); 
# 18
__attribute__((unused)) static long sh_14[7][15]; 
# 19
__attribute__((unused)) static int sh_15[8]; 
# 20
__attribute__((unused)) static unsigned long long sh_16[(GREEN8) + 53]; 
# 21
const int *q17 = sh_15; 
# 22
} 
#endif
# 23 "v001338.cu"
__attribute__((unused)) unsigned march18(int stride19 = 44) {int volatile ___ = 1;(void)stride19;
# 49
::exit(___);}
#if 0
# 23
{ 
# 24
if (stride19 == (__device_builtin_variable_threadIdx.z)) { 
# 25
return 2580; }  
# 26
__attribute__((unused)) static unsigned sh_20[8]; 
# 27
if ((c_tile3 % (23)) < (__device_builtin_variable_gridDim.x)) { 
# 28
goto out22; 
# 29
}  
# 30
stride19 = (sizeof(float) - ((__device_builtin_variable_threadIdx.x) - ((sh_20[(__device_builtin_variable_blockDim.z) & (7)]) / (59)))); 
# 31
switch (sh_20[7]) { 
# 32
case 2:  
# 33
break; 
# 34
case 10:  
# 35
if ((c_tile3 & stride19) == stride19) { 
# 36
return 4697; }  
# 37
stride19 = (c_tile3 - (GREEN8)); 
# 38
break; 
# 39
case 3:  
# 40
case (RED7) + 1:  
# 41
break; 
# 42
default:  { 
# 43
__attribute__((unused)) static float sh_21[1 << 7]; 
# 44
break; 
# 45
} 
# 46
}  
# 47
out22:; ; 
# 48
return RED9; 
# 49
} 
#endif
# 50 "v001338.cu"
int run_scatter23(int *__restrict__ acc24, int *__restrict__ dst25, const float *__restrict__ input26) { 
# 51
{ 
# 52
int f27{(-33)}; 
# 53
auto lam31 = [](auto tmp28) { 
# 54
float *off29 = ((float *)nullptr); 
# 55
constexpr bool cnt30 = false; 
# 56
return tmp28 * 2; 
# 57
} ; typedef decltype(lam31) __T0;
# 58
} 
# 59
if (((*acc24) * (dst25[4])) != (input26[5])) { 
# 60
return (*dst25) + 19; }  
# 61
(*dst25) = ((*dst25) * (acc24[3])); 
# 62
(dst25[6]) &= (*dst25); 
# 63
return (((acc24[2]) < (dst25[1])) ? acc24[2] : (dst25[1])); 
# 64
} 
# 65
__attribute__((visibility("hidden"))) void march32(int *__restrict__ data33) ;
#if 0
# 65
{ 
# 66
int idx34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 67
constexpr float x35 = (-19); 
# 68
__attribute__((unused)) static float sh_36[64]; 
# 69
__attribute__((unused)) static float sh_37[7][8]; 
# 70
if (!data33) { 
# 71
__attribute__((unused)) static float sh_38[32]; 
# 72
const double *y39 = reinterpret_cast< const double *>(data33); 
# 73
}  
# 74
} 
#endif
# 75 "v001338.cu"
static float check_clamp40(const int *src41, bool b42) { 
# 76
if (b42 >= (static_cast< int>(*src41))) { 
# 77
b42 = (src41[5]); 
# 78
dim3 mid43 = ((dim3)(4)); 
# 79
}  
# 80
Color4 s44 = GREEN8; 
# 81
return s44; 
# 82
} 
# 83
int main() { 
# 84
int n45 = 2157; 
# 85
int pass46 = 0; 
# 86
do { 
# 87
if ((pass46 >= pass46) && (((n45 < pass46) ? n45 : pass46) != pass46)) { 
# 88
auto op49 = [=](float u47)->int { 
# 89
(__cudaPushCallConfiguration(1, ((dim3)((RED9) + 500)))) ? (void)0 : march32(nullptr); 
# 90
int *off48 = (static_cast< int *>(nullptr)); 
# 91
return (pass46) + (u47 + (2L)); 
# 92
} ; typedef decltype(op49) __T1;
# 93
op49(pass46); 
# 94
} else { 
# 95
(__cudaPushCallConfiguration(dim3(2, (pass46 + 255) / 256, (pass46 + 255) / 256), dim3((pass46 + 63) / 64, (RED7) + ((GREEN8) + 15)), 0)) ? (void)0 : march32(nullptr); 
# 96
Color4 sum50 = FAST5; 
# 97
}  
# 98
(__cudaPushCallConfiguration(((dim3)((n45 + 31) / 32)), (RED6) + 27)) ? (void)0 : march32(static_cast< int *>(nullptr)); 
# 99
++pass46; 
# 100
} while ((pass46 < n45) && n45); 
# 101
return 0; 
# 102
} 

# 1 "v001338.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5eb31dec_10_v001338_cu_c_tile3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001338.cudafe1.stub.c"
#include "v001338.cudafe1.stub.c"
# 1 "v001338.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
