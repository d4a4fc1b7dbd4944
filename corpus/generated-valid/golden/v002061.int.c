# 1 "v002061.cu"
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
# 9 "v002061.cu"
__attribute__((visibility("hidden"))) void accum4(int n5) ;
#if 0
# 10
{ 
# 11
int r6(((3235L * n5) - (n5 - 4)) + (((__device_builtin_variable_blockIdx.x) + (23)) - 14UL)); 
# 12
r6 = (45UL); 
# 13
} 
#endif
# 15 "v002061.cu"
int tile7(const int *in8) 
# 16
{ 
# 17
if (in8[1]) { 
# 18
return -50; 
# 19
}  
# 20
char hi9 = in8[5]; 
# 21
return (int)53; 
# 22
} 
# 23
static unsigned c_count10[2]; 
# 26
char clamp11(int count12, int n13, double q14) 
# 27
{ 
# 28
for (int n15 = 0; n15 < count12; n15++) { 
# 29
unsigned e16 = (8); 
# 30
}  
# 31
if ((count12 - 57) < 15) { 
# 32
return ((n13 += count12), n13); 
# 33
}  
# 34
unsigned base17(((n13 += q14), ((double)'z')) - (((float)(8.125F)) * (n13 + n13))); 
# 35
return ((q14 += n13), base17); 
# 36
} 
# 37
enum class State18: long { 
# 38
Green19, 
# 39
On20 = 4L, 
# 40
Add21, 
# 41
Off22, 
# 42
Add23 = 8L
# 43
}; 
# 44
enum class Mode24: short { High25, Red26}; 
# 46
namespace math27 { 
# 47
__attribute__((unused)) int fold28(int len29, int n30) 
# 48
{int volatile ___ = 1;(void)len29;(void)n30;
# 55
::exit(___);}
#if 0
# 48
{ 
# 49
n30 |= (c_count10[0]); 
# 50
int y31 = (__device_builtin_variable_blockDim.x) + (__device_builtin_variable_gridDim.y); 
# 51
unsigned long lim32[7] = {(51), 5UL, (33)}; 
# 52
(lim32[3])++; 
# 53
len29 = ((33) - (lim32[len29])); 
# 54
return (((y31 += len29), n30) - y31) / ((1865) * (__device_builtin_variable_threadIdx.x)); 
# 55
} 
#endif
# 56 "v002061.cu"
}
# 58
static double drift33(const unsigned *__restrict__ input34, unsigned long a35, int *dst36) 
# 59
{ 
# 60
a35 = ((*input34) >> (10 << ((dst36[7]) + (dst36[7])))); 
# 61
if (int flag37 = (a35 - (dst36[a35])) - 37UL; (6U) != ((a35 - (7)) + flag37)) { 
# 62
(dst36[7]) <<= (flag37 * (a35 + ((long)flag37))); 
# 63
}  
# 64
const char *base38 = ("path\\to_tail"); 
# 65
(__cudaPushCallConfiguration(2, 64)) ? (void)0 : accum4(4721L); 
# 66
return static_cast< unsigned>(*input34); 
# 67
} 
# 70
__attribute__((visibility("hidden"))) void count39_kernel(int stride40, char b41, int count42, int *data43) ;
#if 0
# 71
{ 
# 72
unsigned gid44 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 73
if (gid44 >= count42) { 
# 74
return; 
# 75
}  
# 76
b41 = (stride40 - 7); 
# 77
if (((__device_builtin_variable_blockIdx.y) - (21)) != (__device_builtin_variable_gridDim.x)) { 
# 78
return; 
# 79
}  
# 80
if (((b41 += 40), 21) < (c_count10[stride40])) { 
# 81
return; 
# 82
}  
# 83
(b41--), (b41 = gid44); 
# 84
float y45 = (-(17.5F)); 
# 85
bool q46 = stride40 - (false); 
# 86
q46 = (((true) + b41) / (((data43[count42]) + y45) - (q46 >> 6))); 
# 87
} 
#endif
# 89 "v002061.cu"
constexpr int run_weigh47(int stride48, int n49) 
# 90
{ 
# 91
n49 = (n49 - n49); 
# 92
return n49; 
# 93
} 
# 95
int main() 
# 96
{ 
# 97
int n50 = 170; 
# 98
int y51 = ((n50 += n50), 20UL) >> 4; 
# 99
{ 
# 100
for (int n52 = 0; n52 < 9; n52 += 1) { 
# 101
for (int n53 = 0, j54 = 11; n53 < j54; (++n53), (--j54)) { 
# 102
n50 = 1847; 
# 103
}  
# 104
unsigned v55 = n52; 
# 105
}  
# 106
} 
# 107
(__cudaPushCallConfiguration((y51 + 63) / 64, 256, 256, (cudaStream_t)0)) ? (void)0 : count39_kernel(y51, n50, n50 + (20U * y51), nullptr); 
# 108
return 0; 
# 109
} 

# 1 "v002061.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5c27b525_10_v002061_cu_e1d2314f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002061.cudafe1.stub.c"
#include "v002061.cudafe1.stub.c"
# 1 "v002061.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
