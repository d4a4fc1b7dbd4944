# 1 "v001136.cu"
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
# 22 "v001136.cu"
__attribute__((visibility("hidden"))) void combine6(short *__restrict__ out7) ;
#if 0
# 22
{ 
# 23
(*out7)--; 
# 24
long long hi8[2] = {2LL}; 
# 25
if ((out7[(__device_builtin_variable_gridDim.x) & (7)]) != (__device_builtin_variable_blockIdx.x)) { 
# 26
return; 
# 27
}  
# 28
(out7[3]) = (63); 
# 29
int lim9{(4890U)}; 
# 30
lim9 = ((out7[3]) + lim9); 
# 31
} 
#endif
# 33 "v001136.cu"
int smooth10(float a11) { 
# 34
if ((+a11) > a11) { 
# 35
return 19UL; 
# 36
}  
# 37
float q12((40UL)); 
# 38
int *h13 = (nullptr); 
# 39
return -(*h13); 
# 40
} 
# 43
__attribute__((visibility("hidden"))) void decay14(int *acc15, const unsigned *__restrict__ coef16, const double *in17, size_t *acc18) ;
#if 0
# 43
{ 
# 44
static_assert((sizeof(int) == (4)), "size check");
# 45
int idx19 = (((in17[(__device_builtin_variable_threadIdx.y) & (7)]) - (53U)) - (19 * (*acc15))) + (256); 
# 46
float f20[1 << 1] = {(7.0F), (4.0F)}; 
# 47
int y21 = (-48); 
# 48
idx19 = ((f20[y21]) - (9ULL)); 
# 49
} 
#endif
# 52 "v001136.cu"
__attribute__((visibility("hidden"))) void bias22(const unsigned char *__restrict__ in23, int n24, const int *__restrict__ src25, int lane26) ;
#if 0
# 52
{ 
# 53
int gid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
n24 = lane26; 
# 55
int flag28 = gid27 - (~(64 / lane26)); 
# 56
if (gid27 <= n24) { 
# 57
return; 
# 58
}  
# 59
flag28 = (((!((in23[n24 & 7]) > n24)) || (lane26 <= 38)) ? -(33 | lane26) : (((*in23) - 19UL) - (55))); 
# 60
if (flag28 >= (*in23)) { 
# 61
return; 
# 62
}  
# 63
} 
#endif
# 66 "v001136.cu"
long accum29(const int *src30) { 
# 67
unsigned char t31 = (48 & (*src30)) + 44; 
# 68
t31 = (51 - ((*src30) * (-(*src30)))); 
# 69
t31 = (((0) - (t31 % 894LL)) | (8 - t31)); 
# 70
t31 = (src30[7]); 
# 71
t31 = ((src30[4]) & ((6 ^ (*src30)) * (src30[5]))); 
# 72
t31 = (51); 
# 73
return t31 + (src30[t31 & 7]); 
# 74
} 
# 76
int main() { 
# 77
int len32 = 3285; 
# 78
short val33 = (((len32 += 61), (len32 - len32)) > 64) ? ((40) >= ((float)len32)) ? 41 - len32 : 38 : len32; 
# 79
static int m34 = (3208UL); 
# 80
(__cudaPushCallConfiguration(((dim3)(512)), 8 + (8 + 240), sizeof(double) * (128), 0)) ? (void)0 : combine6(nullptr); 
# 81
(__cudaPushCallConfiguration((m34 + 255) / 256, sizeof(unsigned) * (8 + 120))) ? (void)0 : decay14((int *)nullptr, (const unsigned *)nullptr, nullptr, nullptr); 
# 82
(__cudaPushCallConfiguration((m34 + 255) / 256, sizeof(int) * (8 + 24), sizeof(int) * (256), nullptr)) ? (void)0 : bias22((const unsigned char *)nullptr, 30, (const int *)nullptr, m34); 
# 83
return 0; 
# 84
} 

# 1 "v001136.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f3a4cbd4_10_v001136_cu_ddf6d12d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001136.cudafe1.stub.c"
#include "v001136.cudafe1.stub.c"
# 1 "v001136.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
