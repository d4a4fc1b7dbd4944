# 1 "v002315.cu"
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
# 7 "v002315.cu"
__attribute__((visibility("hidden"))) void lerp3_kernel(int stride4, int lane5) ;
#if 0
# 8
{ 
# 9
if (lane5) { 
# 10
stride4 = stride4; 
# 11
stride4++; 
# 12
int acc6[6] = {}; 
# 13
}  
# 14
} 
#endif
# 15 "v002315.cu"
__attribute__((visibility("hidden"))) void march7(short *dst8, unsigned *dst9, const float *coef10, float *buf11) ;
#if 0
# 16
{ 
# 17
if (((int)(buf11[3])) > 59) { 
# 18
goto finish13; 
# 19
}  
# 20
(dst9[1]) = (*buf11); 
# 21
(buf11[2]) += ((((unsigned)(buf11[0])) - 1626UL) & (dst8[7])); 
# 22
if ((*dst9) == sizeof(int)) { 
# 23
if (buf11 == (nullptr)) { 
# 24
return; 
# 25
}  
# 26
constexpr float lo12 = (13); 
# 27
}  
# 28
finish13:; ; 
# 29
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 30 "v002315.cu"
__attribute((noinline)) __attribute__((unused)) static unsigned weigh14(int count15, int len16, const unsigned *src17) 
# 31
{int volatile ___ = 1;(void)count15;(void)len16;(void)src17;
# 40
::exit(___);}
#if 0
# 31
{ 
# 32
unsigned val18[6] = {}; 
# 33
if (count15 == (val18[1])) { 
# 34
goto skip19; 
# 35
}  
# 36
count15 >>= (((((val18[count15]) << (val18[2])) >= (39)) ? static_cast< unsigned char>(57) : count15) + 805); 
# 37
(val18[4])--; 
# 38
skip19:; ; 
# 39
return sizeof(int); 
# 40
} 
#endif

#pragma GCC diagnostic pop

# 41 "v002315.cu"
typedef unsigned long idx20_t; 
# 42
__attribute__((visibility("hidden"))) void tally21(unsigned long *acc22, short *buf23) ;
#if 0
# 43
{ 
# 44
switch (*acc22) { 
# 45
case 0:  
# 46
break; 
# 47
default:  
# 48
(*acc22) += (*acc22); 
# 49
break; 
# 50
}  
# 51
float h24[7] = {(3.0F), (38L), (static_cast< float>(-5L)), (5.0F)}; 
# 52
if ((*buf23) - (buf23[6])) { 
# 53
double lim25[5] = {(9.0), (static_cast< double>((11.0))), (3651)}; 
# 54
}  
# 55
(h24[5]) *= (-32); 
# 56
int m26 = *acc22; 
# 57
} 
#endif
# 58 "v002315.cu"
void run_tally27(int n28, double *dst29) 
# 59
{ 
# 60
static long long off30 = (9); 
# 61
int f31 = 12 >> (n28 - off30); 
# 62
f31 = (f31 << 4); 
# 63
n28 = n28; 
# 64
float k32 = n28 + (dst29[1]); 
# 65
} 
# 66
static int d_march33; 
# 67
__attribute__((visibility("hidden"))) void combine34_kernel(const short *in35, int stride36) ;
#if 0
# 68
{ 
# 69
if ((stride36 * (in35[2])) & 1) { 
# 70
return; 
# 71
}  
# 72
++stride36; 
# 73
d_march33 &= (((long)sizeof(unsigned char)) << ((stride36 - sizeof(unsigned)) + (59ULL * (*in35)))); 
# 74
if (d_march33 == (*in35)) { 
# 75
return; 
# 76
}  
# 77
stride36 = ((float)(7.5F)); 
# 78
stride36 = ((((*in35) * (in35[stride36 & 7])) >= sizeof(int)) ? (52L & (*in35)) * (18) : ((stride36 > stride36) ? static_cast< int>(in35[d_march33]) : (((*in35) != (*in35)) ? d_march33 : d_march33))); 
# 79
} 
#endif
# 80 "v002315.cu"
double host_tile37(const float *in38, int count39) 
# 81
{ 
# 82
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : combine34_kernel(nullptr, *in38); 
# 83
int off40 = count39; 
# 84
if ((-(in38[count39])) < count39) { 
# 85
return static_cast< double>(17ULL + count39); 
# 86
}  
# 87
(__cudaPushCallConfiguration(256, 32)) ? (void)0 : tally21(nullptr, static_cast< short *>(nullptr)); 
# 88
count39 ^= (((off40 | count39) + 43) + (14 - off40)); 
# 89
--off40; 
# 90
return (16.875F); 
# 91
} 
# 92
int main() 
# 93
{ 
# 94
int n41 = 2050; 
# 95
cudaStream_t y42 = (0); 
# 96
(__cudaPushCallConfiguration(1 << 6, 32 * 8)) ? (void)0 : march7((short *)nullptr, static_cast< unsigned *>(nullptr), static_cast< const float *>(nullptr), (float *)nullptr); 
# 97
static float stride43 = (-(15.375F)); 
# 98
(__cudaPushCallConfiguration((n41 + 127) / 128, sizeof(int) * (32))) ? (void)0 : lerp3_kernel((((n41 < stride43) ? 51 : stride43) == stride43) ? 444L : (53UL & n41), (3) + stride43); 
# 99
return 0; 
# 100
} 

# 1 "v002315.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e7f18ccc_10_v002315_cu_122babdc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002315.cudafe1.stub.c"
#include "v002315.cudafe1.stub.c"
# 1 "v002315.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
