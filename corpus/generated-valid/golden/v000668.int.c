# 1 "v000668.cu"
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
# 13 "v000668.cu"
int check_accum6(int *data7, int n8, double alpha9 = (17.25)) 
# 14
{ 
# 15
(data7[2]) >>= ((7 | (n8 ^ 8)) * ((1 << (data7[5])) + 61)); 
# 16
dim3 flag10 = dim3((n8 + 127) / 128, (n8 + 31) / 32); 
# 17
return n8 + (2U + (((data7[0]) >= (*data7)) ? 16 : 16)); 
# 18
} 
# 21
struct Vec11 { 
# 22
unsigned y12; 
# 23
float flag13; 
# 24
int sum14, id15; 
# 25
}; 
# 27
__attribute__((unused)) inline unsigned apply16(const unsigned *in17, int stride18) 
# 28
{int volatile ___ = 1;(void)in17;(void)stride18;
# 32
::exit(___);}
#if 0
# 28
{ 
# 29
__attribute__((unused)) static int sh_19; 
# 30
int w20 = (47U); 
# 31
return stride18; 
# 32
} 
#endif
# 33 "v000668.cu"
long g_sift21 = (61); 
# 35
template< class T, int N> __attribute__((unused)) double 
# 36
scale22(T *data23) 
# 37
{int volatile ___ = 1;(void)data23;
# 43
::exit(___);}
#if 0
# 37
{ 
# 38
if ((data23[4]) > 12) { 
# 39
return N; 
# 40
}  
# 41
int acc24 = N; 
# 42
return acc24 * ((N * (data23[acc24])) * 8); 
# 43
} 
#endif
# 46 "v000668.cu"
__attribute__((visibility("hidden"))) void scatter25_kernel(int lane26, float q27, const float *src28, float p29) ;
#if 0
# 47
{ 
# 48
__attribute__((unused)) extern int dyn_30[]; 
# 49
float stride31 = ((24UL <= ((p29 == (src28[lane26 & 7])) ? 30 : 32UL)) && ((dyn_30[4]) == 40U)) ? lane26 | ((dyn_30[lane26]) & lane26) : 9; 
# 50
Vec11 stride32 = Vec11{static_cast< unsigned>(*src28), (12.125F), 9, 58}; 
# 51
Vec11 mid33{(4L), (-(13.25F)), 51, lane26}; 
# 52
} 
#endif
# 54 "v000668.cu"
static void accum34_kernel(double *buf35) ;
#if 0
# 55
{ 
# 56
(*buf35) /= (buf35[0]); 
# 57
int hi36 = (56UL); 
# 58
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 60 "v000668.cu"
template< class T, class U> static void 
# 61
__wrapper__device_stub_reduce37_kernel(const U *&src38, float &b39) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
float z40 = (5U); 
# 64
--b39; 
# 65
static_assert(((16 + 13) > 28), "size check");
# 66
U mid41 = (src38[5]) + ((((3) > z40) || (z40 != (*src38))) ? z40 : ((z40 < b39) ? b39 : (127))); 
# 67
Vec11 idx42{50, (10.625F), (-34), 4}; 
# 68
} 
#endif

#pragma GCC diagnostic pop

# 60 "v000668.cu"
template< class T, class U> static void 
# 61
reduce37_kernel(const U *src38, float b39) 
# 62
{__wrapper__device_stub_reduce37_kernel<T,U>(src38,b39);
# 68
return;}
#if 0
# 62
{ 
# 63
float z40 = (5U); 
# 64
--b39; 
# 65
static_assert(((16 + 13) > 28), "size check");
# 66
U mid41 = (src38[5]) + ((((3) > z40) || (z40 != (*src38))) ? z40 : ((z40 < b39) ? b39 : (127))); 
# 67
Vec11 idx42{50, (10.625F), (-34), 4}; 
# 68
} 
#endif
# 70 "v000668.cu"
__attribute__((visibility("hidden"))) void drift43(Vec11 beta44) ;
#if 0
# 71
{ 
# 72
__attribute__((unused)) extern float dyn_45[]; 
# 73
switch (beta44.y12) { 
# 74
case 0:  
# 75
(beta44.sum14) ^= ((33) & (beta44.y12)); 
# 76
for (int j46 = 0; j46 < 12; j46 += 1) { 
# 77
for (int it47 = 0; it47 < j46; ++it47) { 
# 78
if ((beta44.y12) + it47) { 
# 79
break; 
# 80
}  
# 81
}  
# 82
}  
# 83
break; 
# 84
case 5:  
# 85
break; 
# 86
case 8 + 4:  
# 87
break; 
# 88
default:  
# 89
--(dyn_45[2]); 
# 90
break; 
# 91
}  
# 92
} 
#endif
# 94 "v000668.cu"
long host_blend48(signed char p49) 
# 95
{ 
# 96
(p49--), (p49 *= ((((p49 - p49) < 28L) ? g_sift21 + (13) : (3)) * (21))); 
# 97
p49 = (10); 
# 98
p49 = (((p49 + g_sift21) / (p49 % 58)) + (8)); 
# 99
return (g_sift21 - ('0')) ^ g_sift21; 
# 100
} 
# 102
int main() 
# 103
{ 
# 104
int n50 = 1444; 
# 105
++n50; 
# 106
g_sift21 = g_sift21; 
# 107
(__cudaPushCallConfiguration(dim3(1 << 1, (n50 + 31) / 32), dim3(8 + (8 + 240), 8, (g_sift21 + (127)) / (128)))) ? (void)0 : scatter25_kernel((n50 < 10) ? 7 : n50, g_sift21, nullptr, g_sift21); 
# 108
(__cudaPushCallConfiguration((8 + (8 + 16)) * 2, dim3((g_sift21 + (31)) / (32), (n50 + 63) / 64))) ? (void)0 : accum34_kernel(nullptr); 
# 109
(__cudaPushCallConfiguration(64, 2 * 16)) ? (void)0 : reduce37_kernel< unsigned, unsigned> (nullptr, (g_sift21 >> n50) & (3784UL - n50)); 
# 110
return 0; 
# 111
} 

# 1 "v000668.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__60e9089b_10_v000668_cu_33b2129a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000668.cudafe1.stub.c"
#include "v000668.cudafe1.stub.c"
# 1 "v000668.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
