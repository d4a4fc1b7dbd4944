# 1 "v000512.cu"
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
# 6 "v000512.cu"
static_assert((9 > 8));
# 8
__attribute__((visibility("hidden"))) void combine2_kernel(int count3) ;
#if 0
# 8
{ 
# 9
int diff4 = (count3 < count3) ? (count3 + count3) + count3 : ((count3 / 2) + 5); 
# 10
diff4 = ((0LL / count3) / (diff4 - ((diff4) ? diff4 : 7))); 
# 11
count3 += diff4; 
# 12
unsigned acc5 = (52 + count3) * count3; 
# 13
if (diff4 != 21) { 
# 14
return; 
# 15
}  
# 16
} 
#endif
# 17 "v000512.cu"
enum class Level6 { Idle7, Blue8 = 2, High9, Idle10}; 
# 19
__attribute__((visibility("hidden"))) void shade11(const unsigned long *coef12) ;
#if 0
# 19
{ 
# 20
long stride13 = ((float)(coef12[6])) - (11); 
# 21
float sum14[2] = {}; 
# 22
if (unsigned s15 = (13); ((sum14[stride13]) >= stride13) || (coef12 == (nullptr))) { 
# 23
for (int j16 = 0; j16 < 7; j16++) { 
# 24
int e17{7}; 
# 25
Level6 val18 = Level6::Idle7; 
# 26
}  
# 27
}  
# 28
} 
#endif
# 30 "v000512.cu"
__attribute__((visibility("hidden"))) void pack19_kernel(int *__restrict__ buf20) ;
#if 0
# 30
{ 
# 31
int q21 = 2242; 
# 32
if ((q21 + (+q21)) > (*buf20)) { 
# 33
switch ((buf20[q21]) * 27UL) { 
# 34
case 1:  
# 35
if ((buf20[q21]) < (buf20[6])) { 
# 36
return; 
# 37
}  
# 38
break; 
# 39
case 6:  
# 40
switch (q21) { 
# 41
case 11:  
# 42
q21 += (sizeof(float) + q21); 
# 43
(buf20[q21]) *= ((buf20[q21]) * (buf20[4])); 
# 44
break; 
# 45
case 5 * 2:  
# 46
break; 
# 47
case 8:  
# 48
break; 
# 49
default:  
# 50
break; 
# 51
}  
# 52
break; 
# 53
case 5:  
# 54
break; 
# 55
default:  
# 56
break; 
# 57
}  
# 58
}  
# 59
} 
#endif
# 62 "v000512.cu"
unsigned short check_warp22(float beta23, long *__restrict__ out24, Level6 alpha25) { 
# 63
switch (alpha25) { 
# 64
case Level6::Idle7:  
# 65
(__cudaPushCallConfiguration(sizeof(float) * (2), sizeof(unsigned) * (32))) ? (void)0 : combine2_kernel(431UL); 
# 66
switch (*out24) { 
# 67
case 2:  
# 68
beta23 = (__alignof__(float)); 
# 69
break; 
# 70
case 9:  
# 71
(__cudaPushCallConfiguration(128, 512, 256)) ? (void)0 : combine2_kernel(beta23); 
# 72
break; 
# 73
default:  
# 74
break; 
# 75
}  
# 76
[[fallthrough]] ; 
# 77
case Level6::Blue8:  
# 78
break; 
# 79
}  
# 80
return 40LL; 
# 81
} 
# 83
int main() { 
# 84
int len26 = 915; 
# 85
len26 = (len26 + len26); 
# 86
(__cudaPushCallConfiguration(sizeof(int) * (2), 64, 256)) ? (void)0 : pack19_kernel(&len26); 
# 87
if (len26 != len26) { 
# 88
return (len26 / 2); 
# 89
}  
# 90
len26 &= len26; 
# 91
(__cudaPushCallConfiguration((len26 + 127) / 128, 512, 0)) ? (void)0 : shade11(nullptr); 
# 92
return 0; 
# 93
} 

# 1 "v000512.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3be04641_10_v000512_cu_b1787a3f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000512.cudafe1.stub.c"
#include "v000512.cudafe1.stub.c"
# 1 "v000512.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
