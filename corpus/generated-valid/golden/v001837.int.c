# 1 "v001837.cu"
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
# 25 "v001837.cu"
struct Pixel10 { 
# 26
int flag11; 
# 27
short y12; 
# 28
long long lo13; 
# 29
unsigned long long hi14; 
# 30
}; 
# 32
Pixel10 operator+(Pixel10 a, Pixel10 b) { 
# 33
Pixel10 r = a; 
# 34
(r.flag11) += (b.flag11); 
# 35
(r.y12) += (b.y12); 
# 36
(r.lo13) += (b.lo13); 
# 37
(r.hi14) += (b.hi14); 
# 38
return r; 
# 39
} 
# 41
__attribute__((unused)) long long spread15(Pixel10 alpha16, const double *in17, float p18) {int volatile ___ = 1;(void)alpha16;(void)in17;(void)p18;
# 47
::exit(___);}
#if 0
# 41
{ 
# 42
p18--; 
# 43
(alpha16.hi14)--; 
# 44
short y19 = ((alpha16.y12) + 16) | (((alpha16.hi14) + (__device_builtin_variable_blockIdx.x)) * ((long)13)); 
# 45
const int z20 = (__device_builtin_variable_blockIdx.z) | (__device_builtin_variable_blockDim.z); 
# 46
return z20; 
# 47
} 
#endif
# 49 "v001837.cu"
__attribute__((visibility("hidden"))) void scatter21_kernel(const int *__restrict__ src22, const int *input23, int *__restrict__ buf24, const int *in25) ;
#if 0
# 49
{ 
# 50
int tid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
(buf24[6]) *= ((+(__device_builtin_variable_threadIdx.z)) + (15)); 
# 52
if (((*input23) >= (*input23)) && ((*buf24) & 1)) { 
# 53
return; 
# 54
}  
# 55
Pixel10 off27 = Pixel10{3449, (62), (11U), 2ULL}; 
# 56
(off27.flag11) <<= ((*src22) - ((static_cast< long>(33)) + tid26)); 
# 57
(buf24[tid26 & 7]) |= (src22[4]); 
# 58
} 
#endif
# 60 "v001837.cu"
int main() { 
# 61
int count28 = 798; 
# 62
if ((~count28) > count28) { 
# 63
return (-2); 
# 64
}  
# 65
(__cudaPushCallConfiguration(13 + 19, 512)) ? (void)0 : scatter21_kernel((const int *)nullptr, nullptr, nullptr, static_cast< const int *>(nullptr)); 
# 66
(__cudaPushCallConfiguration((count28 + 63) / 64, 4 * 8, 0, 0)) ? (void)0 : scatter21_kernel((const int *)nullptr, nullptr, nullptr, nullptr); 
# 67
count28 = (count28 % (3 % count28)); 
# 68
return 0; 
# 69
} 

# 1 "v001837.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6c17fd79_10_v001837_cu_076e1318
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001837.cudafe1.stub.c"
#include "v001837.cudafe1.stub.c"
# 1 "v001837.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
