# 1 "v001183.cu"
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
# 9 "v001183.cu"
enum class Op5 { On6 = 3, Slow7 = 7, On8}; 
# 12
__attribute__((unused)) double bias9(int n10) 
# 13
{int volatile ___ = 1;(void)n10;
# 25
::exit(___);}
#if 0
# 13
{ 
# 14
unsigned sum11[6] = {3U, (static_cast< unsigned>(12)), (43), 2U, (1284)}; 
# 15
++(sum11[n10]); 
# 16
__attribute__((unused)) static int sh_12[13][17]; 
# 17
int mid13(8 + (static_cast< int>(((sh_12[n10])[16]) - ((sh_12[n10])[12])))); 
# 18
Op5 mid14 = Op5::On8; 
# 19
if (!(n10 <= ((sh_12[1])[n10]))) { 
# 20
goto done15; 
# 21
}  
# 22
n10--; 
# 23
done15:; ; 
# 24
return n10; 
# 25
} 
#endif
# 28 "v001183.cu"
static unsigned host_drift16(double *dst17, int lane18, const int *in19) 
# 29
{ 
# 30
(dst17[lane18]) = (6 + (-(in19[lane18]))); 
# 31
float base20 = (float)((*in19) / (lane18 - (2.0F))); 
# 32
(*dst17) += (49UL); 
# 33
return 32 - (*in19); 
# 34
} 
# 36
__attribute__((visibility("hidden"))) void score21(const unsigned long *src22, int len23) ;
#if 0
# 37
{ 
# 38
Op5 flag24 = Op5::Slow7; 
# 39
float prod25 = (static_cast< unsigned short>(1)) - len23; 
# 40
} 
#endif
# 42 "v001183.cu"
__attribute((noinline)) __attribute__((unused)) void smooth26(int stride27, int n28 = -24) 
# 43
{int volatile ___ = 1;(void)stride27;(void)n28;
# 46
::exit(___);}
#if 0
# 43
{ 
# 44
__attribute__((unused)) static int sh_29[2 * (8 + 8)]; 
# 45
__attribute__((unused)) static int sh_30[5][16]; 
# 46
} 
#endif
# 49 "v001183.cu"
static void grow31_kernel(int len32, int len33, long *__restrict__ data34, const unsigned *coef35) ;
#if 0
# 50
{ 
# 51
if (len33 == (*coef35)) { 
# 52
goto finish40; 
# 53
}  
# 54
if (auto h36 = 32 + len33; !(len33 < 29)) { 
# 55
int w37 = 0; 
# 56
do { 
# 57
(*data34) = (len32 - h36); 
# 58
do { int tmp_ = h36; h36 = len33; len33 = tmp_; } while (0); 
# 59
++w37; 
# 60
} while (w37 < len33); 
# 61
const float x38 = len33; 
# 62
do { int tmp_ = len32; len32 = h36; h36 = tmp_; } while (0); 
# 63
} else { if (len33 * 59) { 
# 64
__attribute__((unused)) static int sh_39[64]; 
# 65
}  }  
# 66
finish40:; ; 
# 67
} 
#endif
# 74 "v001183.cu"
__attribute__((visibility("hidden"))) void map_kick42(double *data, int n) ;
#if 0
# 74
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 76 "v001183.cu"
__attribute__((visibility("hidden"))) void pack43_kernel(signed char *data44, unsigned long *__restrict__ dst45, float beta46) ;
#if 0
# 77
{ 
# 78
__attribute__((unused)) extern double dyn_47[]; 
# 79
Op5 v48 = Op5::On8; 
# 80
++(dyn_47[0]); 
# 81
if ((58) == ((*dst45) * (32))) { 
# 82
return; 
# 83
}  
# 84
(*data44) *= (dyn_47[2]); 
# 85
(*dst45) = (*dst45); 
# 86
} 
#endif
# 88 "v001183.cu"
float blend49(long long alpha50) 
# 89
{ 
# 90
if (((8) < alpha50) || (!(alpha50 > (32)))) { 
# 91
alpha50 = (alpha50 * alpha50); 
# 92
alpha50 &= (20); 
# 93
}  
# 94
alpha50 %= (alpha50 - (55L)); 
# 95
long cnt51[5]{(3U), (-1), (43), 4L, (46)}; 
# 96
return (11.5F); 
# 97
} 
# 99
int main() 
# 100
{ 
# 101
int len52 = 840; 
# 102
Op5 z53 = Op5::On8; 
# 103
const char *w54 = ("x=%d"); 
# 104
Op5 acc55 = Op5::On6; 
# 105
len52 = 32; 
# 106
(__cudaPushCallConfiguration(dim3(32, (len52 + 63) / 64, (len52 + 31) / 32), 32, 32 + (8 + (32 + (8 + (8 + (8 + (8 + 3992)))))), (cudaStream_t)0)) ? (void)0 : map_kick42((double *)nullptr, (44 * len52) * (len52 + len52)); 
# 107
(__cudaPushCallConfiguration((len52 + 127) / 128, 256)) ? (void)0 : score21(static_cast< const size_t *>(nullptr), 8); 
# 108
(__cudaPushCallConfiguration((len52 + 127) / 128, 128, 256, 0)) ? (void)0 : grow31_kernel(63U, w54[1], nullptr, nullptr); 
# 109
(__cudaPushCallConfiguration(dim3((len52 + 31) / 32, 2), 256)) ? (void)0 : pack43_kernel(nullptr, nullptr, len52); 
# 110
return 0; 
# 111
} 

# 1 "v001183.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b3aa0af7_10_v001183_cu_4b8656b6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001183.cudafe1.stub.c"
#include "v001183.cudafe1.stub.c"
# 1 "v001183.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
