# 1 "v001979.cu"
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
# 9 "v001979.cu"
__attribute__((visibility("hidden"))) void tally4_kernel(const int *input5, unsigned long beta6) ;
#if 0
# 9
{ 
# 10
int tid7 = __device_builtin_variable_threadIdx.x; 
# 11
beta6--; 
# 12
++beta6; 
# 13
beta6 = 0UL; 
# 14
float w8[3 * 2]{(-29), (6.0F), (7.0F), (9.625F), (2.0F), static_cast< float>(input5[5])}; 
# 15
} 
#endif
# 17 "v001979.cu"
__attribute__((visibility("hidden"))) void pack9(double *dst10, const int *input11) ;
#if 0
# 17
{ 
# 18
int tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
(dst10[tid12]) += tid12; 
# 20
__attribute__((unused)) static int sh_13[1 << 3][11]; 
# 21
} 
#endif
# 23 "v001979.cu"
__attribute((always_inline)) __attribute__((unused)) inline long kick14(int stride15, int n16, int stride17) {int volatile ___ = 1;(void)stride15;(void)n16;(void)stride17;
# 28
::exit(___);}
#if 0
# 23
{ 
# 24
for (int i18 = 0; i18 < stride17; i18 += 1) { 
# 25
stride17 = ((38) * (((+n16) >= 28) ? sizeof(int) : (12L))); }  
# 26
stride15 ^= ((__device_builtin_variable_blockIdx.x) * stride17); 
# 27
return n16; 
# 28
} 
#endif
# 30 "v001979.cu"
__attribute__((visibility("hidden"))) void warp19(const int *src20) ;
#if 0
# 30
{ 
# 31
int gid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if ((20U > (src20[gid21])) && ((*src20) != 7)) { 
# 33
return; }  
# 34
__attribute__((unused)) static int sh_22[32]; 
# 35
float q23 = gid21 - ((1 << 2) + 1); 
# 36
__attribute__((unused)) static double sh_24; 
# 37
static_assert((3 > 2));
# 38
} 
#endif
# 40 "v001979.cu"
__attribute((always_inline)) __attribute__((unused)) inline long pack25(int *acc26) {int volatile ___ = 1;(void)acc26;
# 51
::exit(___);}
#if 0
# 40
{ 
# 42
#pragma unroll 8
for (
# 42
int it27 = 6; it27 > 0; --it27) { 
# 43
double z28 = kick14(it27, acc26[1], (((acc26[it27]) += it27), ((acc26[it27]) * (__device_builtin_variable_threadIdx.x)))); 
# 44
unsigned short off29 = (25L); 
# 45
kick14(((off29 += z28), (*acc26)) << (sizeof(unsigned) * (acc26[0])), acc26[7], (it27 + it27) * z28); 
# 46
}  
# 47
if ((acc26[__device_builtin_variable_blockDim.x]) < 26) { 
# 48
return kick14((*acc26) - 64, 52LL, kick14(sizeof(long), 36UL, __device_builtin_variable_gridDim.z)); }  
# 49
int z30[8] = {1, 1, (64ULL), 9, (-4), (-19), 6}; 
# 50
return 25; 
# 51
} 
#endif
# 54 "v001979.cu"
__attribute((always_inline)) __attribute__((unused)) inline float trace31(const float *src32, const size_t *input33, long long *__restrict__ buf34) {int volatile ___ = 1;(void)src32;(void)input33;(void)buf34;
# 63
::exit(___);}
#if 0
# 54
{ 
# 55
(buf34[6]) = (51L); 
# 56
constexpr int stride35 = 1; 
# 57
if (((*src32) > (*input33)) || ((*src32) > (*src32))) { 
# 58
return input33[__device_builtin_variable_threadIdx.x]; }  
# 59
if ((__device_builtin_variable_threadIdx.z) <= ((buf34[4]) - ((1 << 2) + 1))) { 
# 60
return stride35; }  
# 61
(buf34[5]) = ((stride35 - (*buf34)) >> (buf34[__device_builtin_variable_warpSize])); 
# 62
return __device_builtin_variable_threadIdx.x; 
# 63
} 
#endif
# 65 "v001979.cu"
int main() { 
# 66
int size36 = 486; 
# 67
size36 = 36; 
# 68
long e37(30ULL + (size36 - 24)); 
# 69
int w38[7] = {}; 
# 70
static_assert((4 == 4), "expected value");
# 71
size36 <<= e37; 
# 72
(__cudaPushCallConfiguration(64, 1 << 6)) ? (void)0 : tally4_kernel((const int *)nullptr, w38[4]); 
# 73
(__cudaPushCallConfiguration(((dim3)(128 * 2)), 64)) ? (void)0 : pack9(nullptr, w38); 
# 74
(__cudaPushCallConfiguration(256, sizeof(int) * (8))) ? (void)0 : warp19(w38); 
# 75
return 0; 
# 76
} 

# 1 "v001979.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b214ff2f_10_v001979_cu_950c21f1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001979.cudafe1.stub.c"
#include "v001979.cudafe1.stub.c"
# 1 "v001979.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
