# 1 "v002189.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 5 "v002189.cu"
template< class T> static void 
# 6
__wrapper__device_stub_weigh1_kernel(const T *&coef2, T &b3) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 6
{ 
# 7
if (b3 >= b3) { 
# 8
return; 
# 9
}  
# 10
T h4 = ((7.5F)); 
# 11
h4 = (48U & ((h4 <= (*coef2)) ? (b3 <= 27) ? ' ' : 3 : 3443U)); 
# 12
if (short y5 = b3 * ((unsigned)(h4 + b3)); (-((*coef2) * b3)) > y5) { 
# 13
const int w6 = y5; 
# 14
T stride7 = (55); 
# 15
}  
# 16
} 
#endif

#pragma GCC diagnostic pop

# 5 "v002189.cu"
template< class T> static void 
# 6
weigh1_kernel(const T *coef2, T b3) {__wrapper__device_stub_weigh1_kernel<T>(coef2,b3);
# 16
return;}
#if 0
# 6
{ 
# 7
if (b3 >= b3) { 
# 8
return; 
# 9
}  
# 10
T h4 = ((7.5F)); 
# 11
h4 = (48U & ((h4 <= (*coef2)) ? (b3 <= 27) ? ' ' : 3 : 3443U)); 
# 12
if (short y5 = b3 * ((unsigned)(h4 + b3)); (-((*coef2) * b3)) > y5) { 
# 13
const int w6 = y5; 
# 14
T stride7 = (55); 
# 15
}  
# 16
} 
#endif
# 18 "v002189.cu"
inline int stencil8(int len9, const double *coef10, const double *input11) { 
# 19
len9++; 
# 20
len9--; 
# 21
int q12 = input11[len9]; 
# 22
int v13 = (((input11[len9 & 7]) < (27)) ? 63 : 63) & q12; 
# 23
--v13; 
# 24
return (2966 + v13) | (('\'') & v13); 
# 25
} 
# 27
static long stencil14(unsigned beta15, float *dst16) { 
# 28
(dst16[beta15 & (7)]) = (stencil8((*dst16) + (stencil8(dst16[beta15 & (7)], reinterpret_cast< const double *>(dst16), reinterpret_cast< const double *>(dst16))), nullptr, reinterpret_cast< const double *>(dst16))); 
# 29
auto lam17 = []() { 
# 30
(__cudaPushCallConfiguration(1, sizeof(float) * (8))) ? (void)0 : weigh1_kernel((const double *)nullptr, (double)stencil8(sizeof(double), (const double *)nullptr, nullptr)); 
# 31
stencil8(1, nullptr, (const double *)nullptr); 
# 32
} ; typedef decltype(lam17) __T0;
# 33
lam17(); 
# 34
(__cudaPushCallConfiguration(8, 32)) ? (void)0 : weigh1_kernel((const unsigned *)nullptr, beta15); 
# 35
const int h18 = ((*dst16) - (beta15 + (7))) - ((stencil8(beta15, reinterpret_cast< const double *>(dst16), reinterpret_cast< const double *>(dst16))) * 44LL); 
# 36
float diff19 = h18; 
# 37
int k20 = 2939; 
# 38
unsigned v21 = beta15; 
# 39
return stencil8(((sizeof(int)) >= diff19) ? stencil8(2L, reinterpret_cast< const double *>(dst16), reinterpret_cast< const double *>(dst16)) : ((k20 >= 3) ? h18 : 0), reinterpret_cast< const double *>(dst16), reinterpret_cast< const double *>(dst16)); 
# 40
} 
# 43
struct Sample22 { 
# 44
float vel23; 
# 45
int weight24; 
# 46
}; 
# 47
using ptr25_t = int *; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 49
template< class T, int N> static void 
# 50
__wrapper__device_stub_filter26(const T *&src27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 50
{ 
# 51
unsigned q28 = N % ((((src27[5]) <= N) ? N : 35) + 1724); 
# 52
int h29 = stencil8(q28, nullptr, (const double *)nullptr); 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 49 "v002189.cu"
template< class T, int N> static void 
# 50
filter26(const T *src27) {__wrapper__device_stub_filter26<T,N>(src27);
# 53
return;}
#if 0
# 50
{ 
# 51
unsigned q28 = N % ((((src27[5]) <= N) ? N : 35) + 1724); 
# 52
int h29 = stencil8(q28, nullptr, (const double *)nullptr); 
# 53
} 
#endif
# 54 "v002189.cu"
static unsigned d_scatter30; 
# 57
template< class T, int N> __attribute__((unused)) T 
# 58
sweep31(const T *src32, int len33) {int volatile ___ = 1;(void)src32;(void)len33;
# 67
::exit(___);}
#if 0
# 58
{ 
# 59
d_scatter30 = (sizeof(int)); 
# 60
len33 = (src32[0]); 
# 61
int lim34 = 3 * (len33 + N); 
# 62
--lim34; 
# 63
if ((lim34 * N) <= (src32[len33])) { 
# 64
return lim34; 
# 65
}  
# 66
return (T)(stencil8('z', (const double *)nullptr, nullptr) - (N % lim34)); 
# 67
} 
#endif
# 69 "v002189.cu"
__attribute__((visibility("hidden"))) void lerp35_kernel(const unsigned *coef36, const size_t *coef37, const Sample22 q38, float beta39) ;
#if 0
# 69
{ 
# 70
++beta39; 
# 71
Sample22 s40{beta39, (34L)}; 
# 72
} 
#endif
# 74 "v002189.cu"
int main() { 
# 75
int len41 = 1770; 
# 76
auto op44 = [](int res42, float r43)->float { 
# 77
(__cudaPushCallConfiguration((res42 + 255) / 256, 32 * 2)) ? (void)0 : filter26< float, 6> ((const float *)nullptr); 
# 78
return r43; 
# 79
} ; typedef decltype(op44) __T1;
# 80
float e45(stencil8(stencil14(10UL, nullptr), nullptr, nullptr)); 
# 81
(__cudaPushCallConfiguration(64 * 2, 512)) ? (void)0 : lerp35_kernel(nullptr, nullptr, Sample22{(float)stencil14(len41, (float *)nullptr), len41}, (5.5F) - (len41 ^ len41)); 
# 82
const char *base46 = ("AB"); 
# 83
const int q47 = stencil14((((base46[1]) - e45) >= (39UL)) ? -e45 : (stencil14(15, (float *)nullptr)), (float *)nullptr); 
# 84
return 0; 
# 85
} 

# 1 "v002189.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__edfff00e_10_v002189_cu_313f8773
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002189.cudafe1.stub.c"
#include "v002189.cudafe1.stub.c"
# 1 "v002189.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
