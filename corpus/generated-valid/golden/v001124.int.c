# 1 "v001124.cu"
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
# 7 "v001124.cu"
__attribute((noinline)) __attribute__((unused)) void scatter2(float cfg3, int *acc4, float alpha5) 
# 8
{int volatile ___ = 1;(void)cfg3;(void)acc4;(void)alpha5;
# 30
::exit(___);}
#if 0
# 8
{ 
# 9
if (((__device_builtin_variable_threadIdx.x) - (acc4[__device_builtin_variable_blockIdx.z])) & (1)) { 
# 10
goto done8; 
# 11
}  
# 12
(*acc4) = ((((__device_builtin_variable_threadIdx.x) << (__device_builtin_variable_blockIdx.z)) == cfg3) ? ~(('#') + (*acc4)) : (__device_builtin_variable_blockIdx.x)); 
# 13
switch (((*acc4) += (__device_builtin_variable_blockIdx.x)), (*acc4)) { 
# 14
case 10:  
# 15
++(*acc4); 
# 16
break; 
# 17
case 0:  
# 18
break; 
# 19
case 11:  
# 21
#pragma unroll
for (
# 21
int i6 = 0; i6 < 9; i6++) { 
# 22
(acc4[6])++; 
# 23
int f7 = cfg3; 
# 24
}  
# 25
break; 
# 26
default:  
# 27
break; 
# 28
}  
# 29
done8:; ; 
# 30
} 
#endif
# 31 "v001124.cu"
constexpr float kR9 = (3.5F); 
# 33
__attribute__((visibility("hidden"))) void drift10(signed char *buf11) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern int dyn_12[]; 
# 36
for (int n13 = 0; n13 < 5; ++n13) { 
# 37
long lo14[5] = {4L, 5L, static_cast< long>((__device_builtin_variable_blockDim.y) - n13)}; 
# 38
}  
# 39
(--(dyn_12[__device_builtin_variable_blockDim.x])), ((dyn_12[__device_builtin_variable_warpSize]) = (dyn_12[5])); 
# 40
__attribute__((unused)) static unsigned short sh_15[16]; 
# 41
constexpr double t16 = (1.125); 
# 42
(buf11[7]) = (buf11[2]); 
# 43
} 
#endif
# 45 "v001124.cu"
namespace _GLOBAL__N__64cd2aef_10_v001124_cu_a28c7c4e __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__64cd2aef_10_v001124_cu_a28c7c4e; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__64cd2aef_10_v001124_cu_a28c7c4e __attribute__((visibility("hidden")))  { 
# 46
inline float drift17(float b18, float a19) 
# 47
{ 
# 48
b18 = (11.875F); 
# 49
unsigned w20 = ((b18 += a19), kR9) - b18; 
# 50
a19 = (sizeof(int)); 
# 51
int z21 = w20 * w20; 
# 52
if (b18 >= a19) { 
# 53
return 30L; 
# 54
}  
# 55
return kR9; 
# 56
} 
# 57
constexpr unsigned RADIUS22 = (3); 
# 59
int check_scale23(const int *__restrict__ in24) 
# 60
{ 
# 61
switch ((*in24) | (in24[1])) { 
# 62
case 1 << 2:  
# 63
break; 
# 64
case 10:  
# 65
break; 
# 66
case 2 * 6:  
# 67
if ((in24[5]) <= 35) { 
# 68
unsigned acc25{(52)}; 
# 69
}  
# 70
break; 
# 71
case 5:  
# 72
(__cudaPushCallConfiguration(64, 128, sizeof(float) * (64), nullptr)) ? (void)0 : drift10(nullptr); 
# 73
break; 
# 74
default:  
# 75
break; 
# 76
}  
# 77
return RADIUS22 & (((in24[2]) - RADIUS22) * (25)); 
# 78
} 
# 79
}
# 81
__attribute__((visibility("hidden"))) void shade26(int n27) ;
#if 0
# 82
{ 
# 83
int idx28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 84
if (idx28 >= n27) { 
# 85
return; 
# 86
}  
# 87
--n27; 
# 88
if ((idx28 >> 0) > (__device_builtin_variable_blockDim.z)) { 
# 89
return; 
# 90
}  
# 91
if (((__device_builtin_variable_gridDim.x) & (idx28 - 57)) > RADIUS22) { 
# 92
static_assert((33 == 33));
# 93
if ((n27 - kR9) != kR9) { 
# 94
return; 
# 95
}  
# 96
} else { 
# 97
}  
# 98
} 
#endif
# 100 "v001124.cu"
static void shade29(unsigned alpha30, int lane31) 
# 101
{ 
# 102
lane31 = (alpha30 / ((alpha30 != kR9) ? lane31 * kR9 : (3))); 
# 103
auto fn32 = []()->int { 
# 104
return check_scale23(static_cast< const int *>(nullptr)); 
# 105
} ; typedef decltype(fn32) __T0;
# 106
fn32(); 
# 107
auto fn35 = [&](int w33, char w34) { 
# 108
(alpha30) = (check_scale23(nullptr)); 
# 109
(alpha30) = (check_scale23(static_cast< const int *>(nullptr))); 
# 110
} ; typedef decltype(fn35) __T1;
# 111
fn35(lane31, RADIUS22); 
# 112
(__cudaPushCallConfiguration(2, (32) * (RADIUS22 + (1)), RADIUS22 + (1021), nullptr)) ? (void)0 : shade26(24LL); 
# 113
switch (lane31) { 
# 114
case 6:  
# 115
if (alpha30 <= __alignof__(char)) { 
# 116
return; 
# 117
}  
# 118
alpha30 = (26); 
# 119
break; 
# 120
case 0:  
# 121
break; 
# 122
case 5:  
# 123
break; 
# 124
case RADIUS22 + (1):  
# 125
break; 
# 126
}  
# 127
} 
# 129
int main() 
# 130
{ 
# 131
int size36 = 2500; 
# 132
for (int it37 = 0, j38 = size36; it37 < j38; (++it37), (--j38)) { 
# 133
size36 = 19; 
# 134
shade29(22, RADIUS22 * (j38 + 7)); 
# 135
}  
# 136
++size36; 
# 137
cudaStream_t z39 = (nullptr); 
# 138
if (size36 % size36) { 
# 139
return RADIUS22; 
# 140
}  
# 141
return 0; 
# 142
} 

# 1 "v001124.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__64cd2aef_10_v001124_cu_a28c7c4e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001124.cudafe1.stub.c"
#include "v001124.cudafe1.stub.c"
# 1 "v001124.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
