# 1 "v000895.cu"
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
# 21 "v000895.cu"
enum class Op7 { 
# 22
Idle8 = 2, 
# 23
Low9 = 6, 
# 24
Idle10, 
# 25
Add11 = 12, 
# 26
Slow12
# 27
}; 
# 29
__attribute__((visibility("hidden"))) void pivot13(float *out14) ;
#if 0
# 30
{ 
# 31
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
(out14[2]) -= (i15 | ((((out14[__device_builtin_variable_gridDim.x]) += (out14[4])), i15) % i15)); 
# 33
int lo16[5] = {i15}; 
# 34
short base17 = 57 + i15; 
# 35
base17++; 
# 36
} 
#endif
# 38 "v000895.cu"
namespace kern18 { 
# 39
float check_reduce19(double cfg20, unsigned beta21, const float *in22) 
# 40
{ 
# 41
if (beta21) { 
# 42
return -(cfg20 - cfg20); 
# 43
}  
# 44
(__cudaPushCallConfiguration((beta21 + (31)) / (32), 4 * 8)) ? (void)0 : pivot13(const_cast< float *>(in22)); 
# 45
return ((cfg20 += ((24.875F))), ((33UL ^ beta21) - (10.375F))); 
# 46
} 
# 48
__attribute__((visibility("hidden"))) void scatter23(int *__restrict__ out24, int stride25) ;
#if 0
# 49
{ 
# 50
int idx26 = __device_builtin_variable_threadIdx.x; 
# 51
int mid27 = (__alignof__(int) - (out24[stride25 & 7])) - (34); 
# 52
if (((*out24) - 7) >= idx26) { 
# 53
return; 
# 54
}  
# 55
} 
#endif
# 56 "v000895.cu"
static int c_norm28[4]; 
# 57
}
# 59
__attribute__((visibility("hidden"))) void apply29_kernel(const int *src30, int lane31, float *__restrict__ data32) ;
#if 0
# 60
{ 
# 61
(data32[lane31]) = (sizeof(float)); 
# 62
double mid33 = src30[lane31]; 
# 63
} 
#endif
# 65 "v000895.cu"
__attribute__((visibility("hidden"))) void accum34(int stride35, int len36, const long long *__restrict__ input37) ;
#if 0
# 66
{ 
# 67
int tid38 = __device_builtin_variable_threadIdx.x; 
# 68
if (tid38 >= len36) { 
# 69
return; 
# 70
}  
# 71
for (int n39 = 0, j40 = stride35; n39 < j40; (++n39), (--j40)) { 
# 72
auto idx41 = ((int)len36) - 3; 
# 73
char stride42 = idx41 ^ (5 * len36); 
# 74
}  
# 75
short x43(((!input37) ? (unsigned)(kern18::c_norm28[__device_builtin_variable_blockIdx.y]) : (4)) << (((stride35 | __alignof__(int)) <= (52)) ? *input37 : (17 << (*input37)))); 
# 76
double stride44 = x43; 
# 77
} 
#endif
# 79 "v000895.cu"
int main() 
# 80
{ 
# 81
int len45 = 2425; 
# 82
len45 += (((len45 - 47) * kern18::check_reduce19(16, len45, (const float *)nullptr)) * (len45 | len45)); 
# 83
for (int n46 = len45; n46 > 0; --n46) { 
# 84
for (int n47 = 0, j48 = 7; n47 < j48; (++n47), (--j48)) { 
# 85
if ((len45 >> j48) > n47) { 
# 86
return kern18::check_reduce19(n46, 41, (const float *)nullptr) - kern18::check_reduce19(j48, j48, (const float *)nullptr); 
# 87
}  
# 88
len45++; 
# 89
}  
# 90
}  
# 91
(__cudaPushCallConfiguration((len45 + 63) / 64, 16 + 112)) ? (void)0 : kern18::scatter23(&len45, kern18::check_reduce19((int)len45, 3 + len45, (const float *)nullptr)); 
# 92
(__cudaPushCallConfiguration((len45 + 255) / 256, 32)) ? (void)0 : apply29_kernel(&len45, kern18::check_reduce19(len45 + len45, 4999 * len45, (const float *)nullptr), nullptr); 
# 93
(__cudaPushCallConfiguration((len45 + 63) / 64, (3 + 1) * (4 + 4))) ? (void)0 : accum34(len45 % sizeof(int), kern18::check_reduce19(kern18::check_reduce19(55, len45, nullptr), (float)3, nullptr), (const long long *)nullptr); 
# 94
return 0; 
# 95
} 

# 1 "v000895.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2ad926e7_10_v000895_cu_109b2413
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000895.cudafe1.stub.c"
#include "v000895.cudafe1.stub.c"
# 1 "v000895.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
