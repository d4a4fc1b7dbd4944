# 1 "i000240.cu"
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
# 10 "i000240.cu"
static void scale6_kernel(const float *coef7, float *dst8) ;
#if 0
# 10
{ 
# 11
int i9 = __device_builtin_variable_threadIdx.x; 
# 12
__attribute__((unused)) static double sh_10[16]; 
# 13
(sh_10[i9]) = (coef7[6]); 
# 14
float mid11 = (22.0F); 
# 15
mid11++; 
# 16
unsigned z12 = *coef7; 
# 17
} 
#endif
# 18 "i000240.cu"
template< class T> __attribute__((unused)) inline T 
# 19
mix13(T *__restrict__ dst14, const T *__restrict__ coef15) {int volatile ___ = 1;(void)dst14;(void)coef15;
# 26
::exit(___);}
#if 0
# 19
{ 
# 20
if ((*dst14) != (__device_builtin_variable_gridDim.z)) { 
# 21
return ((32) - (__device_builtin_variable_threadIdx.x)) - (dst14[__device_builtin_variable_warpSize]); }  
# 22
auto k16 = 16 + (dst14[6]); 
# 23
k16 = (*dst14); 
# 24
++(dst14[5]); 
# 25
return __device_builtin_variable_blockIdx.z; 
# 26
} 
#endif
# 27 "i000240.cu"
namespace impl17 { 
# 28
using idx18_t = unsigned; 
# 29
int bump19(float b20, float b21, const float *coef22) { 
# 30
(__cudaPushCallConfiguration(64 * 4, 32 + (16 + (3 + (16 + 189))))) ? (void)0 : scale6_kernel(coef22, static_cast< float *>(nullptr)); 
# 31
b21--; 
# 32
b20 = ((16.25F) - (-(b20 - (7.875F)))); 
# 33
if (!coef22) { 
# 34
return (60UL) * (b21 + b20); }  
# 35
return b20; 
# 36
} 
# 37
}
# 44
__attribute__((visibility("hidden"))) void map_sift24(float *data, int n) ;
#if 0
# 44
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 45 "i000240.cu"
__attribute__((visibility("hidden"))) void map_score25(unsigned *data, int n) ;
#if 0
# 45
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 46 "i000240.cu"
long run_sift26(int n27, int *out28) { 
# 47
(__cudaPushCallConfiguration((n27 + 127) / 128, ((dim3)((n27 + 255) / 256)))) ? (void)0 : map_score25(reinterpret_cast< impl17::idx18_t *>(out28), impl17::bump19(n27 - n27, sizeof(int), reinterpret_cast< const float *>(out28))); 
# 48
switch (((*out28) += (*out28)), (out28[n27])) { 
# 49
case 4 * 2:  
# 50
n27 = ((out28[n27]) * ((32 + n27) * (+(out28[1])))); 
# 51
break; 
# 52
}  
# 53
const size_t res29 = (16); 
# 54
--n27; 
# 55
dim3 cnt30((n27 + 255) / 256, 16); 
# 56
return (float)(impl17::bump19(out28[0], res29, reinterpret_cast< const float *>(out28)) / n27); 
# 57
} 
# 58
template< class T, int N = 5> __attribute__((unused)) inline void 
# 59
kick31(const T *__restrict__ coef32, T *__restrict__ dst33, T beta34) {int volatile ___ = 1;(void)coef32;(void)dst33;(void)beta34;
# 69
::exit(___);}
#if 0
# 59
{ 
# 60
switch (__device_builtin_variable_blockIdx.y) { 
# 61
case 3:  { 
# 62
bool m35 = true; 
# 63
break; 
# 64
} 
# 65
default:  
# 66
++(*dst33); 
# 67
break; 
# 68
}  
# 69
} 
#endif
# 70 "i000240.cu"
int main() { 
# 71
int n36 = 358; 
# 72
n36 = (n36 << (-1)); 
# 73
int x37 = impl17::bump19(run_sift26(impl17::bump19(16, n36, (const float *)nullptr), (int *)nullptr), n36, nullptr); 
# 74
(__cudaPushCallConfiguration(dim3(sizeof(float) * (3 + (3 + 2)), sizeof(float) * (3 + 29)), 512)) ? (void)0 : map_sift24(nullptr, ((n36 += (-29L)), ((unsigned long)46))); 
# 75
switch (x37) { 
# 76
case 3 + 2:  { 
# 77
n36 = n36; 
# 78
dim3 sum38 = ((dim3)(32 + (32 + 64))); 
# 79
break; 
# 80
} 
# 81
default:  
# 82
break; 
# 83
}  
# 84
return 0; 
# 85
} 

# 1 "i000240.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__92a9eb67_10_i000240_cu_8d56c97a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000240.cudafe1.stub.c"
#include "i000240.cudafe1.stub.c"
# 1 "i000240.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
