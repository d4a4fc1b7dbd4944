# 1 "v001738.cu"
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
# 13 "v001738.cu"
__attribute__((visibility("hidden"))) void sift8_kernel(int count9, float beta10, const int *src11) ;
#if 0
# 14
{ 
# 15
int tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
__attribute__((unused)) static unsigned short sh_13[256]; 
# 17
__attribute__((unused)) static unsigned sh_14; 
# 18
int r15 = tid12 - beta10; 
# 19
sh_14 = (count9 * (((__device_builtin_variable_gridDim.x) + 5LL) * ((__device_builtin_variable_gridDim.x) + 5LL))); 
# 20
bool cnt16(count9 > (21L - r15)); 
# 21
} 
#endif
# 23 "v001738.cu"
extern "C" __attribute__((visibility("hidden"))) void merge17_kernel(int len18, unsigned *out19, int *data20, double a21) ;
#if 0
# 24
{ 
# 25
int m22 = (int)(((a21 != a21) ? 61UL : (35L)) / (len18 * len18)); 
# 26
if ((__device_builtin_variable_threadIdx.x) >> 7) { 
# 27
return; 
# 28
}  
# 29
unsigned y23 = (((*out19) << 5) <= (4)) ? len18 : a21; 
# 30
m22 = (__device_builtin_variable_gridDim.x); 
# 31
y23 = ((((2 * m22) + 4) * ((unsigned)3)) + (static_cast< double>((__device_builtin_variable_threadIdx.x) + (data20[7])))); 
# 32
unsigned short x24((((2) * (__device_builtin_variable_warpSize * a21)) + (62)) - ((len18 * len18) * (data20[len18]))); 
# 33
} 
#endif
# 34 "v001738.cu"
static float c_kick25; 
# 36
__attribute__((visibility("hidden"))) void bias26(unsigned *dst27, unsigned short *dst28, float a29, int len30) ;
#if 0
# 37
{ 
# 38
(*dst27) = ((len30 >= ((__device_builtin_variable_gridDim.x) * (dst27[6]))) ? __device_builtin_variable_threadIdx.x : (30 + ((int)(__device_builtin_variable_gridDim.x)))); 
# 39
short v31 = (4) - (__device_builtin_variable_threadIdx.x); 
# 40
__attribute__((unused)) static float sh_32[7][16]; 
# 41
} 
#endif
# 44 "v001738.cu"
void step33(double p34) 
# 45
{ 
# 46
if (!(p34 < p34)) { 
# 47
return; 
# 48
}  
# 49
p34 = p34; 
# 50
p34 = ((p34 * (sizeof(float))) - (((p34 <= (sizeof(long long))) || ((57U) == p34)) ? ((11.0F)) + p34 : ((p34 >= (39)) ? p34 : (3)))); 
# 51
if (p34 == p34) { 
# 52
return; 
# 53
}  
# 54
} 
# 56
__attribute__((visibility("hidden"))) void scatter35_kernel(int *data36) ;
#if 0
# 57
{ 
# 58
if (data36 == (nullptr)) { 
# 59
goto skip37; 
# 60
}  
# 61
(data36[6]) = (static_cast< long long>(data36[__device_builtin_variable_blockIdx.x])); 
# 62
(*data36) = (__device_builtin_variable_threadIdx.x); 
# 63
skip37:; ; 
# 64
} 
#endif
# 66 "v001738.cu"
int fuse38(int n39, const float *in40) 
# 67
{ 
# 68
if (n39 >= (in40[n39])) { 
# 69
return (int)(*in40); 
# 70
}  
# 71
n39 = ((5) * (*in40)); 
# 72
n39 = (static_cast< int>(((in40[3]) + n39) + ((float)n39))); 
# 73
float val41 = (-5); 
# 74
constexpr int base42 = 37; 
# 75
if (n39 != 46) { 
# 76
return n39 << 12; 
# 77
}  
# 78
if ((8) == ((*in40) + base42)) { 
# 79
return 4 + ((int)val41); 
# 80
}  
# 81
return ((3 + n39) - (*in40)) * ((26U) + ((in40[n39]) + val41)); 
# 82
} 
# 84
int main() 
# 85
{ 
# 86
int size43 = 2850; 
# 87
size43 = 256; 
# 88
{ 
# 89
size43 = (-48); 
# 90
dim3 e44 = ((dim3)((size43 + 127) / 128)); 
# 91
} 
# 92
int lo45 = size43 - (static_cast< int>(static_cast< unsigned char>(3))); 
# 93
(__cudaPushCallConfiguration((lo45 + 31) / 32, 8 * (3 + (3 + 10)))) ? (void)0 : bias26(nullptr, (unsigned short *)nullptr, (size43 + lo45) * (1L >> lo45), 7 + size43); 
# 94
(__cudaPushCallConfiguration((lo45 + 127) / 128, 128)) ? (void)0 : sift8_kernel(4188UL, (2 * (size43 << lo45)) + (38 + size43), nullptr); 
# 95
(__cudaPushCallConfiguration((size43 + 31) / 32, 32)) ? (void)0 : merge17_kernel(((size43 == 15) && (lo45 <= lo45)) ? 51UL : lo45, nullptr, &lo45, lo45); 
# 96
(__cudaPushCallConfiguration(4, sizeof(float) * (3 + (3 + (3 + (3 + 20)))))) ? (void)0 : scatter35_kernel(&size43); 
# 97
return 0; 
# 98
} 

# 1 "v001738.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c5225ffa_10_v001738_cu_cf2b4b16
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001738.cudafe1.stub.c"
#include "v001738.cudafe1.stub.c"
# 1 "v001738.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
