# 1 "v001653.cu"
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
# 15 "v001653.cu"
namespace ops6 { namespace inner7 { 
# 16
__attribute__((visibility("hidden"))) void fuse8(float *__restrict__ buf9, float b10, int len11) ;
#if 0
# 16
{ 
# 17
int gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if (gid12 >= len11) { 
# 19
return; 
# 20
}  
# 21
if ((len11 == gid12) && (gid12 <= 62UL) && (b10 < (49))) { 
# 22
double res13 = ((gid12 == ((b10 == gid12) ? *buf9 : (__device_builtin_variable_threadIdx.z))) ? (__device_builtin_variable_blockIdx.z) / (17.125F) : (gid12 % 16UL)) * (len11 * (len11 / (18.25))); 
# 23
if (buf9 == (nullptr)) { 
# 24
return; 
# 25
}  
# 26
}  
# 27
(*buf9) = ((!(!((__device_builtin_variable_gridDim.x) <= b10))) ? (9.125F) : (256 + len11)); 
# 28
} 
#endif
# 30 "v001653.cu"
inline unsigned step14(int stride15, const int *in16) { 
# 31
short w17 = (3); 
# 32
w17 = (9 + w17); 
# 33
if ((stride15 <= (*in16)) && (stride15 == 43)) { 
# 34
return (in16[6]) / w17; 
# 35
}  
# 36
return stride15 * ((stride15 != w17) ? stride15 : (31 - w17)); 
# 37
} 
# 38
}}
# 40
namespace gpu18 { 
# 41
__attribute__((visibility("hidden"))) void drift19(int len20, long beta21, const unsigned char *in22) ;
#if 0
# 41
{ 
# 42
int gid23 = __device_builtin_variable_threadIdx.x; 
# 43
if (gid23 >= beta21) { 
# 44
return; 
# 45
}  
# 46
int cnt24 = ((gid23 * gid23) - gid23) - (3212U - (len20 + 43)); 
# 47
ops6::inner7::step14(3049 / len20, reinterpret_cast< const int *>(in22)); 
# 48
cnt24 = cnt24; 
# 49
} 
#endif
# 51 "v001653.cu"
__attribute__((visibility("hidden"))) void mix25_kernel(unsigned *__restrict__ data26, char *acc27, float b28, size_t beta29) ;
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern float dyn_30[]; 
# 53
int idx31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
if ((4 - idx31) >= ((acc27[5]) * (__device_builtin_variable_threadIdx.x))) { 
# 55
ops6::inner7::step14(ops6::inner7::step14((*acc27) * beta29, reinterpret_cast< const int *>(acc27)), reinterpret_cast< const int *>(acc27)); 
# 56
}  
# 57
float e32(idx31); 
# 58
__attribute__((unused)) static float sh_33[3][11]; 
# 59
ops6::inner7::step14(acc27[4], reinterpret_cast< const int *>(acc27)); 
# 60
int res34(e32); 
# 61
} 
#endif
# 63 "v001653.cu"
__attribute__((visibility("hidden"))) void relax35_kernel(int len36, int len37, const float *__restrict__ src38, long long *data39) ;
#if 0
# 63
{ 
# 64
int idx40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
if (idx40 >= len37) { 
# 66
return; 
# 67
}  
# 68
len36 = len37; 
# 69
int u41 = ((!(idx40 <= len37)) ? idx40 / len36 : (36UL % (__device_builtin_variable_threadIdx.x))) * (src38[len37]); 
# 70
len37 = ((((data39[u41]) += idx40), 30) - 30); 
# 71
(data39[4]) = (30); 
# 72
} 
#endif
# 73 "v001653.cu"
}
# 74
static unsigned d_fuse42; 
# 76
namespace img43 { namespace sub44 { 
# 77
constexpr int clamp45(int stride46, int count47) { 
# 78
count47 = (stride46 * ((2053 % stride46) + 4)); 
# 79
return stride46; 
# 80
} 
# 82
__attribute__((unused)) void pivot48(double cfg49, int stride50) {int volatile ___ = 1;(void)cfg49;(void)stride50;
# 89
::exit(___);}
#if 0
# 82
{ 
# 83
for (int i51 = 0; i51 < stride50; ++i51) { 
# 84
for (int it52 = stride50; it52 > 0; --it52) { 
# 85
cfg49 = (cfg49 + i51); 
# 86
cfg49 = (((ops6::inner7::step14(__device_builtin_variable_blockIdx.y, (const int *)nullptr)) - cfg49) * (4.125)); 
# 87
}  
# 88
}  
# 89
} 
#endif
# 91 "v001653.cu"
int count53(double a54 = 55) { 
# 92
int w55 = 0; 
# 93
do { 
# 94
float flag56 = img43::sub44::clamp45(a54, (8) - a54) * w55; 
# 95
flag56 = flag56; 
# 96
++w55; 
# 97
} while (w55 < w55); 
# 98
(__cudaPushCallConfiguration((w55 + 127) / 128, 64, 0, 0)) ? (void)0 : gpu18::relax35_kernel(a54, -(w55 + a54), nullptr, nullptr); 
# 99
double w57{((22.5F))}; 
# 100
return '0'; 
# 101
} 
# 102
}}
# 104
int main() { 
# 105
int len58 = 2742; 
# 106
(__cudaPushCallConfiguration((len58 + 63) / 64, sizeof(float) * (64))) ? (void)0 : gpu18::mix25_kernel(nullptr, nullptr, 21, img43::sub44::clamp45(+len58, 38)); 
# 107
len58 = len58; 
# 108
if ((((len58 >= len58) || (len58 <= len58)) ? len58 : len58) <= (5UL * len58)) { 
# 109
(__cudaPushCallConfiguration((len58 + 127) / 128, 8 * 8, 256, 0)) ? (void)0 : ops6::inner7::fuse8(nullptr, 14ULL, ops6::inner7::step14(-60, (const int *)nullptr)); 
# 110
short acc59 = (ops6::inner7::step14(len58, (const int *)nullptr) % len58) + (len58 - sizeof(int)); 
# 111
}  
# 112
(__cudaPushCallConfiguration(32, 64, sizeof(float) * (128), nullptr)) ? (void)0 : gpu18::drift19(41, len58 + len58, (const unsigned char *)nullptr); 
# 113
return 0; 
# 114
} 

# 1 "v001653.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__563ffefe_10_v001653_cu_7d2fa4fe
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001653.cudafe1.stub.c"
#include "v001653.cudafe1.stub.c"
# 1 "v001653.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
