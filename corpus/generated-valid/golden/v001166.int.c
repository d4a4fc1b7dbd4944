# 1 "v001166.cu"
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
# 11 "v001166.cu"
__attribute__((unused)) void combine6(int stride7 = -34) {int volatile ___ = 1;(void)stride7;
# 24
::exit(___);}
#if 0
# 11
{ 
# 12
if ((stride7 + 15UL) < (54)) { 
# 13
return; 
# 14
}  
# 15
bool stride8 = ((stride7 + 10UL) + (4 - stride7)) != (static_cast< int>(7L)); 
# 16
if (!(stride7 == ((__device_builtin_variable_blockIdx.x) - stride8))) { 
# 17
if (((__device_builtin_variable_blockDim.x) >= (10)) || ((__device_builtin_variable_threadIdx.y) >= stride8)) { 
# 18
return; 
# 19
}  
# 20
stride7 = (((5 * stride7) & ((stride7 <= stride8) ? 35 : 4661)) + (__device_builtin_variable_blockIdx.x)); 
# 21
}  
# 22
stride7 += 1706; 
# 23
int z9[4] = {57}; 
# 24
} 
#endif
# 26 "v001166.cu"
inline void accum10(int *data11) { 
# 27
(data11[4]) = (((float)4) + ((int)(((data11[7]) < (*data11)) ? data11[5] : 52))); 
# 28
(*data11) *= 5; 
# 29
} 
# 32
extern "C" __attribute__((visibility("hidden"))) void clamp12(int *buf13, double beta14, unsigned a15) ;
#if 0
# 32
{ 
# 33
unsigned i16 = __device_builtin_variable_threadIdx.x; 
# 34
if (buf13 == (nullptr)) { 
# 35
return; 
# 36
}  
# 37
a15 = i16; 
# 38
a15 &= (__device_builtin_variable_blockDim.x); 
# 39
beta14 -= (5); 
# 40
} 
#endif
# 42 "v001166.cu"
__attribute((noinline)) __attribute__((unused)) float lerp17(bool alpha18, int stride19, int count20) {int volatile ___ = 1;(void)alpha18;(void)stride19;(void)count20;
# 50
::exit(___);}
#if 0
# 42
{ 
# 43
if (sizeof(long) <= ((alpha18 > alpha18) ? 5 : (__device_builtin_variable_threadIdx.y))) { 
# 44
if (((count20 % stride19) + (__device_builtin_variable_blockDim.y)) < ((19) + (__device_builtin_variable_blockIdx.z))) { 
# 45
long tmp21 = static_cast< int>(stride19); 
# 46
}  
# 47
}  
# 48
int t22 = (7L); 
# 49
return -(11.25F); 
# 50
} 
#endif
# 53 "v001166.cu"
__attribute__((visibility("hidden"))) void merge23(int *dst24, const float *src25) ;
#if 0
# 53
{ 
# 54
int tid26 = __device_builtin_variable_threadIdx.x; 
# 55
unsigned long lim27[4]{(1), 3UL, (static_cast< size_t>(5)), (38)}; 
# 56
(*dst24) = ((__device_builtin_variable_threadIdx.x) - (((lim27[tid26]) < (55)) ? 64UL : (5 & (dst24[6])))); 
# 57
constexpr short s28 = (5 + (4 + (5 + (4 + 35)))); 
# 58
float u29 = (lim27[2]) % (static_cast< int>((5) + (__device_builtin_variable_threadIdx.x))); 
# 59
long long prod30((8)); 
# 60
if (dst24 != (nullptr)) { 
# 61
return; 
# 62
}  
# 63
} 
#endif
# 65 "v001166.cu"
void stencil31(int len32) { 
# 66
unsigned long mid33 = (4); 
# 67
mid33 = mid33; 
# 68
} 
# 70
int main() { 
# 71
int n34 = 3330; 
# 72
n34++; 
# 73
(__cudaPushCallConfiguration((n34 + 63) / 64, sizeof(unsigned) * (5 + 11), sizeof(double) * (32), 0)) ? (void)0 : merge23(nullptr, nullptr); 
# 74
(__cudaPushCallConfiguration(1, 4 + (5 + 119))) ? (void)0 : clamp12(nullptr, n34, ((n34 <= 41) ? 3351 : n34) % 16); 
# 75
const char *m35 = ("5"); 
# 76
return 0; 
# 77
} 

# 1 "v001166.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3b4444a4_10_v001166_cu_abc21c32
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001166.cudafe1.stub.c"
#include "v001166.cudafe1.stub.c"
# 1 "v001166.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
