# 1 "v001170.cu"
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
# 7 "v001170.cu"
__attribute__((visibility("hidden"))) void warp2(int n3, int lane4, int stride5) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_6[]; 
# 10
float tmp7 = (20L); 
# 11
int z8 = +(tmp7 + (37UL)); 
# 12
} 
#endif
# 14 "v001170.cu"
extern "C" {
# 15
__attribute__((visibility("hidden"))) void mix9(const char *coef10, int count11, int n12, unsigned char p13) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern double dyn_14[]; 
# 18
int i15 = __device_builtin_variable_threadIdx.x; 
# 19
if (i15 >= count11) { 
# 20
return; 
# 21
}  
# 22
static_assert((43 > 42), "bad config");
# 23
n12 = 23; 
# 24
__attribute__((unused)) static signed char sh_16[32]; 
# 25
++(sh_16[(__device_builtin_variable_gridDim.x) & (31)]); 
# 26
int stride17 = (unsigned long long)(coef10[n12]); 
# 27
count11 = ((__device_builtin_variable_blockDim.z) - (((__device_builtin_variable_threadIdx.z) & p13) + (coef10[3]))); 
# 28
if (p13 >= ('#')) { 
# 29
return; 
# 30
}  
# 31
} 
#endif
# 32 "v001170.cu"
}
# 33
static int d_drift18[16]; 
# 35
inline int mix19(int len20 = 14) 
# 36
{ 
# 37
len20 = len20; 
# 38
len20++; 
# 39
len20 = (+(7U + len20)); 
# 40
len20 = ('#'); 
# 41
return 30LL; 
# 42
} 
# 44
int accum21(int *__restrict__ data22, char *__restrict__ buf23, const unsigned *__restrict__ in24) 
# 45
{ 
# 46
(*buf23) = (37); 
# 47
(data22[4]) = 64; 
# 48
(*data22) = (mix19(data22[7]) ^ 64); 
# 49
double h25{(double)(buf23[5])}; 
# 50
return *buf23; 
# 51
} 
# 53
extern "C" {
# 54
__attribute__((visibility("hidden"))) void rank26_kernel(const int *__restrict__ in27, float p28) ;
#if 0
# 55
{ 
# 56
int gid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
if ((*in27) & 1) { 
# 58
return; 
# 59
}  
# 60
__attribute__((unused)) static int sh_30[32]; 
# 61
(d_drift18[15]) = (((31 + (sh_30[gid29 & 31])) - mix19()) * gid29); 
# 62
} 
#endif
# 63 "v001170.cu"
}
# 65
__attribute__((visibility("hidden"))) void clamp31_kernel(float *__restrict__ acc32, const double *input33) ;
#if 0
# 66
{ 
# 67
unsigned idx34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 68
(acc32[__device_builtin_variable_blockIdx.x]) = (static_cast< unsigned>(4115)); 
# 69
int val35 = idx34; 
# 70
} 
#endif
# 71 "v001170.cu"
static unsigned d_combine36[4]; 
# 73
void check_filter37(double q38, float beta39 = (19.625F)) 
# 74
{ 
# 75
beta39 = (44); 
# 76
int *u40 = (nullptr); 
# 77
(u40[3]) = beta39; 
# 78
} 
# 80
int main() 
# 81
{ 
# 82
int count41 = 86; 
# 83
count41--; 
# 84
(__cudaPushCallConfiguration((count41 + 31) / 32, 128)) ? (void)0 : warp2(-60, mix19(), (7) + ((double)count41)); 
# 85
count41++; 
# 86
count41 = (-count41); 
# 87
(__cudaPushCallConfiguration(((dim3)(2)), 512)) ? (void)0 : mix9(nullptr, count41, accum21(nullptr, nullptr, nullptr), (count41 ^ count41) << count41); 
# 88
(__cudaPushCallConfiguration(((dim3)(8)), 256)) ? (void)0 : rank26_kernel(nullptr, (3 | count41) + 18); 
# 89
(__cudaPushCallConfiguration(4, dim3(1, (count41 + 255) / 256, 16))) ? (void)0 : clamp31_kernel(nullptr, nullptr); 
# 90
return 0; 
# 91
} 

# 1 "v001170.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__234f32c8_10_v001170_cu_e3485158
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001170.cudafe1.stub.c"
#include "v001170.cudafe1.stub.c"
# 1 "v001170.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
