# 1 "i000718.cu"
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
# 25 "i000718.cu"
static long d_drift8; 
# 27
__attribute__((visibility("hidden"))) void combine9(int *buf10, float *acc11) ;
#if 0
# 27
{ 
# 28
__attribute__((unused)) extern float dyn_12[]; 
# 29
int idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
if ((((2) * (dyn_12[5])) + (1)) > (__device_builtin_variable_gridDim.x)) { 
# 31
goto out16; 
# 32
}  
# 33
for (int n14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n14 < idx13; n14 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 34
constexpr int val15 = 21; 
# 35
++(acc11[idx13]); 
# 36
}  
# 37
out16:; ; 
# 38
} 
#endif
# 40 "i000718.cu"
namespace img17 { 
# 41
__attribute__((visibility("hidden"))) void gather18_kernel(const double *coef19) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern int dyn_20[]; 
# 43
int i21 = __device_builtin_variable_threadIdx.x; 
# 44
long u22(*coef19); 
# 45
(dyn_20[i21 & 7]) = u22; 
# 46
u22 = (sizeof(int)); 
# 47
for (int n23 = 0; n23 < i21; ++n23) { 
# 48
d_drift8 = ((i21 <= (*coef19)) ? 'z' : 23); 
# 49
float off24 = (48) & (d_drift8 & 64UL); 
# 50
}  
# 51
--d_drift8; 
# 52
} 
#endif
# 54 "i000718.cu"
__attribute__((visibility("hidden"))) void rank25(int len26, int *out27, float *dst28) ;
#if 0
# 54
{ 
# 55
int gid29 = __device_builtin_variable_threadIdx.x; 
# 56
if (gid29 >= len26) { 
# 57
return; }  
# 58
++(out27[1]); 
# 59
len26 = (-(out27[d_drift8])); 
# 60
len26 = len26; 
# 61
for (int j30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j30 < 6; j30 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 62
if ((gid29 | 5) >= 28) { 
# 63
continue; }  
# 64
if (j30 <= 15) { 
# 65
break; }  
# 66
}  
# 67
--(*dst28); 
# 68
} 
#endif
# 69 "i000718.cu"
}
# 71
static size_t relax31(float beta32, unsigned char q33, const int *coef34) { 
# 72
beta32--; 
# 73
constexpr float hi35 = (21U); 
# 74
q33 = (13); 
# 75
q33 = (coef34[5]); 
# 76
if (((q33 == 33) ? 'A' : hi35) >= q33) { 
# 77
return (q33 == 21) ? q33 * 44 : ((coef34[q33 & 7]) ^ 61); }  
# 78
beta32 = (47 | (q33 | q33)); 
# 79
return q33; 
# 80
} 
# 82
int main() { 
# 83
int n36 = 2942; 
# 84
n36 + 1; 
# 85
if (n36 & 1) { 
# 86
return 56; }  
# 87
(__cudaPushCallConfiguration((48 + (48 + (23 + 9))) * 4, 64)) ? (void)0 : combine9(static_cast< int *>(nullptr), (float *)nullptr); 
# 88
(__cudaPushCallConfiguration(512, 59 + 453)) ? (void)0 : img17::gather18_kernel(static_cast< const double *>(nullptr)); 
# 89
(__cudaPushCallConfiguration(((dim3)(sizeof(unsigned) * (48 + 16))), sizeof(unsigned) * (128), 256)) ? (void)0 : img17::rank25(-n36, nullptr, static_cast< float *>(nullptr)); 
# 90
return 0; 
# 91
} 

# 1 "i000718.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cf30dd4b_10_i000718_cu_d_drift8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000718.cudafe1.stub.c"
#include "i000718.cudafe1.stub.c"
# 1 "i000718.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
