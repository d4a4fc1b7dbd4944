# 1 "v000523.cu"
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
# 13 "v000523.cu"
__attribute__((visibility("hidden"))) void probe3_kernel(int n4, int *dst5, int len6) ;
#if 0
# 14
{ 
# 15
auto val7 = 33ULL; 
# 16
++(dst5[0]); 
# 17
(dst5[val7 & (7)]) = (((val7 >= (dst5[val7])) ? 1 : 471ULL) - ((n4 - len6) + (*dst5))); 
# 18
if ((*dst5) == len6) { 
# 19
len6 = ((val7 != val7) ? val7 : n4); 
# 20
constexpr double w8 = (13.0); 
# 21
}  
# 22
long idx9 = (sizeof(float)); 
# 23
} 
#endif
# 25 "v000523.cu"
int smooth10(int n11, float *__restrict__ data12) 
# 26
{ 
# 27
unsigned prod13 = (8); 
# 28
for (int i14 = 0; i14 < n11; ++i14) { 
# 29
if ((n11 - 41) == ((n11 - n11) % i14)) { 
# 30
unsigned stride15 = ((((data12[4]) > n11) && (n11 == 46)) ? i14 - 36 : 2) - ((36 + n11) + (2 << n11)); 
# 31
bool idx16 = (data12[7]) >= ((char)i14); 
# 32
}  
# 33
}  
# 34
return 7; 
# 35
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37
template< class T, int N> static void 
# 38
__wrapper__device_stub_accum17(T &alpha18, T *__restrict__ &acc19, int &stride20, T *&buf21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
T f22(stride20 + (52L + stride20)); 
# 41
if ((*acc19) == 50L) { 
# 42
__attribute__((unused)) static float sh_23; 
# 43
f22 = sh_23; 
# 44
if ((f22 < 8) && (buf21 != nullptr)) { 
# 45
return; 
# 46
}  
# 47
}  
# 48
constexpr short e24 = (60); 
# 49
T lo25 = ((N + stride20) >> 3) * smooth10(N % stride20, nullptr); 
# 50
} 
#endif

#pragma GCC diagnostic pop

# 37 "v000523.cu"
template< class T, int N> static void 
# 38
accum17(T alpha18, T *__restrict__ acc19, int stride20, T *buf21) 
# 39
{__wrapper__device_stub_accum17<T,N>(alpha18,acc19,stride20,buf21);
# 50
return;}
#if 0
# 39
{ 
# 40
T f22(stride20 + (52L + stride20)); 
# 41
if ((*acc19) == 50L) { 
# 42
__attribute__((unused)) static float sh_23; 
# 43
f22 = sh_23; 
# 44
if ((f22 < 8) && (buf21 != nullptr)) { 
# 45
return; 
# 46
}  
# 47
}  
# 48
constexpr short e24 = (60); 
# 49
T lo25 = ((N + stride20) >> 3) * smooth10(N % stride20, nullptr); 
# 50
} 
#endif
# 53 "v000523.cu"
__attribute((noinline)) __attribute__((unused)) void smooth26(double beta27, unsigned *__restrict__ out28) 
# 54
{int volatile ___ = 1;(void)beta27;(void)out28;
# 64
::exit(___);}
#if 0
# 54
{ 
# 55
beta27 = (smooth10(((59) - (*out28)) << (*out28), reinterpret_cast< float *>(out28))); 
# 56
for (int i29 = 10; i29 > 0; --i29) { 
# 57
smooth10(37U, reinterpret_cast< float *>(out28)); 
# 58
float val30[2] = {}; 
# 59
for (int j31 = i29; j31 > 0; --j31) { 
# 60
float tmp32{(19.25F)}; 
# 61
tmp32 = ((int)((58 - i29) ^ smooth10(2, &tmp32))); 
# 62
}  
# 63
}  
# 64
} 
#endif
# 65 "v000523.cu"
static int d_drift33; 
# 67
namespace detail34 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 68
template< class T> static void 
# 69
__wrapper__device_stub_mix35(const T *__restrict__ &coef36) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 70
{ 
# 71
if (((d_drift33 + 57) % smooth10(8, (float *)nullptr)) <= smooth10(*coef36, (float *)nullptr)) { 
# 72
int t37[3] = {}; 
# 73
(t37[d_drift33]) = smooth10(smooth10(coef36[7], nullptr) * smooth10(*coef36, nullptr), (float *)nullptr); 
# 74
}  
# 75
} 
#endif

#pragma GCC diagnostic pop

# 68 "v000523.cu"
template< class T> static void 
# 69
mix35(const T *__restrict__ coef36) 
# 70
{::detail34::__wrapper__device_stub_mix35<T>(coef36);
# 75
return;}
#if 0
# 70
{ 
# 71
if (((d_drift33 + 57) % smooth10(8, (float *)nullptr)) <= smooth10(*coef36, (float *)nullptr)) { 
# 72
int t37[3] = {}; 
# 73
(t37[d_drift33]) = smooth10(smooth10(coef36[7], nullptr) * smooth10(*coef36, nullptr), (float *)nullptr); 
# 74
}  
# 75
} 
#endif
# 77 "v000523.cu"
__attribute__((visibility("hidden"))) void fuse38(int n39, unsigned char b40) ;
#if 0
# 78
{ 
# 79
float lim41 = d_drift33; 
# 80
constexpr int idx42 = (50U); 
# 81
__attribute__((unused)) static signed char sh_43[8]; 
# 82
__attribute__((unused)) static int sh_44[32]; 
# 83
n39 = b40; 
# 84
d_drift33 = ((double)(sh_43[d_drift33 & 7])); 
# 85
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 87 "v000523.cu"
template< class T> static void 
# 88
__wrapper__device_stub_gather45(const T *&coef46) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 89
{ 
# 90
if ((((d_drift33 == (coef46[d_drift33 & 7])) ? d_drift33 : (coef46[6])) - smooth10(49U, nullptr)) >= ((coef46[d_drift33]) * (*coef46))) { 
# 91
auto h47 = (21.5) * ((coef46[d_drift33]) + d_drift33); 
# 92
}  
# 93
if (d_drift33 == 10L) { 
# 94
if (d_drift33 < 8) { 
# 95
return; 
# 96
}  
# 97
}  
# 98
d_drift33 = 28; 
# 99
} 
#endif

#pragma GCC diagnostic pop

# 87 "v000523.cu"
template< class T> static void 
# 88
gather45(const T *coef46) 
# 89
{::detail34::__wrapper__device_stub_gather45<T>(coef46);
# 99
return;}
#if 0
# 89
{ 
# 90
if ((((d_drift33 == (coef46[d_drift33 & 7])) ? d_drift33 : (coef46[6])) - smooth10(49U, nullptr)) >= ((coef46[d_drift33]) * (*coef46))) { 
# 91
auto h47 = (21.5) * ((coef46[d_drift33]) + d_drift33); 
# 92
}  
# 93
if (d_drift33 == 10L) { 
# 94
if (d_drift33 < 8) { 
# 95
return; 
# 96
}  
# 97
}  
# 98
d_drift33 = 28; 
# 99
} 
#endif
# 100 "v000523.cu"
}
# 102
static size_t host_split48(int count49) 
# 103
{ 
# 104
(__cudaPushCallConfiguration((count49 + 127) / 128, 8 * (2 + 2), sizeof(double) * (256))) ? (void)0 : probe3_kernel(count49 % 2993UL, nullptr, smooth10(30L, (float *)nullptr) | count49); 
# 105
auto op52 = [res50 = smooth10(count49, nullptr)](auto u51) { 
# 106
u51 = ((6 + smooth10(res50, (float *)nullptr)) / (smooth10(res50, nullptr) * (38 + u51))); 
# 107
u51 = u51; 
# 108
return u51 * 2; 
# 109
} ; typedef decltype(op52) __T0;
# 110
op52(count49); 
# 111
constexpr double v53 = ((16.875F)); 
# 112
for (int n54 = 0; n54 < 7; ++n54) { 
# 113
for (int it55 = 0; it55 < count49; it55++) { 
# 114
count49 = count49; 
# 115
}  
# 116
}  
# 117
(__cudaPushCallConfiguration((count49 + 127) / 128, 512, sizeof(int) * (128), nullptr)) ? (void)0 : probe3_kernel(smooth10(v53 * count49, nullptr), (int *)nullptr, -35); 
# 118
return smooth10(op52(count49), nullptr); 
# 119
} 
# 121
int main() 
# 122
{ 
# 123
int len56 = 3639; 
# 124
(__cudaPushCallConfiguration(dim3((len56 + 127) / 128, 4), 256)) ? (void)0 : detail34::gather45< long> ((const long *)nullptr); 
# 125
int mid57 = (unsigned long)len56; 
# 126
char t58 = mid57 * smooth10(len56 + 1L, nullptr); 
# 127
float cnt59 = -mid57; 
# 128
(__cudaPushCallConfiguration(1, 64, 0)) ? (void)0 : accum17< float, 3> ((!(mid57 <= t58)) ? cnt59 : cnt59, (float *)nullptr, t58 - host_split48(cnt59), &cnt59); 
# 129
(__cudaPushCallConfiguration(1, ((dim3)((mid57 + 127) / 128)), sizeof(int) * (32), nullptr)) ? (void)0 : detail34::mix35< int> (&mid57); 
# 130
(__cudaPushCallConfiguration(1, 8 + 24, 1 << 10)) ? (void)0 : detail34::fuse38((unsigned)(8 / len56), host_split48(smooth10(605, nullptr))); 
# 131
return 0; 
# 132
} 

# 1 "v000523.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c4fc5bf4_10_v000523_cu_33157aa6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000523.cudafe1.stub.c"
#include "v000523.cudafe1.stub.c"
# 1 "v000523.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
