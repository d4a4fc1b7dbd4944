# 1 "v001943.cu"
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
# 8 "v001943.cu"
__attribute__((visibility("hidden"))) void clamp2(const int *coef3, double b4, const float *coef5, int count6) ;
#if 0
# 9
{ 
# 10
int i7 = __device_builtin_variable_threadIdx.x; 
# 11
b4 -= (((i7 ^ 14) >> (__device_builtin_variable_blockIdx.x)) + (((__device_builtin_variable_threadIdx.z) - ('#')) & (15))); 
# 12
++b4; 
# 13
int diff8 = 62; 
# 14
} 
#endif
# 16 "v001943.cu"
static void bump9_kernel(long p10, int n11, double b12, unsigned cfg13) ;
#if 0
# 17
{ 
# 18
int i14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (i14 >= p10) { 
# 20
return; 
# 21
}  
# 22
float k15(p10 & (15)); 
# 23
switch (i14) { 
# 24
case 11:  
# 25
break; 
# 26
}  
# 27
--p10; 
# 28
k15 = (p10 & (15)); 
# 29
long long w16 = k15 - (54); 
# 30
} 
#endif
# 32 "v001943.cu"
constexpr int split17(int stride18) 
# 33
{ 
# 34
return stride18; 
# 35
} 
# 37
__attribute((always_inline)) __attribute__((unused)) inline int decay19(int count20, int len21, float p22) 
# 38
{int volatile ___ = 1;(void)count20;(void)len21;(void)p22;
# 55
::exit(___);}
#if 0
# 38
{ 
# 39
len21--; 
# 40
count20 |= ((len21 << count20) & 15); 
# 41
count20 <<= (((4) + ((__device_builtin_variable_gridDim.y) + count20)) * ('a')); 
# 42
switch (__device_builtin_variable_threadIdx.x) { 
# 43
case 1 << 1:  
# 44
if ((count20 <= count20) || (p22 == count20)) { 
# 45
break; 
# 46
}  
# 47
++count20; 
# 48
[[fallthrough]] ; 
# 49
case 8:  
# 50
break; 
# 51
case 3 * 3:  
# 52
break; 
# 53
}  
# 54
return (len21 & 15); 
# 55
} 
#endif
# 57 "v001943.cu"
static void run_combine23(float b24) 
# 58
{ 
# 59
if ((b24 + b24) == (54)) { 
# 60
return; 
# 61
}  
# 62
(__cudaPushCallConfiguration(2 * 4, 512)) ? (void)0 : clamp2(nullptr, split17(b24), &b24, 8 | split17(b24)); 
# 63
} 
# 65
int main() 
# 66
{ 
# 67
int n25 = 2641; 
# 68
if (!(n25 >= n25)) { 
# 69
return 16; 
# 70
}  
# 71
n25 = split17(split17(n25) % (35 - n25)); 
# 72
int sum26 = split17((long long)(n25 & n25)); 
# 73
sum26 |= split17(static_cast< unsigned>(sum26 * n25)); 
# 74
const char *lo27 = ("AB"); 
# 75
split17((lo27[1]) - (static_cast< int>(lo27[1]))); 
# 76
(__cudaPushCallConfiguration((n25 + 255) / 256, dim3((n25 + 127) / 128, 1))) ? (void)0 : bump9_kernel(n25, n25 - (~(lo27[0])), n25 % (~(lo27[0])), (float)(lo27[0])); 
# 77
return 0; 
# 78
} 

# 1 "v001943.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9a09659b_10_v001943_cu_cd69434d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001943.cudafe1.stub.c"
#include "v001943.cudafe1.stub.c"
# 1 "v001943.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
