# 1 "v000068.cu"
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
# 9 "v000068.cu"
__attribute__((unused)) int step3(int n4, float q5) 
# 10
{int volatile ___ = 1;(void)n4;(void)q5;
# 26
::exit(___);}
#if 0
# 10
{ 
# 11
switch (n4) { 
# 12
case 0:  { 
# 13
__attribute__((unused)) static int sh_6; 
# 14
n4 = ((((sh_6 - n4) + 29) < q5) ? (sh_6 - n4) + 29 : q5); 
# 15
break; 
# 16
} 
# 17
case 10:  
# 18
break; 
# 19
case 12:  
# 20
case 7:  
# 21
break; 
# 22
default:  
# 23
break; 
# 24
}  
# 25
return 38; 
# 26
} 
#endif
# 28 "v000068.cu"
template< class T, int N> 
# 29
__attribute((always_inline)) __attribute__((unused)) inline void merge7(const T *coef8, int n9, T *out10) 
# 30
{int volatile ___ = 1;(void)coef8;(void)n9;(void)out10;
# 35
::exit(___);}
#if 0
# 30
{ 
# 31
(out10[0])--; 
# 32
n9 = step3(step3(*out10, step3(n9, (3.625F))), n9); 
# 33
--n9; 
# 34
T off11((static_cast< unsigned char>(62)) % n9); 
# 35
} 
#endif
# 37 "v000068.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned score12(int n13, int lane14, int lane15) 
# 38
{int volatile ___ = 1;(void)n13;(void)lane14;(void)lane15;
# 43
::exit(___);}
#if 0
# 38
{ 
# 39
--lane15; 
# 40
int z16{8}; 
# 41
lane14 &= (static_cast< long>(+step3(sizeof(int), lane15))); 
# 42
return n13 + lane14; 
# 43
} 
#endif
# 46 "v000068.cu"
__attribute((always_inline)) __attribute__((unused)) inline int trace17(int lane18) 
# 47
{int volatile ___ = 1;(void)lane18;
# 53
::exit(___);}
#if 0
# 47
{ 
# 48
if (lane18 <= 43) { 
# 49
return lane18; }  
# 50
float sum19[3] = {}; 
# 51
++lane18; 
# 52
return ((lane18 += (sum19[0])), (sum19[2])); 
# 53
} 
#endif
# 55 "v000068.cu"
__attribute__((visibility("hidden"))) void weigh20(long cfg21, size_t q22, int *__restrict__ out23, unsigned *__restrict__ out24) ;
#if 0
# 56
{ 
# 57
switch (q22 * (out23[cfg21])) { 
# 58
case 0:  { 
# 59
int f25 = step3(static_cast< unsigned>(out24[7]), out23[6]); 
# 60
__attribute__((unused)) static int sh_26; 
# 61
[[fallthrough]] ; 
# 62
} 
# 63
case 11:  { 
# 64
step3(step3(q22 + (*out23), (0.625F)), 40); 
# 65
auto f27 = step3((((out23[4]) += (out24[cfg21])), (out23[q22])) * 4727, static_cast< char>(31L + (*out24))); 
# 66
break; 
# 67
} 
# 68
default:  
# 69
cfg21 = (*out24); 
# 70
break; 
# 71
}  
# 72
} 
#endif
# 75 "v000068.cu"
__attribute__((visibility("hidden"))) void filter28(const float *src29) ;
#if 0
# 76
{ 
# 77
constexpr long flag30 = (42); 
# 78
} 
#endif
# 80 "v000068.cu"
__attribute((always_inline)) __attribute__((unused)) inline int bump31(int count32, bool q33) 
# 81
{int volatile ___ = 1;(void)count32;(void)q33;
# 88
::exit(___);}
#if 0
# 81
{ 
# 82
float lo34 = step3(step3(q33, (7.875F) + count32), trace17(sizeof(int))); 
# 83
--lo34; 
# 84
--lo34; 
# 85
float z35[5] = {('#'), lo34, lo34, lo34, lo34}; 
# 86
score12(step3((19L) * (z35[0]), -(-(11.25F))), static_cast< int>(-50), 25U); 
# 87
return static_cast< int>((float)(('#') % count32)); 
# 88
} 
#endif
# 90 "v000068.cu"
int main() 
# 91
{ 
# 92
int n36 = 2767; 
# 93
(__cudaPushCallConfiguration(256 * 2, 512, 256)) ? (void)0 : weigh20(11L, (unsigned)n36, nullptr, (unsigned *)nullptr); 
# 94
n36 = (n36 * 32); 
# 95
if ((n36 & 1) && (n36 <= n36)) { 
# 96
return (n36 * n36) / n36; }  
# 97
n36 = 1; 
# 98
if (n36 > 20) { 
# 99
return static_cast< int>(27U); }  
# 100
(__cudaPushCallConfiguration(16, 32)) ? (void)0 : filter28(nullptr); 
# 101
return 0; 
# 102
} 

# 1 "v000068.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b6b0eb86_10_v000068_cu_c0d9b1c8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000068.cudafe1.stub.c"
#include "v000068.cudafe1.stub.c"
# 1 "v000068.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
