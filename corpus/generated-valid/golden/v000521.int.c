# 1 "v000521.cu"
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
# 23 "v000521.cu"
namespace math11 { namespace sub12 { 
# 24
static unsigned short d_apply13; 
# 26
__attribute__((visibility("hidden"))) void rank14_kernel(float *dst15, size_t beta16) ;
#if 0
# 26
{ 
# 27
{ 
# 28
math11::sub12::d_apply13 = (2046); 
# 29
--(*dst15); 
# 30
} 
# 31
const int v17 = (22UL); 
# 32
} 
#endif
# 34 "v000521.cu"
__attribute((noinline)) __attribute__((unused)) int update18(int len19 = 45U) {int volatile ___ = 1;(void)len19;
# 44
::exit(___);}
#if 0
# 34
{ 
# 35
++len19; 
# 36
unsigned short diff20[6] = {}; 
# 37
{ 
# 38
(diff20[3]) = (24UL); 
# 39
len19 -= (((__alignof__(char) + math11::sub12::d_apply13) * (23)) - len19); 
# 40
} 
# 41
if ((math11::sub12::d_apply13 >> len19) >= math11::sub12::d_apply13) { 
# 42
return 35; }  
# 43
return (35U << (math11::sub12::d_apply13 - len19)) * ((((diff20[1]) - 1) < len19) ? (diff20[1]) - 1 : len19); 
# 44
} 
#endif
# 45 "v000521.cu"
}}
# 47
__attribute__((visibility("hidden"))) void update21_kernel(short *data22, int lane23, const float *src24) ;
#if 0
# 47
{ 
# 48
lane23 = (62U); 
# 49
lane23 = 49; 
# 50
int res25 = -((math11::sub12::d_apply13 << 0) << 8); 
# 51
math11::sub12::d_apply13 = (((src24[1]) < ((lane23 ^ 12) + 3282)) ? src24[1] : ((lane23 ^ 12) + 3282)); 
# 52
++lane23; 
# 53
if (lane23 + res25) { 
# 54
return; }  
# 55
} 
#endif
# 56 "v000521.cu"
enum class Axis26 { Green27, Fast28 = 6}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 58
template< class T, class U> static void 
# 59
__wrapper__device_stub_fold29_kernel(T *&buf30, Axis26 &alpha31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 59
{ 
# 60
{ 
# 61
math11::sub12::d_apply13 &= (static_cast< long>(*buf30)); 
# 62
T sum32 = (math11::sub12::d_apply13 & math11::sub12::d_apply13) - (math11::sub12::d_apply13 * (54 + math11::sub12::d_apply13)); 
# 63
} 
# 64
if (math11::sub12::d_apply13 == (buf30[math11::sub12::d_apply13])) { 
# 65
return; }  
# 66
int tmp33 = ((math11::sub12::d_apply13 + (*buf30)) * (math11::sub12::d_apply13 + math11::sub12::d_apply13)) + 15; 
# 67
T tmp34 = (buf30[tmp33]) * ((((*buf30) < tmp33) ? *buf30 : tmp33) * ((buf30[math11::sub12::d_apply13]) * math11::sub12::d_apply13)); 
# 68
} 
#endif

#pragma GCC diagnostic pop

# 58 "v000521.cu"
template< class T, class U> static void 
# 59
fold29_kernel(T *buf30, Axis26 alpha31) {__wrapper__device_stub_fold29_kernel<T,U>(buf30,alpha31);
# 68
return;}
#if 0
# 59
{ 
# 60
{ 
# 61
math11::sub12::d_apply13 &= (static_cast< long>(*buf30)); 
# 62
T sum32 = (math11::sub12::d_apply13 & math11::sub12::d_apply13) - (math11::sub12::d_apply13 * (54 + math11::sub12::d_apply13)); 
# 63
} 
# 64
if (math11::sub12::d_apply13 == (buf30[math11::sub12::d_apply13])) { 
# 65
return; }  
# 66
int tmp33 = ((math11::sub12::d_apply13 + (*buf30)) * (math11::sub12::d_apply13 + math11::sub12::d_apply13)) + 15; 
# 67
T tmp34 = (buf30[tmp33]) * ((((*buf30) < tmp33) ? *buf30 : tmp33) * ((buf30[math11::sub12::d_apply13]) * math11::sub12::d_apply13)); 
# 68
} 
#endif
# 70 "v000521.cu"
__attribute__((visibility("hidden"))) void sweep35(unsigned *__restrict__ dst36, double *__restrict__ acc37, int lane38, Axis26 beta39) ;
#if 0
# 70
{ 
# 71
int idx40 = lane38; 
# 72
lane38 -= idx40; 
# 73
int stride41 = idx40; 
# 74
} 
#endif
# 76 "v000521.cu"
__attribute__((unused)) float filter42(unsigned char alpha43, int count44, unsigned cfg45) {int volatile ___ = 1;(void)alpha43;(void)count44;(void)cfg45;
# 80
::exit(___);}
#if 0
# 76
{ 
# 77
count44 = count44; 
# 78
count44 <<= math11::sub12::d_apply13; 
# 79
return 55; 
# 80
} 
#endif
# 82 "v000521.cu"
double mix46(int stride47, int len48, double a49 = (21.0)) { 
# 83
switch (stride47 * 62) { 
# 84
case 5:  
# 85
break; 
# 86
case 0:  
# 87
break; 
# 88
default:  { 
# 89
short f50[4]{((short)8), (2058U), (57UL), (61UL)}; 
# 90
break; 
# 91
} 
# 92
}  
# 93
int pass51 = 0; 
# 94
do { 
# 95
Axis26 lim52 = Axis26::Green27; 
# 96
len48 = 128; 
# 97
len48 >>= (static_cast< unsigned char>(len48 + a49)); 
# 98
++pass51; 
# 99
} while (pass51 < (8 + 5)); 
# 100
return sizeof(unsigned long long); 
# 101
} 
# 103
int main() { 
# 104
int n53 = 646; 
# 105
(__cudaPushCallConfiguration((n53 + 31) / 32, dim3(2 * 2, (8 + (8 + 48)) * 4, 1))) ? (void)0 : fold29_kernel< double, float> ((double *)nullptr, Axis26::Fast28); 
# 106
Axis26 q54 = Axis26::Green27; 
# 107
float q55 = n53; 
# 108
{ 
# 109
int r56{5}; 
# 110
dim3 res57 = dim3(2, (r56 + 255) / 256); 
# 111
} 
# 112
(__cudaPushCallConfiguration(((dim3)(2)), 512)) ? (void)0 : math11::sub12::rank14_kernel(&q55, (n53 < (n53 << sizeof(int))) ? n53 : (n53 << sizeof(int))); 
# 113
(__cudaPushCallConfiguration(8, 128)) ? (void)0 : update21_kernel(nullptr, 8, &q55); 
# 114
(__cudaPushCallConfiguration(dim3((8 + 24) * 4, 8), 8 + 24, 256, nullptr)) ? (void)0 : sweep35(nullptr, nullptr, q55, q54); 
# 115
return 0; 
# 116
} 

# 1 "v000521.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6ef5937f_10_v000521_cu_2b79db80
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000521.cudafe1.stub.c"
#include "v000521.cudafe1.stub.c"
# 1 "v000521.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
