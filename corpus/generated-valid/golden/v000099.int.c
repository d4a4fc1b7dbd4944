# 1 "v000099.cu"
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
# 13 "v000099.cu"
float smooth8(int n9) { 
# 14
n9++; 
# 15
n9 = ((n9 / n9) * 40); 
# 16
unsigned s10 = ('\''); 
# 17
n9 *= ((26) * (s10 + (47 * n9))); 
# 18
s10++; 
# 19
float f11 = ('\\'); 
# 20
return (n9 * f11) + (5); 
# 21
} 
# 24
inline int apply12(size_t p13) { 
# 25
p13 &= (5); 
# 26
int hi14 = (-5); 
# 27
unsigned val15 = (40); 
# 28
val15 *= ((p13 <= val15) ? (long)31L : smooth8(val15)); 
# 29
return (41) + smooth8(smooth8(-0)); 
# 30
} 
# 32
template< class T, int N> __attribute__((unused)) void 
# 33
combine16(T *acc17) {int volatile ___ = 1;(void)acc17;
# 43
::exit(___);}
#if 0
# 33
{ 
# 34
(acc17[__device_builtin_variable_threadIdx.x]) = (22.0); 
# 35
float tmp18 = ((((acc17[4]) += N), ((N + (*acc17)) * ((acc17[__device_builtin_variable_threadIdx.y]) - (acc17[__device_builtin_variable_blockIdx.y]))))); 
# 36
if ((N) <= smooth8(-2738)) { 
# 37
goto skip19; 
# 38
}  
# 39
if ((apply12(18)) < (__device_builtin_variable_gridDim.x)) { 
# 40
tmp18 -= apply12(apply12(N)); }  
# 41
tmp18 *= (((apply12(tmp18)) - (__device_builtin_variable_blockDim.x)) * smooth8(apply12(__device_builtin_variable_blockIdx.x))); 
# 42
skip19:; ; 
# 43
} 
#endif
# 45 "v000099.cu"
__attribute__((visibility("hidden"))) void march20_kernel(float *data21, int n22, char cfg23, int *data24) ;
#if 0
# 45
{ 
# 46
unsigned long long h25 = *data21; 
# 47
cfg23 >>= (((((*data24) += (data21[0])), 5) * 128) + 128); 
# 48
int v26 = (__device_builtin_variable_blockDim.y) * sizeof(float); 
# 49
} 
#endif
# 51 "v000099.cu"
static char host_accum27(int len28, int n29) { 
# 52
n29 ^= 5; 
# 53
unsigned long res30{8UL}; 
# 54
(__cudaPushCallConfiguration(512, 64 * 2)) ? (void)0 : march20_kernel((float *)nullptr, res30 % (apply12(4)), (len28 + len28) + 127, (int *)nullptr); 
# 55
(__cudaPushCallConfiguration((len28 + 63) / 64, 5 + (5 + 54))) ? (void)0 : march20_kernel(nullptr, 128, (len28 * res30) + (62), (int *)nullptr); 
# 56
(__cudaPushCallConfiguration(2 * 4, 512, 32 * 8)) ? (void)0 : march20_kernel(nullptr, 14 / len28, len28, (int *)nullptr); 
# 57
return sizeof(int); 
# 58
} 
# 60
int main() { 
# 61
int count31 = 1222; 
# 62
count31 <<= (27 - (((count31 += (-57L)), 2266) % apply12(5))); 
# 63
auto lam32 = []()->int { 
# 64
(__cudaPushCallConfiguration(1, 256, sizeof(double) * (64))) ? (void)0 : march20_kernel(nullptr, apply12(38), 33UL, nullptr); 
# 65
(__cudaPushCallConfiguration(32 * 2, 32)) ? (void)0 : march20_kernel(nullptr, sizeof(int), apply12(19U), (int *)nullptr); 
# 66
return (int)(-34); 
# 67
} ; typedef decltype(lam32) __T0;
# 68
lam32(); 
# 69
apply12((52 + count31) + 26); 
# 70
if (long lo33 = ((count31 += count31), (count31 + 47L)) / ((('A') + count31) * (count31 * count31)); lo33 != lo33) { 
# 71
int base34 = host_accum27(lo33, smooth8(smooth8(60))); 
# 72
double cnt35 = (5); 
# 73
}  
# 74
return 0; 
# 75
} 

# 1 "v000099.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8c5c1b32_10_v000099_cu_cfb10d85
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000099.cudafe1.stub.c"
#include "v000099.cudafe1.stub.c"
# 1 "v000099.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
