# 1 "v001941.cu"
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
# 16 "v001941.cu"
__attribute__((visibility("hidden"))) void grow5_kernel(const int *in6) ;
#if 0
# 17
{ 
# 18
int idx7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (((__device_builtin_variable_blockDim.z) * (in6[idx7])) < (2)) { 
# 20
return; }  
# 21
__attribute__((unused)) static double sh_8[8]; 
# 22
} 
#endif
# 24 "v001941.cu"
constexpr int host_bias9(int n10) 
# 25
{ 
# 26
unsigned long acc11 = n10 & 60U; 
# 27
double lo12 = (14) % (((acc11 ^ n10) != n10) ? acc11 : n10); 
# 28
return '0'; 
# 29
} 
# 31
__attribute__((visibility("hidden"))) void sift13(const int *in14, bool beta15) ;
#if 0
# 32
{ 
# 33
int i16 = __device_builtin_variable_threadIdx.x; 
# 34
int cnt17(in14[2]); 
# 35
int f18 = ((5 + cnt17) - 16) % cnt17; 
# 36
--cnt17; 
# 37
if (beta15) { 
# 38
return; }  
# 39
} 
#endif
# 41 "v001941.cu"
__attribute__((visibility("hidden"))) void weigh19(int len20, int count21, double *data22) ;
#if 0
# 42
{ 
# 43
if ((data22[(__device_builtin_variable_gridDim.x) & (7)]) >= (data22[6])) { 
# 44
return; }  
# 45
len20--; 
# 46
++count21; 
# 47
count21--; 
# 48
long long flag23 = (count21 / (__device_builtin_variable_threadIdx.x)) - (*data22); 
# 49
int lo24 = count21; 
# 50
} 
#endif
# 51 "v001941.cu"
static int d_lerp25[16]; 
# 52
static float d_scale26[32]; 
# 54
__attribute__((visibility("hidden"))) void shade27_kernel(const double *in28) ;
#if 0
# 55
{ 
# 56
if (((d_lerp25[__device_builtin_variable_warpSize & 15]) <= (in28[5])) || ((d_lerp25[(__device_builtin_variable_blockIdx.y) & (15)]) < (__device_builtin_variable_threadIdx.x))) { 
# 57
return; }  
# 58
unsigned short val29((sizeof(unsigned char))); 
# 59
unsigned f30 = (24); 
# 60
} 
#endif
# 62 "v001941.cu"
namespace img31 { 
# 63
__attribute__((visibility("hidden"))) void warp32(const double *input33) ;
#if 0
# 64
{ 
# 65
int tid34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
(d_lerp25[13])++; 
# 67
signed char *stride35 = (nullptr); 
# 68
} 
#endif
# 70 "v001941.cu"
__attribute__((visibility("hidden"))) void step36_kernel(long long beta37, int lane38) ;
#if 0
# 71
{ 
# 72
int tid39 = __device_builtin_variable_threadIdx.x; 
# 73
beta37 = (sizeof(unsigned long long)); 
# 74
(d_scale26[28]) *= (54); 
# 75
(--(d_lerp25[lane38 & 15])), (beta37 += (17)); 
# 76
if (32 > (tid39 % lane38)) { 
# 77
return; }  
# 78
float r40 = (~(64 * tid39)) + 32; 
# 79
} 
#endif
# 80 "v001941.cu"
}
# 82
int main() 
# 83
{ 
# 84
int count41 = 3505; 
# 85
count41++; 
# 86
count41 = 24; 
# 87
count41--; 
# 88
unsigned res42 = (32); 
# 89
(__cudaPushCallConfiguration(dim3((count41 + 63) / 64, (count41 + 31) / 32, sizeof(int) * (2 + 14)), dim3((count41 + 255) / 256, (res42 + (127)) / (128), (res42 + (31)) / (32)), sizeof(int) * (64))) ? (void)0 : img31::warp32((const double *)nullptr); 
# 90
int res43 = 41LL & res42; 
# 91
(__cudaPushCallConfiguration(((dim3)(2 + (2 + (2 + 10)))), 128)) ? (void)0 : grow5_kernel(nullptr); 
# 92
(__cudaPushCallConfiguration(((dim3)(2 * 2)), 256, sizeof(float) * (128))) ? (void)0 : sift13(&count41, !(host_bias9(count41) <= count41)); 
# 93
(__cudaPushCallConfiguration(sizeof(unsigned), 32 + 224)) ? (void)0 : weigh19(('z') ^ res42, (((res42 < count41) ? res42 : count41) < (res43 - res43)) ? (res42 < count41) ? res42 : count41 : (res43 - res43), nullptr); 
# 94
return 0; 
# 95
} 

# 1 "v001941.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3000ad10_10_v001941_cu_579ece20
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001941.cudafe1.stub.c"
#include "v001941.cudafe1.stub.c"
# 1 "v001941.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
