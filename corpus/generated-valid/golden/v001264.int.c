# 1 "v001264.cu"
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
# 9 "v001264.cu"
static long d_probe5; 
# 11
int sift6(int n7 = 20) { 
# 12
for (int it8 = 0; it8 < n7; ++it8) { 
# 13
for (int i9 = 0, j10 = n7; i9 < j10; (++i9), (--j10)) { 
# 14
unsigned tmp11(it8 << 4); 
# 15
tmp11 = (((i9 * 22UL) + (44U)) | (34)); 
# 16
}  
# 17
int k12[2]{57, 1244}; 
# 18
}  
# 19
auto flag13 = 56; 
# 20
flag13 = (static_cast< float>(n7)); 
# 21
return (39 + (+flag13)) - (48 * flag13); 
# 22
} 
# 23
static int c_count14; 
# 25
__attribute__((visibility("hidden"))) void warp15_kernel(unsigned cfg16, const double *in17) ;
#if 0
# 25
{ 
# 26
unsigned tid18 = __device_builtin_variable_threadIdx.x; 
# 27
__attribute__((unused)) static int sh_19[64]; 
# 28
short val20[6] = {}; 
# 29
} 
#endif
# 30 "v001264.cu"
constexpr inline int STEPS21 = (1 << 7); 
# 31
static int d_trace22; 
# 33
__attribute__((visibility("hidden"))) void apply23(float *dst24) ;
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern int dyn_25[]; 
# 35
int idx26 = __device_builtin_variable_threadIdx.x; 
# 36
d_trace22 = ((d_trace22 += STEPS21), ((-d_probe5) | (idx26 - 8))); 
# 37
float y27 = -(((__device_builtin_variable_blockIdx.x) + (__device_builtin_variable_threadIdx.x)) - ((float)d_trace22)); 
# 38
d_trace22 = ((5) + y27); 
# 39
} 
#endif
# 41 "v001264.cu"
__attribute__((visibility("hidden"))) void march28(int *dst29) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern float dyn_30[]; 
# 43
unsigned idx31 = __device_builtin_variable_threadIdx.x; 
# 44
for (int j32 = 0; j32 < d_probe5; ++j32) { 
# 46
#pragma unroll 2
for (
# 46
int it33 = 0, j34 = d_probe5; it33 < j34; (++it33), (--j34)) { 
# 47
(dyn_30[c_count14]) = ((j34 + j34) | 6U); 
# 48
if (c_count14 == j32) { 
# 49
return; 
# 50
}  
# 51
}  
# 52
constexpr unsigned idx35 = (43ULL); 
# 53
}  
# 54
} 
#endif
# 57 "v001264.cu"
constexpr int count36(int n37, int count38) { 
# 58
return (n37 * count38) >> (STEPS21 - (n37 * n37)); 
# 59
} 
# 61
inline float score39(int n40, const float *src41, unsigned *buf42) { 
# 62
(buf42[4]) = (((*src41) < (4)) ? *src41 : (4)); 
# 63
for (int i43 = 0, j44 = 10; i43 < j44; (++i43), (--j44)) { 
# 64
constexpr float m45 = (0.25F); 
# 65
}  
# 66
float hi46 = (STEPS21 + ((*buf42) - (buf42[n40 & 7]))) + ((float)(static_cast< float>(*src41))); 
# 67
(buf42[n40 & 7]) = (+((STEPS21 % n40) - (n40 & (*buf42)))); 
# 68
return *src41; 
# 69
} 
# 71
constexpr int apply47(int count48) { 
# 72
return STEPS21; 
# 73
} 
# 75
constexpr int blend49(int lane50) { 
# 76
int u51{lane50}; 
# 77
double base52 = u51; 
# 78
return (((u51 + 3) + (53 & u51)) + 5) * ((base52 + (7)) + (2)); 
# 79
} 
# 81
__attribute__((visibility("hidden"))) void mix53(int lane54, const int *in55) ;
#if 0
# 81
{ 
# 82
int tid56 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 83
if (tid56 >= lane54) { 
# 84
return; 
# 85
}  
# 86
for (int it57 = 0; it57 < 11; ++it57) { 
# 87
double h58 = (__device_builtin_variable_threadIdx.y) - ((__device_builtin_variable_gridDim.x) << 6); 
# 88
__attribute__((unused)) static float sh_59[32]; 
# 89
}  
# 90
{ 
# 91
unsigned y60 = c_count14; 
# 92
d_probe5 = (15); 
# 93
} 
# 94
} 
#endif
# 96 "v001264.cu"
int main() { 
# 97
int size61 = 2863; 
# 98
int res62 = (+(static_cast< unsigned long>(size61))) + size61; 
# 99
float base63 = (long)(5 << (res62 + STEPS21)); 
# 100
(__cudaPushCallConfiguration(8, 64)) ? (void)0 : warp15_kernel(base63, nullptr); 
# 101
(__cudaPushCallConfiguration((size61 + 31) / 32, 256)) ? (void)0 : apply23(&base63); 
# 102
(__cudaPushCallConfiguration(1 << 4, 1 << 6, STEPS21 + 896, (cudaStream_t)0)) ? (void)0 : march28(&size61); 
# 103
return 0; 
# 104
} 

# 1 "v001264.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__17d9fe81_10_v001264_cu_9c0cb57b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001264.cudafe1.stub.c"
#include "v001264.cudafe1.stub.c"
# 1 "v001264.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
