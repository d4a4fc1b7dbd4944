# 1 "v000749.cu"
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
# 13 "v000749.cu"
void run_split5(int count6, float beta7, int len8) { 
# 14
if (len8 >= 27UL) { 
# 15
return; }  
# 16
len8 = 11; 
# 17
(len8++), (count6 = 64); 
# 18
count6 = count6; 
# 19
(len8--), (count6 = (36 - count6)); 
# 20
beta7 = (count6 * (('a') + count6)); 
# 21
} 
# 22
static float d_mix9; 
# 24
unsigned update10(int n11, long alpha12, int len13) { 
# 25
int z14 = (26UL); 
# 26
const float res15 = (22.125F); 
# 27
return (int)(2 + (z14 % z14)); 
# 28
} 
# 30
namespace gpu16 { 
# 31
__attribute__((visibility("hidden"))) void fold17_kernel(const double *__restrict__ in18, long q19, double *__restrict__ dst20) ;
#if 0
# 31
{ 
# 32
unsigned idx21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (idx21 >= q19) { 
# 34
return; }  
# 35
{ 
# 36
int r22{6}; 
# 37
q19 = (11); 
# 38
} 
# 39
if ((long)(dst20[q19])) { 
# 40
return; }  
# 41
float w23{d_mix9}; 
# 42
} 
#endif
# 43 "v000749.cu"
enum Mode24 { IDLE25, FAST26}; 
# 44
}
# 46
namespace util27 { 
# 47
enum State28: unsigned char { 
# 48
BLUE29, 
# 49
RED30 = 5U, 
# 50
HIGH31, 
# 51
SLOW32, 
# 52
OFF33
# 53
}; 
# 54
}
# 56
__attribute__((visibility("hidden"))) void drift34_kernel(long long q35, int n36, const float *__restrict__ src37) ;
#if 0
# 56
{ 
# 57
int tid38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
if (tid38 >= n36) { 
# 59
return; }  
# 60
d_mix9 = (__device_builtin_variable_gridDim.x); 
# 61
d_mix9 = (((__device_builtin_variable_gridDim.x) - ((src37[q35]) * (src37[2]))) * (q35 + (tid38 % q35))); 
# 62
unsigned val39((long long)d_mix9); 
# 63
++val39; 
# 64
} 
#endif
# 66 "v000749.cu"
int host_reduce40(int *acc41, const int *__restrict__ input42, unsigned long q43) { 
# 67
auto acc44 = util27::OFF33; 
# 68
if (((*input42) * (*acc41)) == (acc41[6])) { 
# 69
return ((util27::SLOW32) - (*acc41)) + 1; }  
# 70
bool k45 = (0); 
# 71
k45 = ((((acc41[2]) * acc44) - (*acc41)) == 29); 
# 72
return (float)'\t'; 
# 73
} 
# 75
namespace kern46 { 
# 76
unsigned char split47(int lane48, int n49) { 
# 77
if (lane48 < lane48) { 
# 78
return lane48; }  
# 79
if (lane48 >= 11) { 
# 80
return 55; }  
# 81
float r50 = n49; 
# 82
n49 = ((n49 += r50), ((n49 + r50) + (25UL))); 
# 83
int flag51 = 5U - n49; 
# 84
flag51 = ((int)11); 
# 85
unsigned mid52 = (769); 
# 86
return 55; 
# 87
} 
# 89
__attribute__((visibility("hidden"))) void norm53(const short *in54, unsigned *__restrict__ out55) ;
#if 0
# 89
{ 
# 90
int v56 = (((out55[0]) += (out55[__device_builtin_variable_gridDim.z])), d_mix9) + (*out55); 
# 91
gpu16::Mode24 s57 = gpu16::FAST26; 
# 92
int tmp58 = (49 * (*in54)) * 1; 
# 93
} 
#endif
# 95 "v000749.cu"
int split59(util27::State28 a60, int n61 = 63) { 
# 96
static_assert((24 == 24), "bad config");
# 97
n61 = n61; 
# 98
return 46; 
# 99
} 
# 100
}
# 102
int main() { 
# 103
int count62 = 3663; 
# 104
double lo63[7]{(46), (2.0), ((4.625F)), (static_cast< double>((24.0F))), (4.0), (16), (static_cast< double>(-(9.25)))}; 
# 105
++(lo63[count62]); 
# 106
(lo63[0]) = (15.875); 
# 107
(__cudaPushCallConfiguration((count62 + 63) / 64, (util27::OFF33) + 248)) ? (void)0 : kern46::norm53(nullptr, nullptr); 
# 108
(lo63[count62]) = ((7.0F)); 
# 109
(__cudaPushCallConfiguration((count62 + 255) / 256, 128, 4096)) ? (void)0 : gpu16::fold17_kernel(lo63, (lo63[6]) - (16UL), nullptr); 
# 110
(__cudaPushCallConfiguration((util27::HIGH31) + 122, 256)) ? (void)0 : drift34_kernel(count62, 24, (const float *)nullptr); 
# 111
return 0; 
# 112
} 

# 1 "v000749.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__69c9ef3b_10_v000749_cu_061d9099
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000749.cudafe1.stub.c"
#include "v000749.cudafe1.stub.c"
# 1 "v000749.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
