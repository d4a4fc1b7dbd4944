# 1 "v002364.cu"
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
# 7 "v002364.cu"
__attribute__((visibility("hidden"))) void split3(float *data4, int *dst5, int n6) ;
#if 0
# 8
{ 
# 9
unsigned i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
(*dst5) *= 15UL; 
# 11
(dst5[__device_builtin_variable_warpSize & 7]) &= n6; 
# 12
} 
#endif
# 13 "v002364.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned short *m_stencil8 = 0; 
# 14
__attribute__((visibility("hidden"))) void spread9_kernel(int *acc10) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern long dyn_11[]; 
# 17
int idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
#pragma unroll
for (
# 19
int j13 = 0; j13 < idx12; ++j13) { 
# 20
for (int j14 = 0; j14 < j13; ++j14) { 
# 21
if (j13 > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil8)))) { 
# 22
break; 
# 23
}  
# 24
if (((2 * idx12) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil8)))) != j14) { 
# 25
break; 
# 26
}  
# 27
auto res15 = (24.625F); 
# 28
}  
# 29
}  
# 30
int x16((float)((dyn_11[idx12]) - (2904L >> (acc10[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil8)))])))); 
# 31
} 
#endif
# 32 "v002364.cu"
inline int fuse17(unsigned *acc18, int n19) 
# 33
{ 
# 34
(acc18[n19]) &= ((((acc18[n19 & 7]) * (acc18[2])) == ((acc18[n19 & 7]) + n19)) ? ((short)(acc18[n19])) * n19 : (*acc18)); 
# 35
int mid20 = ((2) * (((acc18[4]) < (acc18[n19 & 7])) ? 44 + n19 : 18L)) + ((double)((2 * n19) + 10UL)); 
# 36
return acc18[3]; 
# 37
} 
# 38
constexpr int score21(int len22, long b23) 
# 39
{ 
# 40
return (36LL * len22) + (len22 * b23); 
# 41
} 
# 42
namespace util24 { 
# 43
__attribute__((visibility("hidden"))) void rank25_kernel(int stride26, int *out27, float *dst28, int *acc29) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern float dyn_30[]; 
# 46
int iter31 = 0; 
# 47
do { 
# 48
(*acc29) = (acc29[__device_builtin_variable_threadIdx.z]); 
# 49
__attribute__((unused)) static int sh_32[12][12]; 
# 50
++iter31; 
# 51
} while (iter31 < iter31); 
# 52
} 
#endif
# 53 "v002364.cu"
static float d_probe33; 
# 54
static int lerp34(unsigned a35, int len36, int lane37 = U'\x61') 
# 55
{ 
# 56
for (int it38 = 0, j39 = len36; it38 < j39; (++it38), (--j39)) { 
# 57
(__cudaPushCallConfiguration(dim3((a35 + (63)) / (64), (lane37 + 63) / 64, (len36 + 31) / 32), dim3(32 * 2, 8, 1 << 1), 0, nullptr)) ? (void)0 : spread9_kernel(&len36); 
# 58
}  
# 59
lane37 = (((len36 != lane37) ? a35 * ('z') : ((float)(13.5F))) * (sizeof(float))); 
# 60
(__cudaPushCallConfiguration((len36 + 127) / 128, 128, 0)) ? (void)0 : util24::rank25_kernel(sizeof(char), &len36, nullptr, &len36); 
# 61
return 1579U | ((lane37 * 16U) % (6)); 
# 62
} 
# 63
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 64
template< class T, class U> static void 
# 65
__wrapper__device_stub_combine40(const U *&src41, const int *&src42) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 66
{ 
# 67
unsigned i43 = __device_builtin_variable_threadIdx.x; 
# 68
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil8))) += (src41[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil8))) & 7]); 
# 69
int pass44 = 0; 
# 70
do { 
# 71
if (!((src41[__device_builtin_variable_blockDim.x]) >= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil8))))) { 
# 72
break; 
# 73
}  
# 74
util24::d_probe33 += i43; 
# 75
++pass44; 
# 76
} while (pass44 < pass44); 
# 77
__attribute__((unused)) static float sh_45[sizeof(unsigned) * (8)]; 
# 78
T f46 = ((21.75)); 
# 79
} 
#endif

#pragma GCC diagnostic pop

# 64 "v002364.cu"
template< class T, class U> static void 
# 65
combine40(const U *src41, const int *src42) 
# 66
{__wrapper__device_stub_combine40<T,U>(src41,src42);
# 79
return;}
#if 0
# 66
{ 
# 67
unsigned i43 = __device_builtin_variable_threadIdx.x; 
# 68
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil8))) += (src41[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil8))) & 7]); 
# 69
int pass44 = 0; 
# 70
do { 
# 71
if (!((src41[__device_builtin_variable_blockDim.x]) >= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil8))))) { 
# 72
break; 
# 73
}  
# 74
util24::d_probe33 += i43; 
# 75
++pass44; 
# 76
} while (pass44 < pass44); 
# 77
__attribute__((unused)) static float sh_45[sizeof(unsigned) * (8)]; 
# 78
T f46 = ((21.75)); 
# 79
} 
#endif
# 80 "v002364.cu"
int host_bump47(int *dst48, int lane49, int lane50) 
# 81
{ 
# 82
if (((long)11) == lane49) { 
# 83
const char *prod51 = ("kernel\n"); 
# 84
(__cudaPushCallConfiguration((lane49 + 127) / 128, 64, 0)) ? (void)0 : combine40< unsigned, double> ((const double *)nullptr, dst48); 
# 85
for (int i52 = 0; i52 < lane50; i52 += 3) { 
# 86
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil8))) = ((2 * (~(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil8))))) + (prod51[0])); 
# 87
}  
# 88
}  
# 89
(__cudaPushCallConfiguration(1, 512, sizeof(int) * (256), nullptr)) ? (void)0 : split3(nullptr, dst48, (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil8))) & 1) && (lane50 & 1)) ? 54UL : ((lane50 + sizeof(int)) + (20U))); 
# 90
return ((lane49 + (((lane49) ? 25U : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil8)))) + (dst48[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil8)))]))) + ((lane50 & __alignof__(double)) * ((dst48 == (nullptr)) ? ' ' : 39))); 
# 91
} 
# 92
int main() 
# 93
{ 
# 94
int size53 = 3205; 
# 95
auto flag54 = (~(size53 | size53)) ^ 30L; 
# 96
for (int it55 = 0; it55 < 8; ++it55) { 
# 97
size53 <<= 3; 
# 98
}  
# 99
(__cudaPushCallConfiguration(2, 128)) ? (void)0 : spread9_kernel(&size53); 
# 100
dim3 res56((flag54 + (255)) / (256), (size53 + 31) / 32); 
# 101
int *off57 = ((int *)nullptr); 
# 102
return 0; 
# 103
} 

# 1 "v002364.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ed6d37b9_10_v002364_cu_dce57dd8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002364.cudafe1.stub.c"
#include "v002364.cudafe1.stub.c"
# 1 "v002364.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
