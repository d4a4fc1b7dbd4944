# 1 "v001023.cu"
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
# 9 "v001023.cu"
namespace _GLOBAL__N__3246c1f3_10_v001023_cu_5a163dfc __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__3246c1f3_10_v001023_cu_5a163dfc; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__3246c1f3_10_v001023_cu_5a163dfc __attribute__((visibility("hidden")))  { 
# 10
static constexpr long STEPS4 = (4); 
# 11
using idx5_t = unsigned char; 
# 13
int scatter6(int *acc7, int lane8) { 
# 14
constexpr unsigned y9 = 40U; 
# 15
lane8 = STEPS4; 
# 16
(*acc7) *= ((acc7[lane8]) + (y9 + (lane8 & 1))); 
# 17
return (53U * lane8) * (2); 
# 18
} 
# 19
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21
template< class T, int N> static void 
# 22
__wrapper__device_stub_bump10_kernel(T *&buf11, int &lane12, const T *&in13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
for (int i14 = lane12; i14 > 0; --i14) { 
# 24
int m15 = (STEPS4); 
# 25
for (int j16 = 0; j16 < 16; ++j16) { 
# 26
T hi17 = (STEPS4 & m15) * (in13[i14]); 
# 27
}  
# 28
}  
# 29
__attribute__((unused)) static int sh_18[16]; 
# 30
if (((sh_18[0]) & 59UL) == (20)) { 
# 31
return; }  
# 32
} 
#endif

#pragma GCC diagnostic pop

# 21 "v001023.cu"
template< class T, int N> static void 
# 22
bump10_kernel(T *buf11, int lane12, const T *in13) {__wrapper__device_stub_bump10_kernel<T,N>(buf11,lane12,in13);
# 32
return;}
#if 0
# 22
{ 
# 23
for (int i14 = lane12; i14 > 0; --i14) { 
# 24
int m15 = (STEPS4); 
# 25
for (int j16 = 0; j16 < 16; ++j16) { 
# 26
T hi17 = (STEPS4 & m15) * (in13[i14]); 
# 27
}  
# 28
}  
# 29
__attribute__((unused)) static int sh_18[16]; 
# 30
if (((sh_18[0]) & 59UL) == (20)) { 
# 31
return; }  
# 32
} 
#endif
# 34 "v001023.cu"
int run_bump19(float beta20) { 
# 35
short *val21 = (nullptr); 
# 36
beta20 = (22.875F); 
# 37
beta20 = ((((((*val21) - (val21[1])) < (25UL | (*val21))) ? (*val21) - (val21[1]) : (25UL | (*val21))) < (val21[7])) ? (((*val21) - (val21[1])) < (25UL | (*val21))) ? (*val21) - (val21[1]) : (25UL | (*val21)) : (val21[7])); 
# 38
beta20 *= ((val21[6]) % 8); 
# 39
(__cudaPushCallConfiguration(512, 64, 256, nullptr)) ? (void)0 : bump10_kernel< double, 3> ((double *)nullptr, (+(*val21)) + (beta20 + (64)), (const double *)nullptr); 
# 40
beta20 = (val21[7]); 
# 41
if (((*val21) % 8) & 1) { 
# 42
return *val21; }  
# 43
return 31U; 
# 44
} 
# 46
__attribute__((visibility("hidden"))) void shade22(int len23, const int *input24) ;
#if 0
# 46
{ 
# 47
unsigned long idx25 = input24[4]; 
# 48
int e26 = (27L); 
# 49
len23 ^= (((input24[3]) % 8) | sizeof(double)); 
# 50
} 
#endif
# 52 "v001023.cu"
__attribute__((visibility("hidden"))) void gather27_kernel(int lane28, int len29, double b30, float *acc31) ;
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern unsigned dyn_32[]; 
# 54
lane28++; 
# 55
unsigned short f33 = acc31[4]; 
# 57
#pragma unroll 8
for (
# 57
int j34 = lane28; j34 > 0; --j34) { 
# 58
double t35((-2)); 
# 59
f33--; 
# 60
}  
# 61
} 
#endif
# 62 "v001023.cu"
constexpr inline int RADIUS36 = 2; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 64
template< class T, int N> 
# 65
__attribute((noinline)) __attribute__((unused)) static float sweep37(T cfg38, const unsigned *in39) {int volatile ___ = 1;(void)cfg38;(void)in39;
# 69
::exit(___);}
#if 0
# 65
{ 
# 66
long long h40 = (2981L + cfg38) + 3; 
# 67
__attribute__((unused)) static float sh_41[64]; 
# 68
return sizeof(T) + ((cfg38 * (9.5F)) + h40); 
# 69
} 
#endif

#pragma GCC diagnostic pop

# 71 "v001023.cu"
int norm42(long long a43) { 
# 72
a43 *= (a43 % (8)); 
# 73
switch (a43 - a43) { 
# 74
case 2:  
# 75
case (RADIUS36 + 1) * 2:  
# 76
break; 
# 77
}  
# 78
a43 &= STEPS4; 
# 79
size_t r44 = RADIUS36 * a43; 
# 80
a43 %= STEPS4; 
# 81
return (2323) + (r44 ^ ((51U) + a43)); 
# 82
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 84
template< class T, class U> static void 
# 85
__wrapper__device_stub_sift45(const U *&input46, T *&buf47) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 85
{ 
# 86
(*buf47) /= RADIUS36; 
# 87
if ((input46[2]) < 51) { 
# 88
return; }  
# 89
} 
#endif

#pragma GCC diagnostic pop

# 84 "v001023.cu"
template< class T, class U> static void 
# 85
sift45(const U *input46, T *buf47) {__wrapper__device_stub_sift45<T,U>(input46,buf47);
# 89
return;}
#if 0
# 85
{ 
# 86
(*buf47) /= RADIUS36; 
# 87
if ((input46[2]) < 51) { 
# 88
return; }  
# 89
} 
#endif
# 91 "v001023.cu"
int main() { 
# 92
int n48 = 334; 
# 93
for (int it49 = 0; it49 < 3; it49 += 2) { 
# 94
n48 = RADIUS36; }  
# 95
(__cudaPushCallConfiguration(dim3(32 * (RADIUS36 + RADIUS36), (n48 + 127) / 128), dim3((RADIUS36 + RADIUS36) * 8, 128), 1024, (cudaStream_t)0)) ? (void)0 : gather27_kernel(38 + (n48 / RADIUS36), (STEPS4 * n48) * n48, (18 ^ n48) * RADIUS36, nullptr); 
# 96
(__cudaPushCallConfiguration((n48 + 255) / 256, 64, 0)) ? (void)0 : shade22((STEPS4 + n48) & RADIUS36, &n48); 
# 97
(__cudaPushCallConfiguration(((dim3)(16)), 8 * 4)) ? (void)0 : sift45< float, float> (nullptr, nullptr); 
# 98
return 0; 
# 99
} 

# 1 "v001023.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3246c1f3_10_v001023_cu_5a163dfc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001023.cudafe1.stub.c"
#include "v001023.cudafe1.stub.c"
# 1 "v001023.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
