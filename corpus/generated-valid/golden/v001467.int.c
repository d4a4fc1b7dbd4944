# 1 "v001467.cu"
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
# 5 "v001467.cu"
enum class Color1: unsigned { On2, Low3}; 
# 7
__attribute((noinline)) __attribute__((unused)) unsigned weigh4(const long *__restrict__ coef5) {int volatile ___ = 1;(void)coef5;
# 15
::exit(___);}
#if 0
# 7
{ 
# 8
double s6 = -(*coef5); 
# 9
Color1 v7 = Color1::Low3; 
# 10
if ((s6 + (5U)) >= (coef5[6])) { 
# 11
return (*coef5) % (3); 
# 12
}  
# 13
const float w8 = ((int)9); 
# 14
return s6; 
# 15
} 
#endif
# 16 "v001467.cu"
enum class Op9: short { On10, Off11}; 
# 18
template< class T, class U> 
# 19
__attribute((noinline)) __attribute__((unused)) long apply12(const U *__restrict__ coef13, Op9 p14) {int volatile ___ = 1;(void)coef13;(void)p14;
# 25
::exit(___);}
#if 0
# 19
{ 
# 20
__attribute__((unused)) static int sh_15[9][10]; 
# 21
p14 = Op9::On10; 
# 22
T prod16 = ((10.75)); 
# 23
prod16++; 
# 24
return ((((sh_15[1])[1]) | ((sh_15[1])[7])) != (static_cast< char>(30U))) ? (45 * ((sh_15[6])[1])) & sizeof(float) : (*coef13); 
# 25
} 
#endif
# 27 "v001467.cu"
__attribute__((visibility("hidden"))) void decay17_kernel(int *acc18, int count19, Color1 beta20) ;
#if 0
# 27
{ 
# 28
__attribute__((unused)) static unsigned long sh_21[64]; 
# 29
{ 
# 30
++(*acc18); 
# 31
int val22 = (36L); 
# 32
} 
# 33
(acc18[1]) = ((int)((acc18[5]) & ((3077) * (sh_21[9])))); 
# 34
} 
#endif
# 36 "v001467.cu"
namespace impl23 { 
# 37
__attribute((noinline)) __attribute__((unused)) float apply24(unsigned char *__restrict__ out25, int stride26, float *out27) {int volatile ___ = 1;(void)out25;(void)stride26;(void)out27;
# 50
::exit(___);}
#if 0
# 37
{ 
# 38
if (!out25) { 
# 39
return 268; 
# 40
}  
# 41
int w28[6]{(-19), 43, stride26, (33U), 1, 13}; 
# 42
if (((w28[4]) ^ 26) & 1) { 
# 43
goto skip29; 
# 44
}  
# 45
(out25[stride26])++; 
# 46
++(w28[1]); 
# 47
(*out27) = (50 / (w28[stride26])); 
# 48
skip29:; ; 
# 49
return stride26; 
# 50
} 
#endif
# 52 "v001467.cu"
__attribute((noinline)) __attribute__((unused)) int combine30(unsigned q31, int *__restrict__ out32, int lane33) {int volatile ___ = 1;(void)q31;(void)out32;(void)lane33;
# 66
::exit(___);}
#if 0
# 52
{ 
# 53
int h34 = lane33; 
# 54
long stride35 = ((*out32) & q31) % lane33; 
# 55
(out32[3]) = ((16) + (((out32[stride35]) | sizeof(int)) | (h34 | 26L))); 
# 56
if (((h34 == 43) ? lane33 : sizeof(int)) >= stride35) { 
# 57
goto out36; 
# 58
}  
# 59
q31 = (out32[q31 & (7)]); 
# 60
if (((*out32) * (out32[7])) >= 57) { 
# 61
return (1) - q31; 
# 62
}  
# 63
lane33 = ((out32[3]) ^ ((62UL | q31) + (1))); 
# 64
out36:; ; 
# 65
return 59UL; 
# 66
} 
#endif
# 68 "v001467.cu"
int host_update37(char *buf38, short p39, const int *src40) { 
# 69
(buf38[0]) = ((buf38[2]) + (p39 * (3 ^ p39))); 
# 70
if (((63 != ((src40[3]) - p39)) ? 2 + (buf38[p39 & 7]) : (buf38[5])) == sizeof(unsigned)) { 
# 71
p39 = ((double)((p39 >> (*buf38)) + (p39 - (*src40)))); 
# 72
} else { 
# 73
(*buf38) = p39; 
# 74
float lo41[7] = {}; 
# 75
}  
# 76
return 25; 
# 77
} 
# 78
}
# 80
long long check_mix42(int *buf43) { 
# 81
if (((*buf43) + (buf43[3])) == 35) { 
# 82
goto finish44; 
# 83
}  
# 84
{ 
# 85
(__cudaPushCallConfiguration(2, 1 << 8)) ? (void)0 : decay17_kernel(static_cast< int *>(nullptr), *buf43, Color1::Low3); 
# 86
(__cudaPushCallConfiguration(512, 64)) ? (void)0 : decay17_kernel(buf43, *buf43, Color1::Low3); 
# 87
} 
# 88
static_assert((30 == 30), "bad config");
# 89
(__cudaPushCallConfiguration(64, sizeof(int) * (32), 0, (cudaStream_t)0)) ? (void)0 : decay17_kernel(buf43, *buf43, Color1::On2); 
# 90
finish44:; ; 
# 91
return -((float)(*buf43)); 
# 92
} 
# 94
int main() { 
# 95
int len45 = 2833; 
# 96
cudaStream_t lim46 = ((cudaStream_t)0); 
# 97
auto lam47 = [=]()->int { 
# 98
return (len45) + ((len45) * 4514); 
# 99
} ; typedef decltype(lam47) __T0;
# 100
switch (len45) { 
# 101
case 2 * 6:  
# 102
break; 
# 103
default:  
# 104
len45++; 
# 105
break; 
# 106
}  
# 107
len45 = ((len45 % len45) - 2U); 
# 108
(__cudaPushCallConfiguration(64, 256)) ? (void)0 : decay17_kernel(nullptr, (len45 ^ 2634) / len45, Color1::Low3); 
# 109
return 0; 
# 110
} 

# 1 "v001467.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d335b272_10_v001467_cu_20ee84ad
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001467.cudafe1.stub.c"
#include "v001467.cudafe1.stub.c"
# 1 "v001467.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
