# 1 "v001184.cu"
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
# 10 "v001184.cu"
__attribute__((visibility("hidden"))) void norm3(float *buf4, int len5) ;
#if 0
# 11
{ 
# 12
if ((buf4[len5 & 7]) == ((buf4[6]) * (*buf4))) { 
# 13
unsigned char prod6 = len5 ^ len5; 
# 14
}  
# 15
char mid7 = ((len5 & __device_builtin_variable_warpSize) - ((9) * (buf4[len5 & 7]))) - ((len5 ^ 5) % len5); 
# 16
(*buf4)++; 
# 17
} 
#endif
# 18 "v001184.cu"
inline unsigned long long grow8(double b9, long p10, int *buf11) 
# 19
{ 
# 20
if (((*buf11) <= b9) || (b9 > (31))) { 
# 21
if (b9 >= (8)) { 
# 22
if (buf11 == (nullptr)) { 
# 23
unsigned u12 = b9; 
# 24
b9 -= (p10 / ((20.0) - u12)); 
# 25
}  
# 26
}  
# 27
}  
# 28
return 8; 
# 29
} 
# 30
namespace _GLOBAL__N__2e7d324e_10_v001184_cu_5c6df683 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__2e7d324e_10_v001184_cu_5c6df683; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__2e7d324e_10_v001184_cu_5c6df683 __attribute__((visibility("hidden")))  { 
# 31
static constexpr double kR13 = (4.0); 
# 32
void rank14(const float *coef15, float q16, int n17) ;
#if 0
# 33
{ 
# 34
if ((8) != ((n17 / 201) - 48UL)) { 
# 35
n17--; 
# 36
++q16; 
# 37
}  
# 38
if (!coef15) { 
# 39
return; 
# 40
}  
# 41
} 
#endif
# 42 "v001184.cu"
enum class Axis18 { Fast19, Low20, High21}; 
# 43
}
# 44
int main() 
# 45
{ 
# 46
int n22 = 3971; 
# 47
if ((static_cast< int>(kR13)) != ((n22 - kR13) * ((long)n22))) { 
# 48
n22 += kR13; 
# 49
int val23[4] = {55, n22, static_cast< int>(kR13 + n22), 8}; 
# 50
}  
# 51
(__cudaPushCallConfiguration(dim3(2, 8), ((dim3)((n22 + 127) / 128)), (8 + 504) * 2, 0)) ? (void)0 : norm3(nullptr, (2 * (n22 | 18)) + kR13); 
# 52
(__cudaPushCallConfiguration(1, 512)) ? (void)0 : rank14(nullptr, 8, (unsigned)((int)kR13)); 
# 53
return 0; 
# 54
} 

# 1 "v001184.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2e7d324e_10_v001184_cu_5c6df683
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001184.cudafe1.stub.c"
#include "v001184.cudafe1.stub.c"
# 1 "v001184.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
