# 1 "v001562.cu"
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
# 10 "v001562.cu"
inline void stencil5(int count6, bool beta7) { 
# 11
count6 = (54 * (+count6)); 
# 12
switch (count6) { 
# 13
case 8 + 1:  
# 14
break; 
# 15
case 3 + 2:  
# 16
for (int j8 = 0; j8 < count6; j8 += 4) { 
# 17
if (beta7 && (count6 <= count6)) { 
# 18
return; }  
# 19
}  
# 20
break; 
# 21
case 10:  
# 22
if (!(beta7 <= 10)) { 
# 23
return; }  
# 24
break; 
# 25
default:  
# 26
break; 
# 27
}  
# 28
} 
# 30
inline float sweep9(short beta10, int stride11, int stride12) { 
# 31
unsigned hi13 = ('A'); 
# 32
stride12 = (10L); 
# 33
return (21.25F); 
# 34
} 
# 36
__attribute__((visibility("hidden"))) void sift14_kernel(int count15, int n16, const int *__restrict__ coef17) ;
#if 0
# 36
{ 
# 37
int idx18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
if (idx18 >= count15) { 
# 39
return; }  
# 40
float v19 = __device_builtin_variable_blockDim.x; 
# 41
const long long w20 = (double)((((__device_builtin_variable_gridDim.x) == (3)) && ((__device_builtin_variable_threadIdx.x) < count15)) ? (*coef17) + ('A') : (16.875)); 
# 42
if (count15 >= 3L) { 
# 43
bool s21 = v19 / ((!(50L > count15)) ? __device_builtin_variable_threadIdx.z : (__device_builtin_variable_blockDim.y)); 
# 44
n16 -= ((__device_builtin_variable_gridDim.z) * idx18); 
# 45
}  
# 46
} 
#endif
# 48 "v001562.cu"
template< class T, int N = 5> __attribute__((unused)) float 
# 49
scatter22(const T *in23, const T *input24) {int volatile ___ = 1;(void)in23;(void)input24;
# 53
::exit(___);}
#if 0
# 49
{ 
# 50
const T *idx25 = in23; 
# 51
T flag26(((22.875) / (input24[3])) + (((19.625F) * (in23[5])) + ((input24[__device_builtin_variable_blockDim.x]) - (6.375)))); 
# 52
return flag26; 
# 53
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 55 "v001562.cu"
template< class T> static void 
# 56
__wrapper__device_stub_lerp27_kernel(T &p28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 56
{ 
# 57
int idx29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
p28 = ((idx29 - ((11.25) - p28)) * ((16.25F) - idx29)); 
# 59
T sum30 = (18.25) + ((__device_builtin_variable_threadIdx.z) - (127)); 
# 60
p28 -= (idx29 * ((__device_builtin_variable_threadIdx.x) >> (37U + (__device_builtin_variable_threadIdx.x)))); 
# 61
T off31 = idx29; 
# 62
off31 = (((-idx29) << idx29) - sum30); 
# 63
float v32 = (0); 
# 64
float *y33 = &v32; 
# 65
} 
#endif

#pragma GCC diagnostic pop

# 55 "v001562.cu"
template< class T> static void 
# 56
lerp27_kernel(T p28) {__wrapper__device_stub_lerp27_kernel<T>(p28);
# 65
return;}
#if 0
# 56
{ 
# 57
int idx29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
p28 = ((idx29 - ((11.25) - p28)) * ((16.25F) - idx29)); 
# 59
T sum30 = (18.25) + ((__device_builtin_variable_threadIdx.z) - (127)); 
# 60
p28 -= (idx29 * ((__device_builtin_variable_threadIdx.x) >> (37U + (__device_builtin_variable_threadIdx.x)))); 
# 61
T off31 = idx29; 
# 62
off31 = (((-idx29) << idx29) - sum30); 
# 63
float v32 = (0); 
# 64
float *y33 = &v32; 
# 65
} 
#endif
# 67 "v001562.cu"
inline void apply34(int n35, unsigned a36) { 
# 68
a36 >>= ((a36 == (3922 * n35)) ? n35 * 4 : ((29L << n35) + (49))); 
# 69
float off37 = a36; 
# 70
double r38 = 3 % ((unsigned char)n35); 
# 71
n35 >>= 3; 
# 72
a36 /= (((n35 >= 21) && (r38 <= r38)) ? r38 : n35); 
# 73
constexpr unsigned f39 = (44); 
# 74
} 
# 76
float check_tile40(int len41) { 
# 77
(__cudaPushCallConfiguration(dim3((len41 + 31) / 32, 2, 1), dim3(8, 128, (len41 + 31) / 32))) ? (void)0 : sift14_kernel(len41, (len41 + len41) / (3159 + len41), (const int *)nullptr); 
# 78
len41 ^= ((int)len41); 
# 79
unsigned v42 = len41; 
# 80
if ((3) >= (+v42)) { 
# 81
goto skip43; 
# 82
}  
# 83
(__cudaPushCallConfiguration(1 << (3 + 4), ((dim3)((v42 + (31)) / (32))), 512 * 8, nullptr)) ? (void)0 : lerp27_kernel< long> (v42); 
# 84
skip43:; ; 
# 85
return v42; 
# 86
} 
# 88
void host_spread44(int stride45, int n46) { 
# 89
switch (n46 - 35) { 
# 90
case 2:  
# 91
break; 
# 92
}  
# 93
static long flag47 = (10UL); 
# 94
const unsigned *stride48 = ((const unsigned *)nullptr); 
# 95
} 
# 97
int main() { 
# 98
int n49 = 628; 
# 99
(__cudaPushCallConfiguration(((dim3)((n49 + 255) / 256)), 8 * (3 + 13))) ? (void)0 : lerp27_kernel(1L); 
# 100
const char *cnt50 = ("AB"); 
# 101
n49 = ((((cnt50[1]) * n49) - n49) + (n49 - ((cnt50[0]) * (cnt50[1])))); 
# 102
return 0; 
# 103
} 

# 1 "v001562.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2fb791e5_10_v001562_cu_68ab5d7a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001562.cudafe1.stub.c"
#include "v001562.cudafe1.stub.c"
# 1 "v001562.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
