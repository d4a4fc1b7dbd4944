# 1 "v000510.cu"
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
# 19 "v000510.cu"
__attribute__((unused)) int fold5(const float *src6, int count7) 
# 20
{int volatile ___ = 1;(void)src6;(void)count7;
# 27
::exit(___);}
#if 0
# 20
{ 
# 21
--count7; 
# 22
count7 = 39; 
# 23
count7--; 
# 24
static_assert((49 > 48), "tile must fit");
# 25
__attribute__((unused)) static float sh_8[64]; 
# 26
return *src6; 
# 27
} 
#endif
# 29 "v000510.cu"
__attribute__((visibility("hidden"))) void reduce9_kernel(double p10, const unsigned *coef11, int *acc12, long long *__restrict__ out13) ;
#if 0
# 30
{ 
# 31
(out13[0]) = (coef11[0]); 
# 32
__attribute__((unused)) static float sh_14[10][12]; 
# 33
unsigned long idx15 = (44L); 
# 34
switch (out13[3]) { 
# 35
case 2:  
# 36
(out13[1]) = ((45) / ((sh_14[6])[8])); 
# 37
break; 
# 38
case 1:  { 
# 39
int m16 = ((*acc12) + (((acc12[idx15]) > 64U) ? acc12[idx15] : 64U)) - (((31) / (*out13)) - (sizeof(unsigned short))); 
# 40
break; 
# 41
} 
# 42
case 5:  { 
# 43
float z17(idx15 + (24.125F)); 
# 44
break; 
# 45
} 
# 46
default:  
# 47
break; 
# 48
}  
# 49
} 
#endif
# 50 "v000510.cu"
double g_filter18 = ((16.875F)); 
# 52
__attribute__((unused)) void sweep19(int count20) 
# 53
{int volatile ___ = 1;(void)count20;
# 57
::exit(___);}
#if 0
# 53
{ 
# 54
float prod21(static_cast< double>(count20 - count20)); 
# 55
count20 = (fold5(nullptr, count20) + 37); 
# 56
count20 = 22; 
# 57
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59 "v000510.cu"
template< class T, class U> static void 
# 60
__wrapper__device_stub_drift22(const U *&src23, int &count24, const U *__restrict__ &input25, char &alpha26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 61
{ 
# 62
T off27 = (15.125) * count24; 
# 63
constexpr bool e28 = (0); 
# 64
off27 = ((fold5((const float *)nullptr, 46UL * alpha26) > 46) ? fold5((const float *)nullptr, 46UL * alpha26) : 46); 
# 65
constexpr double m29 = ((19.125F)); 
# 66
} 
#endif

#pragma GCC diagnostic pop

# 59 "v000510.cu"
template< class T, class U> static void 
# 60
drift22(const U *src23, int count24, const U *__restrict__ input25, char alpha26) 
# 61
{__wrapper__device_stub_drift22<T,U>(src23,count24,input25,alpha26);
# 66
return;}
#if 0
# 61
{ 
# 62
T off27 = (15.125) * count24; 
# 63
constexpr bool e28 = (0); 
# 64
off27 = ((fold5((const float *)nullptr, 46UL * alpha26) > 46) ? fold5((const float *)nullptr, 46UL * alpha26) : 46); 
# 65
constexpr double m29 = ((19.125F)); 
# 66
} 
#endif
# 67 "v000510.cu"
enum Level30: int { 
# 68
LOW31, 
# 69
IDLE32, 
# 70
OFF33 = 6, 
# 71
GREEN34, 
# 72
FAST35
# 73
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 75
template< class T, int N = 3> static void 
# 76
__wrapper__device_stub_combine36(const T *&coef37, T *&data38, Level30 &alpha39, int *&dst40) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 77
{ 
# 78
if (T z41 = (+(data38[2])); ((z41 > 5) ? z41 : 5) > alpha39) { 
# 80
#pragma unroll 8
for (
# 80
int n42 = 0; n42 < 6; n42++) { 
# 81
fold5(static_cast< const float *>(nullptr), N); }  
# 82
(*dst40) = fold5(nullptr, z41); 
# 83
}  
# 84
static_assert((((FAST35) + ((OFF33) + 6)) == 20), "bad config");
# 85
} 
#endif

#pragma GCC diagnostic pop

# 75 "v000510.cu"
template< class T, int N = 3> static void 
# 76
combine36(const T *coef37, T *data38, Level30 alpha39, int *dst40) 
# 77
{__wrapper__device_stub_combine36<T,N>(coef37,data38,alpha39,dst40);
# 85
return;}
#if 0
# 77
{ 
# 78
if (T z41 = (+(data38[2])); ((z41 > 5) ? z41 : 5) > alpha39) { 
# 80
#pragma unroll 8
for (
# 80
int n42 = 0; n42 < 6; n42++) { 
# 81
fold5(static_cast< const float *>(nullptr), N); }  
# 82
(*dst40) = fold5(nullptr, z41); 
# 83
}  
# 84
static_assert((((FAST35) + ((OFF33) + 6)) == 20), "bad config");
# 85
} 
#endif
# 87 "v000510.cu"
int main() 
# 88
{ 
# 89
int size43 = 2685; 
# 90
Level30 mid44 = IDLE32; 
# 91
auto fn47 = [=](auto z45, auto q46) mutable { 
# 92
(__cudaPushCallConfiguration(1 << ((GREEN34) + ((IDLE32) + 1)), dim3(((size43) + 127) / 128, 1 << 5, ((size43) + 63) / 64))) ? (void)0 : combine36< double, 5> ((const double *)nullptr, &g_filter18, mid44, &(size43)); 
# 93
(mid44) = GREEN34; 
# 94
return z45 * 2; 
# 95
} ; typedef decltype(fn47) __T0;
# 96
switch (mid44 + mid44) { 
# 97
case 7:  
# 98
break; 
# 99
case (FAST35) + (IDLE32):  
# 100
break; 
# 101
case IDLE32:  
# 102
size43 = size43; 
# 103
break; 
# 104
default:  { 
# 105
const char *mid48 = ("path\\to"); 
# 106
break; 
# 107
} 
# 108
}  
# 109
(__cudaPushCallConfiguration((GREEN34) + 121, dim3(1, sizeof(unsigned) * ((GREEN34) + 1), (size43 + 255) / 256))) ? (void)0 : reduce9_kernel((mid44 > g_filter18) ? mid44 : g_filter18, nullptr, nullptr, static_cast< long long *>(nullptr)); 
# 110
(__cudaPushCallConfiguration(1, 16 * ((GREEN34) + (IDLE32)))) ? (void)0 : drift22< float, double> (&g_filter18, g_filter18, &g_filter18, 44 >> (mid44 * size43)); 
# 111
return 0; 
# 112
} 

# 1 "v000510.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__91e98eca_10_v000510_cu_01faa182
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000510.cudafe1.stub.c"
#include "v000510.cudafe1.stub.c"
# 1 "v000510.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
