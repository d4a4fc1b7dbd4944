# 1 "v000597.cu"
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
# 12 "v000597.cu"
__attribute__((visibility("hidden"))) void pack5(bool q6, size_t *out7) ;
#if 0
# 12
{ 
# 13
q6 = ((out7[0]) <= (out7[6])); 
# 14
(out7[2]) ^= ((short)(((4) - (out7[3])) - (out7[2]))); 
# 15
q6 = (54 == q6); 
# 16
} 
#endif
# 18 "v000597.cu"
__attribute__((visibility("hidden"))) void decay8(long long p9, float *__restrict__ buf10) ;
#if 0
# 18
{ 
# 19
p9 %= (8 * (((*buf10) += (48)), 37)); 
# 20
constexpr int idx11 = 5; 
# 21
p9 = p9; 
# 22
p9++; 
# 23
double w12[3] = {}; 
# 24
} 
#endif
# 26 "v000597.cu"
__attribute((always_inline)) __attribute__((unused)) inline void probe13(int count14) {int volatile ___ = 1;(void)count14;
# 33
::exit(___);}
#if 0
# 26
{ 
# 27
long q15[8] = {}; 
# 28
{ 
# 29
float cnt16 = count14; 
# 30
auto mid17 = sizeof(int); 
# 31
} 
# 32
constexpr float hi18 = (17LL); 
# 33
} 
#endif
# 35 "v000597.cu"
__attribute__((visibility("hidden"))) void decay19_kernel(int n20) ;
#if 0
# 35
{ 
# 36
n20 = (n20 ^ 20L); 
# 37
n20 = ((((n20 + n20) + (-n20)) + n20) + 4736); 
# 38
n20 -= 48; 
# 39
n20 = (60U); 
# 40
if (n20 >= 38L) { 
# 41
return; 
# 42
}  
# 43
n20 = n20; 
# 44
unsigned res21[7] = {}; 
# 45
} 
#endif
# 47 "v000597.cu"
static void fuse22_kernel(int lane23, float *buf24) ;
#if 0
# 47
{ 
# 48
(*buf24) = lane23; 
# 49
switch (lane23 | lane23) { 
# 50
case 1:  
# 51
(*buf24) = (23.375F); 
# 52
break; 
# 53
default:  { 
# 54
double q25 = lane23; 
# 55
break; 
# 56
} 
# 57
}  
# 58
switch (lane23 - lane23) { 
# 59
case 0:  
# 60
case 7:  
# 61
lane23 *= (((-(*buf24)) - (buf24[lane23])) + (static_cast< short>((48) + (*buf24)))); 
# 62
[[fallthrough]] ; 
# 63
case 4:  
# 64
probe13(buf24[4]); 
# 65
break; 
# 66
}  
# 67
} 
#endif
# 69 "v000597.cu"
__attribute__((visibility("hidden"))) void tally26(float *dst27, int n28) ;
#if 0
# 69
{ 
# 70
int flag29 = sizeof(int) + n28; 
# 71
if (((n28 + 18L) + flag29) < (48)) { 
# 72
return; 
# 73
}  
# 74
} 
#endif
# 76 "v000597.cu"
__attribute__((visibility("hidden"))) void drift30(int stride31, const unsigned *__restrict__ coef32) ;
#if 0
# 76
{ 
# 77
auto res33 = *coef32; 
# 78
res33 = (45UL); 
# 79
res33 ^= (23); 
# 80
double v34[5]{(7), ((11.5F)), ((15.75F)), (5.0), ((double)(22.875F))}; 
# 81
constexpr float acc35 = (11.875F); 
# 82
static_assert((19 == 19), "bad config");
# 83
auto y36 = res33; 
# 84
} 
#endif
# 86 "v000597.cu"
__attribute__((visibility("hidden"))) void split37(double p38, const float *__restrict__ input39) ;
#if 0
# 86
{ 
# 87
float h40 = *input39; 
# 88
if ((input39[5]) < (*input39)) { 
# 89
goto skip41; 
# 90
}  
# 91
probe13(p38); 
# 92
skip41:; ; 
# 93
} 
#endif
# 95 "v000597.cu"
int main() { 
# 96
int len42 = 3356; 
# 97
(__cudaPushCallConfiguration((len42 + 63) / 64, 48 + (48 + 32))) ? (void)0 : split37(48, nullptr); 
# 98
len42 ^= sizeof(signed char); 
# 99
const char *k43 = ("48"); 
# 100
const char *f44 = k43; 
# 101
(__cudaPushCallConfiguration(sizeof(unsigned) * (48 + (48 + 32)), ((dim3)(512)))) ? (void)0 : decay8((static_cast< unsigned>(24L)) ^ (~(k43[1])), nullptr); 
# 102
(__cudaPushCallConfiguration((len42 + 31) / 32, ((dim3)(256)))) ? (void)0 : pack5((!(f44[1])) && ((k43[0]) <= (+(k43[0]))), (size_t *)nullptr); 
# 103
(__cudaPushCallConfiguration(dim3(48 + (48 + 32), (len42 + 63) / 64, (len42 + 127) / 128), 512)) ? (void)0 : decay19_kernel((unsigned long long)len42); 
# 104
(__cudaPushCallConfiguration(2, 128)) ? (void)0 : fuse22_kernel(f44[0], nullptr); 
# 105
return 0; 
# 106
} 

# 1 "v000597.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3c4efdb2_10_v000597_cu_ae5cb117
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000597.cudafe1.stub.c"
#include "v000597.cudafe1.stub.c"
# 1 "v000597.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
