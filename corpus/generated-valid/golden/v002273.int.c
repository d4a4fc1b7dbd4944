# 1 "v002273.cu"
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
# 8 "v002273.cu"
__attribute__((visibility("hidden"))) void count4(int stride5) ;
#if 0
# 8
{ 
# 9
stride5++; 
# 10
stride5--; 
# 11
__attribute__((unused)) static unsigned sh_6; 
# 12
auto s7 = sh_6; 
# 13
int e8 = (64) - s7; 
# 14
} 
#endif
# 16 "v002273.cu"
struct Particle9 { 
# 17
int mass10; 
# 18
unsigned w11; 
# 19
int get12(double mid13) const { 
# 20
Particle9 f14 = {mass10, (0L)}; 
# 21
return 5L; 
# 22
} 
# 23
void mix15(char cnt16) { 
# 24
(w11) = (cnt16 * cnt16); 
# 25
} 
# 26
}; 
# 27
template< class T> 
# 28
struct Acc17 { 
# 29
T z18; 
# 30
long count19; 
# 31
T norm20() const { 
# 32
return sizeof(char); 
# 33
} 
# 34
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 36
template< class T, int N> static void 
# 37
__wrapper__device_stub_apply21(const T *&in22, const float *&coef23, const int *&src24, T *&out25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
__attribute__((unused)) static int sh_26; 
# 39
__attribute__((unused)) static int sh_27[64]; 
# 40
if (sh_26 & 1) { 
# 41
short m28[8] = {(1139)}; 
# 42
int iter29 = 0; 
# 43
while (iter29 < 13) { 
# 44
(sh_27[59]) = (sizeof(Acc17< int> ) - (sh_26 ^ (*src24))); 
# 45
++iter29; 
# 46
}  
# 47
--(*out25); 
# 48
} else { if (((in22[sh_26]) * (in22[sh_26])) <= (13 % (sh_27[28]))) { }  }  
# 49
} 
#endif

#pragma GCC diagnostic pop

# 36 "v002273.cu"
template< class T, int N> static void 
# 37
apply21(const T *in22, const float *coef23, const int *src24, T *out25) {__wrapper__device_stub_apply21<T,N>(in22,coef23,src24,out25);
# 49
return;}
#if 0
# 37
{ 
# 38
__attribute__((unused)) static int sh_26; 
# 39
__attribute__((unused)) static int sh_27[64]; 
# 40
if (sh_26 & 1) { 
# 41
short m28[8] = {(1139)}; 
# 42
int iter29 = 0; 
# 43
while (iter29 < 13) { 
# 44
(sh_27[59]) = (sizeof(Acc17< int> ) - (sh_26 ^ (*src24))); 
# 45
++iter29; 
# 46
}  
# 47
--(*out25); 
# 48
} else { if (((in22[sh_26]) * (in22[sh_26])) <= (13 % (sh_27[28]))) { }  }  
# 49
} 
#endif
# 50 "v002273.cu"
enum class Color30: long { Off31, On32}; 
# 51
enum Op33: short { OFF34, SLOW35 = 2, MUL36 = 4, GREEN37}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 53
template< class T> static void 
# 54
__wrapper__device_stub_mix38_kernel(T &q39) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 54
{ 
# 55
++q39; 
# 56
if (q39 >= 20LL) { 
# 57
return; }  
# 58
__attribute__((unused)) static double sh_40[256]; 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 53 "v002273.cu"
template< class T> static void 
# 54
mix38_kernel(T q39) {__wrapper__device_stub_mix38_kernel<T>(q39);
# 59
return;}
#if 0
# 54
{ 
# 55
++q39; 
# 56
if (q39 >= 20LL) { 
# 57
return; }  
# 58
__attribute__((unused)) static double sh_40[256]; 
# 59
} 
#endif
# 60 "v002273.cu"
using idx41_t = unsigned char; 
# 61
template< class T, int N = 8> unsigned long 
# 62
pack42(const T *in43) { 
# 63
if (49U != (static_cast< T>(in43[2]))) { 
# 64
} else { if (((in43[5]) + 139) < ((in43[5]) * (in43[5]))) { 
# 65
} else { 
# 66
}  }  
# 67
return 30; 
# 68
} 
# 69
__attribute__((visibility("hidden"))) void tally44_kernel(int *data45, float *buf46) ;
#if 0
# 69
{ 
# 70
if ((*data45) <= (buf46[0])) { 
# 71
return; }  
# 72
float f47[4] = {}; 
# 73
int mid48[(MUL36) + 3] = {(50L), 59}; 
# 74
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 75 "v002273.cu"
template< class T, int N> static void 
# 76
__wrapper__device_stub_decay49_kernel(const T *&coef50) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 76
{ 
# 77
for (int it51 = 15; it51 > 0; --it51) { 
# 78
static_assert((38 > 37), "tile must fit");
# 79
Color30 prod52 = Color30::On32; 
# 80
}  
# 81
static_assert((sizeof(int) == (4)), "bad config");
# 82
unsigned v53 = N * (((*coef50) - N) + (46 + (coef50[2]))); 
# 83
} 
#endif

#pragma GCC diagnostic pop

# 75 "v002273.cu"
template< class T, int N> static void 
# 76
decay49_kernel(const T *coef50) {__wrapper__device_stub_decay49_kernel<T,N>(coef50);
# 83
return;}
#if 0
# 76
{ 
# 77
for (int it51 = 15; it51 > 0; --it51) { 
# 78
static_assert((38 > 37), "tile must fit");
# 79
Color30 prod52 = Color30::On32; 
# 80
}  
# 81
static_assert((sizeof(int) == (4)), "bad config");
# 82
unsigned v53 = N * (((*coef50) - N) + (46 + (coef50[2]))); 
# 83
} 
#endif
# 84 "v002273.cu"
int check_sweep54(unsigned q55, int *out56, int *data57) { 
# 85
q55 = (static_cast< int>(q55)); 
# 86
--(data57[q55]); 
# 87
dim3 res58 = dim3((GREEN37) + ((GREEN37) + 6), (q55 + (63)) / (64), (q55 + (63)) / (64)); 
# 88
return -54; 
# 89
} 
# 90
int main() { 
# 91
int count59 = 1633; 
# 92
Acc17< int>  sum60{(58U), 1336L}; 
# 93
float mid61 = (sizeof(idx41_t)); 
# 94
static float v62 = (9.75F); 
# 95
++v62; 
# 96
(__cudaPushCallConfiguration(dim3(1, 256), 512, sizeof(double) * (128), nullptr)) ? (void)0 : count4((sum60.count19) * (mid61 + (GREEN37))); 
# 97
(__cudaPushCallConfiguration((count59 + 63) / 64, (GREEN37) + 251, sizeof(int) * (256), 0)) ? (void)0 : apply21< float, 1> (static_cast< const float *>(nullptr), nullptr, static_cast< const int *>(nullptr), (float *)nullptr); 
# 98
(__cudaPushCallConfiguration(((dim3)((count59 + 63) / 64)), ((dim3)(128)), sizeof(int) * (64), 0)) ? (void)0 : mix38_kernel(8U); 
# 99
return 0; 
# 100
} 

# 1 "v002273.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8686f515_10_v002273_cu_7ac0ca5e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002273.cudafe1.stub.c"
#include "v002273.cudafe1.stub.c"
# 1 "v002273.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
