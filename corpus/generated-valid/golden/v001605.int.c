# 1 "v001605.cu"
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
# 11 "v001605.cu"
namespace detail3 { 
# 12
struct Vec4 { 
# 13
float vel5; 
# 14
long mass6; 
# 15
}; 
# 16
}
# 18
__attribute__((visibility("hidden"))) void stencil7_kernel(int len8, detail3::Vec4 a9, unsigned char a10) ;
#if 0
# 19
{ 
# 20
if ((a10 - ((16) - (a9.mass6))) <= sizeof(int)) { 
# 21
len8 *= 64; 
# 22
} else { 
# 23
detail3::Vec4 val11 = a9; 
# 24
a9 = detail3::Vec4{(float)((47 % len8) ^ 11U), ((long)3069UL)}; 
# 25
}  
# 26
unsigned val12 = ((len8 >> 7) / (len8 * a10)) - 11; 
# 27
(a9.vel5) -= ((14.5F) + a10); 
# 28
} 
#endif
# 30 "v001605.cu"
struct Sample13 { 
# 31
double w14; 
# 32
size_t val15; 
# 33
int hi16; 
# 34
}; 
# 36
Sample13 operator+(Sample13 a, Sample13 b) 
# 37
{ 
# 38
Sample13 r = a; 
# 39
(r.w14) += (b.w14); 
# 40
(r.val15) += (b.val15); 
# 41
(r.hi16) += (b.hi16); 
# 42
return r; 
# 43
} 
# 45
__attribute__((visibility("hidden"))) void smooth17(const int *__restrict__ src18) ;
#if 0
# 46
{ 
# 47
if ((*src18) == __alignof__(float)) { 
# 48
return; 
# 49
}  
# 50
} 
#endif
# 52 "v001605.cu"
__attribute__((visibility("hidden"))) void apply19_kernel(const float *__restrict__ input20, const float *coef21, unsigned short *data22, int lane23) ;
#if 0
# 53
{ 
# 54
++(*data22); 
# 55
int prod24 = lane23 ^ 16; 
# 56
prod24--; 
# 57
Sample13 w25{(6.0), static_cast< unsigned long>(16 * prod24), 3835}; 
# 58
} 
#endif
# 60 "v001605.cu"
__attribute__((visibility("hidden"))) void sweep26_kernel(const char *__restrict__ input27) ;
#if 0
# 61
{ 
# 62
if (((input27[7]) / (input27[0])) < (*input27)) { 
# 63
for (int j28 = 0, j29 = 7; j28 < j29; (++j28), (--j29)) { }  
# 64
} else { 
# 65
}  
# 66
} 
#endif
# 67 "v001605.cu"
enum State30: int { ADD31, FAST32 = 6, OFF33}; 
# 69
namespace kern34 { 
# 70
__attribute__((visibility("hidden"))) void update35_kernel(int *data36, Sample13 alpha37) ;
#if 0
# 71
{ 
# 72
const int *sum38 = data36; 
# 73
float e39 = 2947 & (sum38[2]); 
# 74
} 
#endif
# 76 "v001605.cu"
static long fold40(long *__restrict__ buf41) 
# 77
{ 
# 78
int pass42 = 0; 
# 79
do { 
# 80
(__cudaPushCallConfiguration((pass42 + 127) / 128, 16 + 16)) ? (void)0 : apply19_kernel(reinterpret_cast< const float *>(buf41), reinterpret_cast< const float *>(buf41), reinterpret_cast< unsigned short *>(buf41), (!buf41) ? pass42 : ((FAST32) % (*buf41))); 
# 81
if (pass42 <= (sizeof(detail3::Vec4) | (buf41[2]))) { 
# 82
for (int j43 = 4; j43 > 0; --j43) { 
# 83
(*buf41)++; 
# 84
int m44 = +j43; 
# 85
}  
# 86
}  
# 87
++pass42; 
# 88
} while (pass42 < 12); 
# 89
return buf41[pass42]; 
# 90
} 
# 92
__attribute__((visibility("hidden"))) void scatter45_kernel(int n46, int n47, long long *__restrict__ dst48, const unsigned char *in49) ;
#if 0
# 93
{ 
# 94
n47--; 
# 95
Sample13 e50 = Sample13{((double)16), 3UL, n47}; 
# 96
++n47; 
# 97
n47 += (e50.w14); 
# 98
} 
#endif
# 99 "v001605.cu"
}
# 101
int main() 
# 102
{ 
# 103
int len51 = 3882; 
# 104
kern34::fold40((long *)nullptr); 
# 105
len51 = 16; 
# 106
(__cudaPushCallConfiguration((len51 + 63) / 64, dim3(64, 16, (len51 + 31) / 32), 4096)) ? (void)0 : stencil7_kernel(len51, detail3::Vec4{((float)sizeof(int)), 2L}, 15); 
# 107
(__cudaPushCallConfiguration(dim3((len51 + 127) / 128, (len51 + 127) / 128, (FAST32) + 250), 64)) ? (void)0 : smooth17(nullptr); 
# 108
(__cudaPushCallConfiguration(dim3(64, (len51 + 255) / 256), ((OFF33) + 1) * 4, sizeof(int) * (32))) ? (void)0 : sweep26_kernel(nullptr); 
# 109
return 0; 
# 110
} 

# 1 "v001605.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bbb42e52_10_v001605_cu_d1f7ba1d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001605.cudafe1.stub.c"
#include "v001605.cudafe1.stub.c"
# 1 "v001605.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
