# 1 "v002174.cu"
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
# 12 "v002174.cu"
float bias7(float p8, const unsigned *coef9) { 
# 13
float flag10{p8}; 
# 14
float y11 = (coef9[7]) + (18.375F); 
# 15
flag10 = (8.875F); 
# 16
p8 = (flag10 * flag10); 
# 17
return 41U; 
# 18
} 
# 20
static void filter12_kernel(const int *input13, unsigned *dst14) ;
#if 0
# 20
{ 
# 21
bias7(dst14[4], dst14); 
# 22
(dst14[0]) = (bias7((11.5F), (const unsigned *)nullptr) * bias7((11.5F), (const unsigned *)nullptr)); 
# 23
float s15 = (((dst14[3]) * (dst14[3])) - (13.5F)) + (((64) / (dst14[5])) + bias7(input13[6], dst14)); 
# 24
int x16[8] = {7, 15, (20U), 1280, (46UL), 9, (59L)}; 
# 25
(x16[4]) = (8L); 
# 26
unsigned y17{(49)}; 
# 27
} 
#endif
# 29 "v002174.cu"
namespace util18 { 
# 30
struct __attribute((aligned(16))) Particle19 { 
# 31
float flag20; 
# 32
int hi21; 
# 33
int val22; 
# 34
char lo23; 
# 35
}; 
# 36
}
# 38
namespace impl24 { 
# 39
constexpr int pack25(int len26, long b27) { 
# 40
int val28 = len26; 
# 41
len26 = val28; 
# 42
return -7; 
# 43
} 
# 45
constexpr int probe29(int len30) { 
# 46
short s31{(-1735LL)}; 
# 47
return (9) * ((len30 += s31), (-3441L)); 
# 48
} 
# 49
typedef unsigned *ptr32_t; 
# 50
}
# 52
constexpr int pack33(int n34, int n35) { 
# 53
n35 = n34; 
# 54
float z36(n35); 
# 55
return impl24::probe29(impl24::pack25(z36, -54)); 
# 56
} 
# 58
int main() { 
# 59
int size37 = 3392; 
# 60
(__cudaPushCallConfiguration(4, 64 + 448)) ? (void)0 : filter12_kernel(nullptr, nullptr); 
# 61
(__cudaPushCallConfiguration(8 * 8, 1 << 5, 64 * 4)) ? (void)0 : filter12_kernel(nullptr, (unsigned *)nullptr); 
# 62
int hi38 = (((size37 += 4585), (21UL - size37))); 
# 63
hi38 = (-size37); 
# 64
hi38 = impl24::pack25(impl24::pack25((int)hi38, hi38), 64); 
# 65
return 0; 
# 66
} 

# 1 "v002174.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9dc5bf02_10_v002174_cu_e3ad1933
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002174.cudafe1.stub.c"
#include "v002174.cudafe1.stub.c"
# 1 "v002174.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
