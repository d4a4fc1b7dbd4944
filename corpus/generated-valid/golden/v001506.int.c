# 1 "v001506.cu"
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
# 15 "v001506.cu"
template< class T, class U> __attribute__((unused)) char 
# 16
decay5(T *__restrict__ dst6) {int volatile ___ = 1;(void)dst6;
# 26
::exit(___);}
#if 0
# 16
{ 
# 17
(dst6[1]) = (dst6[2]); 
# 18
constexpr float v7 = (-(2.5F)); 
# 19
float hi8 = v7; 
# 20
if (double f9(hi8); dst6 == nullptr) { 
# 21
f9 = (-(7.25)); 
# 22
long long sum10 = f9; 
# 23
}  
# 24
const T sum11 = (54); 
# 25
return dst6[4]; 
# 26
} 
#endif
# 28 "v001506.cu"
__attribute__((unused)) void bias12(int count13, unsigned q14, float beta15) {int volatile ___ = 1;(void)count13;(void)q14;(void)beta15;
# 36
::exit(___);}
#if 0
# 28
{ 
# 29
int *prod16 = (nullptr); 
# 30
count13 = beta15; 
# 31
q14 = ((prod16[1]) - ((*prod16) * (count13 >> 14))); 
# 32
count13 = (19U); 
# 33
static_assert(((14 + 3) == 17));
# 34
float x17(decay5< float, int> (reinterpret_cast< float *>(prod16))); 
# 35
beta15 = (((55U * (*prod16)) << 6) + ((int)(14 + (prod16[q14])))); 
# 36
} 
#endif
# 37 "v001506.cu"
enum class Axis18: long { Add19 = 3L, Low20}; 
# 39
static void merge21_kernel(const float *__restrict__ input22, int n23) ;
#if 0
# 39
{ 
# 40
n23 = ((((*input22) + (14)) < (+(input22[n23]))) ? (*input22) + (14) : (+(input22[n23]))); 
# 41
n23 = (0UL); 
# 42
if (((!input22) ? input22[3] : n23) != (14)) { 
# 43
n23 = ((((decay5< long, double> (nullptr)) != (input22[n23])) ? (sizeof(signed char) == n23) ? 36 : 5L : (-(input22[n23]))) - n23); 
# 44
} else { 
# 45
decay5< unsigned, long> (nullptr); 
# 46
}  
# 47
} 
#endif
# 48 "v001506.cu"
enum Op24 { BUSY25, OFF26 = 4, GREEN27}; 
# 50
__attribute__((unused)) double bump28(int *buf29) {int volatile ___ = 1;(void)buf29;
# 63
::exit(___);}
#if 0
# 50
{ 
# 51
if (const float val30 = (14); !(!((buf29[3]) == (buf29[0])))) { 
# 52
int hi31(*buf29); 
# 53
} else { 
# 54
if ((val30 == (buf29[6])) || ((buf29[7]) == val30)) { 
# 55
return (((decay5< float, long> (reinterpret_cast< float *>(buf29))) < ((buf29[4]) + (OFF26))) ? decay5< float, long> (reinterpret_cast< float *>(buf29)) : ((buf29[4]) + (OFF26))); }  
# 56
if (constexpr unsigned short prod32 = (64UL); (buf29[3]) <= (decay5< int, double> (nullptr))) { 
# 57
(*buf29) = (((decay5< unsigned, long> (reinterpret_cast< unsigned *>(buf29))) - (val30 / (buf29[2]))) + ((10UL + (*buf29)) - (decay5< double, float> ((double *)nullptr)))); 
# 58
float lim33 = val30; 
# 59
} else { 
# 60
}  
# 61
}  
# 62
return ((*buf29) < (*buf29)) ? (9.875) : (542); 
# 63
} 
#endif
# 64 "v001506.cu"
typedef int idx34_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 66
template< class T> static void 
# 67
__wrapper__device_stub_split35(const T *__restrict__ &src36, const char *&src37, const T *&in38, const T *__restrict__ &coef39) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 67
{ 
# 68
__attribute__((unused)) extern unsigned char dyn_40[]; 
# 69
T f41 = BUSY25 * (coef39[6]); 
# 70
if ((((src37[1]) < bump28((idx34_t *)nullptr)) ? src37[1] : bump28((idx34_t *)nullptr)) >= bump28(nullptr)) { 
# 71
unsigned short off42 = coef39[3]; 
# 72
} else { if (decay5< T, float> (nullptr) >= (src37[0])) { 
# 73
return; }  }  
# 74
f41 = (11.0F); 
# 75
Axis18 idx43 = Axis18::Add19; 
# 76
if (idx43 != Axis18::Add19) { 
# 77
return; }  
# 78
} 
#endif

#pragma GCC diagnostic pop

# 66 "v001506.cu"
template< class T> static void 
# 67
split35(const T *__restrict__ src36, const char *src37, const T *in38, const T *__restrict__ coef39) {__wrapper__device_stub_split35<T>(src36,src37,in38,coef39);
# 78
return;}
#if 0
# 67
{ 
# 68
__attribute__((unused)) extern unsigned char dyn_40[]; 
# 69
T f41 = BUSY25 * (coef39[6]); 
# 70
if ((((src37[1]) < bump28((idx34_t *)nullptr)) ? src37[1] : bump28((idx34_t *)nullptr)) >= bump28(nullptr)) { 
# 71
unsigned short off42 = coef39[3]; 
# 72
} else { if (decay5< T, float> (nullptr) >= (src37[0])) { 
# 73
return; }  }  
# 74
f41 = (11.0F); 
# 75
Axis18 idx43 = Axis18::Add19; 
# 76
if (idx43 != Axis18::Add19) { 
# 77
return; }  
# 78
} 
#endif
# 80 "v001506.cu"
int main() { 
# 81
int size44 = 2105; 
# 82
int f45 = ((43 * size44) * (-size44)) - ((BUSY25) - size44); 
# 83
(__cudaPushCallConfiguration(1, 1 << 9)) ? (void)0 : split35< double> ((const double *)nullptr, nullptr, (const double *)nullptr, (const double *)nullptr); 
# 84
(__cudaPushCallConfiguration((f45 + 31) / 32, (OFF26) + 28)) ? (void)0 : merge21_kernel(nullptr, ((size44 < 49) ? size44 : 49) + 4315); 
# 85
return 0; 
# 86
} 

# 1 "v001506.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2f95f312_10_v001506_cu_6d2648b2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001506.cudafe1.stub.c"
#include "v001506.cudafe1.stub.c"
# 1 "v001506.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
