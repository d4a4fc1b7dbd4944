# 1 "v001560.cu"
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
# 8 "v001560.cu"
__attribute__((unused)) double relax4(bool p5, int *acc6, int stride7) 
# 9
{int volatile ___ = 1;(void)p5;(void)acc6;(void)stride7;
# 26
::exit(___);}
#if 0
# 9
{ 
# 10
(acc6[stride7]) -= (19 - p5); 
# 11
short *tmp8 = ((short *)nullptr); 
# 12
constexpr int sum9 = 31; 
# 13
(*tmp8) &= ((__device_builtin_variable_threadIdx.x) * (*acc6)); 
# 14
int iter10 = 0; 
# 15
if ((__device_builtin_variable_blockIdx.z) != ((__device_builtin_variable_threadIdx.x) * (32))) { 
# 16
goto skip11; 
# 17
}  
# 18
while (iter10 < stride7) { 
# 19
--(acc6[__device_builtin_variable_threadIdx.y]); 
# 20
if ((__device_builtin_variable_threadIdx.x) <= p5) { 
# 21
break; }  
# 22
++iter10; 
# 23
}  
# 24
skip11:; ; 
# 25
return ((32LL % (__device_builtin_variable_gridDim.y)) + (__device_builtin_variable_gridDim.x)) - ((7 * iter10) - ((float)32)); 
# 26
} 
#endif
# 28 "v001560.cu"
__attribute__((visibility("hidden"))) void update12_kernel(int lane13, int *out14, const int *src15, const int *input16) ;
#if 0
# 29
{ 
# 30
int gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
(out14[__device_builtin_variable_blockIdx.x]) -= (((double)(*src15)) + relax4(relax4(lane13, out14, 61LL) < (__device_builtin_variable_gridDim.x), static_cast< int *>(nullptr), gid17)); 
# 32
lane13 |= gid17; 
# 33
long long *lim18 = (nullptr); 
# 34
__attribute__((unused)) static int sh_19[16]; 
# 35
relax4(lane13 - (gid17 / 32), out14, (gid17 - (__device_builtin_variable_threadIdx.x)) + relax4(src15[1], static_cast< int *>(nullptr), sh_19[__device_builtin_variable_gridDim.x])); 
# 36
} 
#endif
# 37 "v001560.cu"
__attribute((always_inline)) __attribute__((unused)) static inline void norm20(unsigned beta21, short p22, const float *src23) 
# 38
{int volatile ___ = 1;(void)beta21;(void)p22;(void)src23;
# 46
::exit(___);}
#if 0
# 38
{ 
# 39
auto t24 = __device_builtin_variable_blockIdx.x; 
# 40
int *s25 = (static_cast< int *>(nullptr)); 
# 41
int acc26 = relax4(((0) + t24) / ((32) - beta21), nullptr, 55ULL % (__device_builtin_variable_blockDim.y)); 
# 42
unsigned long stride27 = (*src23) + (src23[7]); 
# 43
int sum28 = ((unsigned)54LL) * relax4(__device_builtin_variable_blockDim.z, s25, 32); 
# 44
if (s25 != (nullptr)) { 
# 45
return; }  
# 46
} 
#endif
# 48 "v001560.cu"
__attribute__((unused)) void march29(int count30, double p31, float alpha32) 
# 49
{int volatile ___ = 1;(void)count30;(void)p31;(void)alpha32;
# 56
::exit(___);}
#if 0
# 49
{ 
# 50
p31 = (+p31); 
# 51
int y33 = (count30 * ((__device_builtin_variable_blockIdx.z) + (4))) + ((count30 / count30) + ((3250) * alpha32)); 
# 52
relax4((alpha32 + (__device_builtin_variable_threadIdx.x)) == ((__device_builtin_variable_threadIdx.x) * (4890)), static_cast< int *>(nullptr), __device_builtin_variable_gridDim.x); 
# 53
if (relax4(alpha32 <= alpha32, (int *)nullptr, 13UL) <= (__device_builtin_variable_blockDim.x)) { 
# 54
return; }  
# 55
int w34 = relax4(__device_builtin_variable_warpSize * 1, nullptr, (unsigned)8) * relax4((__device_builtin_variable_threadIdx.x) >= (count30 + 13), static_cast< int *>(nullptr), relax4(y33 >= (__device_builtin_variable_blockDim.x), nullptr, __device_builtin_variable_gridDim.x)); 
# 56
} 
#endif
# 57 "v001560.cu"
static int count35(int n36) 
# 58
{ 
# 59
(__cudaPushCallConfiguration(8, 128, 4096, nullptr)) ? (void)0 : update12_kernel(n36, (int *)nullptr, nullptr, nullptr); 
# 60
(__cudaPushCallConfiguration((n36 + 63) / 64, 32 + 32)) ? (void)0 : update12_kernel(n36, nullptr, nullptr, nullptr); 
# 61
(__cudaPushCallConfiguration(4, 256, 0, nullptr)) ? (void)0 : update12_kernel(25, (int *)nullptr, nullptr, (const int *)nullptr); 
# 62
(__cudaPushCallConfiguration((n36 + 127) / 128, dim3(2 * 2, 8, 1), sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : update12_kernel(n36, (int *)nullptr, (const int *)nullptr, static_cast< const int *>(nullptr)); 
# 63
(__cudaPushCallConfiguration((n36 + 255) / 256, dim3((n36 + 255) / 256, (n36 + 255) / 256), sizeof(double) * (32), (cudaStream_t)0)) ? (void)0 : update12_kernel(n36, nullptr, nullptr, nullptr); 
# 64
return n36; 
# 65
} 
# 66
int main() 
# 67
{ 
# 68
int size37 = 1138; 
# 69
size37 &= 55; 
# 70
auto op39 = [=](int tmp38) mutable { 
# 71
static_assert((28 == 28), "tile must fit");
# 72
} ; typedef decltype(op39) __T0;
# 73
op39(size37); 
# 74
size37 %= count35(count35(17)); 
# 75
float h40 = size37 % size37; 
# 76
return 0; 
# 77
} 

# 1 "v001560.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__85be596e_10_v001560_cu_b7c27ddf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001560.cudafe1.stub.c"
#include "v001560.cudafe1.stub.c"
# 1 "v001560.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
