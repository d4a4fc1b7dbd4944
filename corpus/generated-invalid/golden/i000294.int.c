# 1 "i000294.cu"
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
# 5 "i000294.cu"
static float c_probe1[8]; 
# 7
__attribute__((visibility("hidden"))) void pivot2(float q3) ;
#if 0
# 7
{ 
# 8
if ((__device_builtin_variable_threadIdx.x) >= (c_probe1[5])) { 
# 9
return; 
# 10
}  
# 11
q3 = ((int)q3); 
# 12
int base4[2]{(int)q3, 3}; 
# 13
if (((2067) - (__device_builtin_variable_threadIdx.y)) < q3) { 
# 14
float q5 = ((((__device_builtin_variable_threadIdx.x) << (__device_builtin_variable_threadIdx.x)) >= (base4[0])) ? (q3 >= q3) ? (1.0F) : (base4[__device_builtin_variable_threadIdx.x]) : (__device_builtin_variable_threadIdx.x)) + (40); 
# 15
q5 = (sizeof(int) - (__device_builtin_variable_threadIdx.z)); 
# 16
q5 *= q3; 
# 17
}  
# 18
} 
#endif
# 20 "i000294.cu"
static void accum6(int *acc7, int len8, int stride9) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern float dyn_10[]; 
# 22
int h11 = __device_builtin_variable_warpSize; 
# 23
len8 = ((9) * ((c_probe1[len8]) + ((__device_builtin_variable_blockDim.x) * h11))); 
# 24
__attribute__((unused)) static float sh_12[64]; 
# 25
if ((__device_builtin_variable_threadIdx.x) <= ((stride9) ? (c_probe1[h11]) * (__device_builtin_variable_blockDim.y) : (4183L * (__device_builtin_variable_blockIdx.x)))) { 
# 26
if (((sh_12[__device_builtin_variable_threadIdx.x]) + (dyn_10[6])) < stride9) { 
# 27
return; 
# 28
}  
# 29
}  
# 30
len8 <<= (1544 * h11); 
# 31
} 
#endif
# 32 "i000294.cu"
static unsigned d_bump13; 
# 34
__attribute__((visibility("hidden"))) void combine14(float *__restrict__ acc15, int *acc16) ;
#if 0
# 34
{ 
# 35
unsigned idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
size_t q18[5] = {}; 
# 37
__attribute__((unused)) static unsigned long long sh_19[64]; 
# 38
double idx20 = (((1.0) - (c_probe1[4])) * ((22.625F))) - (((sizeof(unsigned)) - (sh_19[47])) - ((__device_builtin_variable_gridDim.x) * (6.375))); 
# 39
} 
#endif
# 41 "i000294.cu"
float filter21(int len22, unsigned a23 = 52) { 
# 42
double off24 = a23; 
# 43
a23++; 
# 44
if ((a23 + len22) >= (10)) { 
# 45
return len22; 
# 46
}  
# 47
return -((len22 += a23), (len22 * (12.25F))); 
# 48
} 
# 49
int host_only27(int x) 
# 50
{ 
# 51
return x + 1; 
# 52
} 
# 53
__attribute__((visibility("hidden"))) void uses_host28(int *p) ;
#if 0
# 54
{ 
# 55
(p[__device_builtin_variable_threadIdx.x]) = host_only27(p[__device_builtin_variable_threadIdx.x]); 
# 56
} 
#endif
# 58 "i000294.cu"
int main() { 
# 59
int n25 = 2004; 
# 60
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : uses_host28(nullptr); 
# 61
const unsigned *tmp26 = (nullptr); 
# 62
if ((n25 / 3604) >= 55) { 
# 63
return 37 - n25; 
# 64
}  
# 65
(__cudaPushCallConfiguration((n25 + 63) / 64, 64)) ? (void)0 : pivot2(((n25 += 62), (19.0F))); 
# 66
(__cudaPushCallConfiguration(512, 32)) ? (void)0 : accum6(&n25, (*tmp26) * (*tmp26), (n25 - 1) - (n25 + 33)); 
# 67
(__cudaPushCallConfiguration(((dim3)(256)), 32)) ? (void)0 : combine14(nullptr, &n25); 
# 68
return 0; 
# 69
} 

# 1 "i000294.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e55bb881_10_i000294_cu_c_probe1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000294.cudafe1.stub.c"
#include "i000294.cudafe1.stub.c"
# 1 "i000294.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
