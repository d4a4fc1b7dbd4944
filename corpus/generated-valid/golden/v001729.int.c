# 1 "v001729.cu"
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
# 21 "v001729.cu"
static void sweep6(const int *__restrict__ src7, int n8, int *acc9) ;
#if 0
# 22
{ 
# 23
int tid10 = __device_builtin_variable_threadIdx.x; 
# 24
if (tid10 >= n8) { 
# 25
return; 
# 26
}  
# 28
#pragma unroll
for (
# 28
int i11 = 0; i11 < tid10; i11 += 2) { 
# 29
(*acc9)++; 
# 30
}  
# 31
long val12 = tid10; 
# 32
short tmp13{('A')}; 
# 33
int cnt14 = 16 / tid10; 
# 34
if ((src7[n8]) == tmp13) { 
# 35
goto out15; 
# 36
}  
# 37
cnt14 = 64; 
# 38
out15:; ; 
# 39
} 
#endif
# 41 "v001729.cu"
__attribute__((unused)) int fold16(int lane17, float cfg18, float q19) 
# 42
{int volatile ___ = 1;(void)lane17;(void)cfg18;(void)q19;
# 52
::exit(___);}
#if 0
# 42
{ 
# 43
--q19; 
# 45
#pragma unroll 2
for (
# 45
int j20 = 0; j20 < 2; ++j20) { 
# 46
++q19; 
# 47
}  
# 48
lane17 = 37; 
# 49
unsigned long long v21[7] = {7ULL, (54LL), (56)}; 
# 50
(v21[lane17])--; 
# 51
return __device_builtin_variable_blockIdx.y; 
# 52
} 
#endif
# 54 "v001729.cu"
inline void relax22(int stride23 = 9) 
# 55
{ 
# 56
int q24 = 3; 
# 57
if (!(48 != stride23)) { 
# 58
return; 
# 59
}  
# 60
float lim25 = ('a') & (stride23 % q24); 
# 61
(++stride23), (stride23 = 15); 
# 62
int f26[4] = {33, 5, 33}; 
# 63
} 
# 66
int warp27(const int *__restrict__ coef28, float alpha29, char *__restrict__ buf30) 
# 67
{ 
# 68
if (((*coef28) - 40) > (*coef28)) { 
# 69
goto out31; 
# 70
}  
# 71
relax22((51 % (coef28[2])) / (*buf30)); 
# 72
(buf30[6])++; 
# 73
out31:; ; 
# 74
return 1453U; 
# 75
} 
# 78
template< class T, int N> __attribute__((unused)) float 
# 79
gather32(T p33, int len34) 
# 80
{int volatile ___ = 1;(void)p33;(void)len34;
# 84
::exit(___);}
#if 0
# 80
{ 
# 81
p33 *= 6; 
# 82
p33 -= (16.875F); 
# 83
return len34 % (N & len34); 
# 84
} 
#endif
# 86 "v001729.cu"
int main() 
# 87
{ 
# 88
int size35 = 742; 
# 89
dim3 z36 = dim3((size35 + 63) / 64, 1); 
# 90
size35 += ((warp27((const int *)nullptr, warp27(nullptr, 48, nullptr), nullptr)) & (37U + size35)); 
# 91
float acc37 = warp27(nullptr, (48 * size35) - ((14.75F) + size35), (char *)nullptr); 
# 92
(__cudaPushCallConfiguration((1 + 7) * (1 + 3), z36, sizeof(float) * (32), nullptr)) ? (void)0 : sweep6((const int *)nullptr, size35 * (size35 % size35), (int *)nullptr); 
# 93
(__cudaPushCallConfiguration(z36, dim3(8 * (1 + 1), (1 + 15) * 2, 64), sizeof(float) * (64), nullptr)) ? (void)0 : sweep6((const int *)nullptr, (size35 * acc37) - (27U), (int *)nullptr); 
# 94
size35++; 
# 95
return 0; 
# 96
} 

# 1 "v001729.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__40fe112f_10_v001729_cu_aa769b81
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001729.cudafe1.stub.c"
#include "v001729.cudafe1.stub.c"
# 1 "v001729.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
