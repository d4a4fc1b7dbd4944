# 1 "v001565.cu"
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
# 14 "v001565.cu"
__attribute__((visibility("hidden"))) void split4(float q5) ;
#if 0
# 14
{ 
# 15
q5 = (((q5 + q5) + (q5 + q5)) / (18.75F)); 
# 16
bool base6 = q5 != q5; 
# 17
q5 = q5; 
# 18
int pass7 = 0; 
# 19
do { 
# 20
q5 = (16.375F); 
# 21
int mid8 = 24; 
# 22
++pass7; 
# 23
} while (pass7 < 3); 
# 24
} 
#endif
# 25 "v001565.cu"
enum class Color9: long { Off10, Low11}; 
# 26
enum class State12 { Slow13, Add14, Off15 = 6}; 
# 28
static void merge16(const unsigned *src17, const int *__restrict__ coef18, double *data19) ;
#if 0
# 28
{ 
# 29
long long u20 = (-43); 
# 30
float f21 = (19L) + ((coef18[u20]) + ((sizeof(int)) | u20)); 
# 31
bool base22 = !(!(f21 < u20)); 
# 32
u20 = base22; 
# 33
f21 = (static_cast< int>(503UL)); 
# 34
State12 r23 = State12::Off15; 
# 35
} 
#endif
# 36 "v001565.cu"
static int d_sift24[64]; 
# 38
static void sift25_kernel(const float *__restrict__ coef26) ;
#if 0
# 38
{ 
# 39
(d_sift24[25]) = (((48 * (d_sift24[54])) | 256) + (18 + (d_sift24[62]))); 
# 40
bool stride27 = (static_cast< char>(*coef26)) >= (*coef26); 
# 41
} 
#endif
# 43 "v001565.cu"
__attribute__((visibility("hidden"))) void warp28(int *out29, unsigned *__restrict__ data30) ;
#if 0
# 43
{ 
# 44
for (auto acc31 : d_sift24) { 
# 45
acc31 = (2U); 
# 46
(data30[acc31]) = ((out29[acc31]) * (data30[acc31])); 
# 47
}  
# 48
} 
#endif
# 50 "v001565.cu"
__attribute__((visibility("hidden"))) void march32(float p33) ;
#if 0
# 50
{ 
# 51
int iter34 = 0; 
# 52
do { 
# 53
float idx35 = (sizeof(int)); 
# 54
int lim36 = (float)(~(iter34 | (d_sift24[iter34]))); 
# 55
++iter34; 
# 56
} while (iter34 < iter34); 
# 57
} 
#endif
# 59 "v001565.cu"
static int norm37(int lane38 = 6) { 
# 60
do { lane38 += ((3212LL * lane38) * 7ULL); } while (0); 
# 61
lane38 = (((sizeof(double) < lane38) ? 20UL : lane38) ? lane38 : lane38); 
# 62
lane38 = (static_cast< double>(16)); 
# 63
lane38 = (-24); 
# 64
return lane38; 
# 65
} 
# 67
int main() { 
# 68
int len39 = 1209; 
# 69
len39 = (-29); 
# 70
len39 = ((sizeof(unsigned long) + len39) ^ len39); 
# 71
(__cudaPushCallConfiguration(dim3(8, (len39 + 31) / 32), dim3(4, sizeof(float) * (4)))) ? (void)0 : merge16(nullptr, &len39, nullptr); 
# 72
(__cudaPushCallConfiguration((len39 + 255) / 256, 32, sizeof(double) * (256), 0)) ? (void)0 : sift25_kernel(nullptr); 
# 73
(__cudaPushCallConfiguration((len39 + 127) / 128, sizeof(float) * (64))) ? (void)0 : split4(len39 + len39); 
# 74
(__cudaPushCallConfiguration(dim3(1 << 5, 4), 1 << 7)) ? (void)0 : warp28(&len39, nullptr); 
# 75
(__cudaPushCallConfiguration(2, 1 << 5, sizeof(unsigned) * (48 + 16), nullptr)) ? (void)0 : march32((2.375F)); 
# 76
return 0; 
# 77
} 

# 1 "v001565.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b260a95c_10_v001565_cu_8f063605
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001565.cudafe1.stub.c"
#include "v001565.cudafe1.stub.c"
# 1 "v001565.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
