# 1 "v000543.cu"
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
# 10 "v000543.cu"
__attribute__((unused)) static inline double probe5(const float *in6, int len7, const size_t *src8) {int volatile ___ = 1;(void)in6;(void)len7;(void)src8;
# 16
::exit(___);}
#if 0
# 10
{ 
# 11
len7 = len7; 
# 12
len7 = 13; 
# 13
len7 -= 28UL; 
# 14
int flag9 = (len7 < (src8[len7])) ? len7 + (32 + len7) : 45; 
# 15
return len7; 
# 16
} 
#endif
# 17 "v000543.cu"
int g_bump10 = (5 * 5); 
# 19
__attribute__((visibility("hidden"))) void norm11(float b12, double b13, const float *__restrict__ input14, long a15) ;
#if 0
# 19
{ 
# 20
int r16 = probe5(input14, probe5(input14, (59U) * (*input14), reinterpret_cast< const size_t *>(input14)), nullptr); 
# 21
float mid17 = a15; 
# 22
static_assert(((8 + 45) > 52));
# 23
} 
#endif
# 25 "v000543.cu"
inline void check_merge18(float cfg19, int lane20) { 
# 26
dim3 sum21 = ((dim3)(4)); 
# 27
for (int i22 = 0; i22 < 2; i22 += 3) { 
# 28
cfg19++; 
# 29
long long idx23 = i22; 
# 30
}  
# 31
} 
# 32
constexpr int DEPTH24 = (1 << 2); 
# 34
long long host_lerp25(int *__restrict__ out26) { 
# 35
if ((g_bump10 & 3) > 48) { 
# 36
goto out27; 
# 37
}  
# 38
g_bump10 ^= g_bump10; 
# 39
(__cudaPushCallConfiguration(sizeof(float) * (5 + 123), 32)) ? (void)0 : norm11(out26[6], DEPTH24 - (out26[g_bump10 & 7]), reinterpret_cast< const float *>(out26), (*out26) - 256); 
# 40
(out26[g_bump10]) = DEPTH24; 
# 41
out27:; ; 
# 42
return 3322; 
# 43
} 
# 45
void bump28(float p29) { 
# 46
g_bump10--; 
# 47
double cnt30 = 9 / g_bump10; 
# 48
cnt30 /= g_bump10; 
# 49
int idx31{('#')}; 
# 50
} 
# 52
constexpr int host_sweep32(int count33, int count34) { 
# 53
static_assert((sizeof(int) == (4)));
# 54
return count34 + (-count34); 
# 55
} 
# 57
inline void check_warp35(int n36, double *buf37, int stride38) { 
# 58
unsigned r39 = host_lerp25(reinterpret_cast< int *>(buf37)); 
# 59
if (int flag40(host_lerp25(reinterpret_cast< int *>(buf37))); (host_sweep32(r39, sizeof(int)) | (DEPTH24 * stride38)) <= (((2) * (*buf37)) + n36)) { 
# 60
if (flag40 != n36) { 
# 61
return; }  
# 62
}  
# 63
(__cudaPushCallConfiguration(dim3((n36 + 63) / 64, (r39 + (127)) / (128)), dim3(sizeof(float) * (16), sizeof(int) * (8), (stride38 + 63) / 64))) ? (void)0 : norm11((13.625F), host_lerp25(nullptr), reinterpret_cast< const float *>(buf37), host_lerp25(reinterpret_cast< int *>(buf37))); 
# 64
(buf37[g_bump10 & 7]) = (host_lerp25((int *)nullptr)); 
# 65
host_lerp25(reinterpret_cast< int *>(buf37)); 
# 66
(buf37[stride38 & 7]) += (256); 
# 67
} 
# 69
int main() { 
# 70
int size41 = 1890; 
# 71
unsigned diff42[2]{static_cast< unsigned>(g_bump10), 39U}; 
# 72
(__cudaPushCallConfiguration(8, ((dim3)((8 + 248) * 2)), 0, (cudaStream_t)0)) ? (void)0 : norm11(5, DEPTH24, nullptr, DEPTH24 << (size41 - g_bump10)); 
# 73
return 0; 
# 74
} 

# 1 "v000543.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4bbcae54_10_v000543_cu_g_bump10
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000543.cudafe1.stub.c"
#include "v000543.cudafe1.stub.c"
# 1 "v000543.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
