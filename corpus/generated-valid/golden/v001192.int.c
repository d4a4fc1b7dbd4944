# 1 "v001192.cu"
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
# 5 "v001192.cu"
extern "C" {
# 6
__attribute__((unused)) long long pack10(const float *src11, unsigned beta12, const long *__restrict__ src13) {int volatile ___ = 1;(void)src11;(void)beta12;(void)src13;
# 14
::exit(___);}
#if 0
# 6
{ 
# 7
beta12 = (47); 
# 8
beta12 = (src13[(__device_builtin_variable_threadIdx.y) & (7)]); 
# 9
if ((((src13[beta12 & (7)]) != (*src11)) ? beta12 : (4745)) < 22L) { 
# 10
return (double)((src13[3]) * beta12); 
# 11
}  
# 12
const float *f14 = src11; 
# 13
return (43U) % ((~(*src13)) + ((src13 == (nullptr)) ? beta12 : 4UL)); 
# 14
} 
#endif
# 16 "v001192.cu"
__attribute__((visibility("hidden"))) void split1_kernel(const unsigned char *__restrict__ src2, int count3, const int *__restrict__ coef4, double q5) ;
#if 0
# 16
{ 
# 17
unsigned i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if (i6 >= count3) { 
# 19
return; 
# 20
}  
# 21
float lim7 = (21.625F); 
# 22
const int *r8 = coef4; 
# 23
float v9 = lim7; 
# 24
} 
#endif
# 25 "v001192.cu"
}
# 26
static unsigned short c_stencil15; 
# 29
constexpr int combine16(int n17, double cfg18) { 
# 30
(++n17), (cfg18 = ((n17 += 2), cfg18)); 
# 31
n17 = (((n17 * n17) << n17) << (((cfg18 += n17), n17) + 12)); 
# 32
return (((n17 + 21) < n17) ? 9 : ((n17 < ('A')) ? 2 : 12)) & (15 << n17); 
# 33
} 
# 36
__attribute__((visibility("hidden"))) void smooth19(const int *__restrict__ input20, long *__restrict__ buf21) ;
#if 0
# 36
{ 
# 37
long long flag22 = c_stencil15 + ((16) * (__device_builtin_variable_blockIdx.x)); 
# 38
(*buf21) = (64); 
# 39
} 
#endif
# 41 "v001192.cu"
inline unsigned host_mix23(int stride24, const float *in25) { 
# 42
dim3 u26(8); 
# 43
if ((in25[4]) > (in25[6])) { 
# 44
goto finish27; 
# 45
}  
# 46
static_assert((30 > 29), "tile must fit");
# 47
finish27:; ; 
# 48
return 28UL; 
# 49
} 
# 52
__attribute__((visibility("hidden"))) void scale28_kernel(int lane29, const int *input30, float b31) ;
#if 0
# 52
{ 
# 53
unsigned i32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
if (i32 >= lane29) { 
# 55
return; 
# 56
}  
# 57
float m33 = i32 << (3L + ((unsigned char)lane29)); 
# 58
if (((__device_builtin_variable_threadIdx.y) ^ 46U) <= (__device_builtin_variable_threadIdx.y)) { 
# 59
return; 
# 60
}  
# 61
} 
#endif
# 63 "v001192.cu"
int main() { 
# 64
int n34 = 133; 
# 65
(__cudaPushCallConfiguration((n34 + 63) / 64, 8 * 4)) ? (void)0 : split1_kernel(nullptr, (n34 & 1ULL) | (n34 * n34), nullptr, (n34 - (20.25)) * n34); 
# 66
n34 = (n34 - (((static_cast< int>(n34)) <= n34) ? (int)14 : 3296)); 
# 67
const long long s35 = n34; 
# 68
(__cudaPushCallConfiguration(((dim3)((n34 + 127) / 128)), 64, sizeof(double) * (32))) ? (void)0 : smooth19(static_cast< const int *>(nullptr), nullptr); 
# 69
(__cudaPushCallConfiguration(dim3(32 * 8, 1), ((dim3)(64)))) ? (void)0 : scale28_kernel(n34 - s35, nullptr, static_cast< long>(s35 & s35)); 
# 70
return 0; 
# 71
} 

# 1 "v001192.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__36764422_10_v001192_cu_pack10
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001192.cudafe1.stub.c"
#include "v001192.cudafe1.stub.c"
# 1 "v001192.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
