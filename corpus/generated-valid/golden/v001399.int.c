# 1 "v001399.cu"
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
# 24 "v001399.cu"
__attribute__((visibility("hidden"))) void smooth7(short *__restrict__ data8, int count9, unsigned alpha10) ;
#if 0
# 25
{ 
# 26
int s11 = count9; 
# 27
bool mid12{true}; 
# 28
if (mid12) { 
# 29
return; 
# 30
}  
# 31
} 
#endif
# 33 "v001399.cu"
__attribute__((visibility("hidden"))) void stencil13_kernel(int len14, unsigned long long *out15, int n16, unsigned *__restrict__ acc17) ;
#if 0
# 34
{ 
# 35
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
if (i18 >= n16) { 
# 37
return; 
# 38
}  
# 39
char r19 = (22); 
# 40
signed char k20 = (10); 
# 41
} 
#endif
# 48 "v001399.cu"
__attribute__((visibility("hidden"))) void map_scale22(unsigned *data, int n) ;
#if 0
# 48
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 49 "v001399.cu"
__attribute__((visibility("hidden"))) void map_scatter23(float *data, int n) ;
#if 0
# 49
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 51 "v001399.cu"
template< class T, class U> static void 
# 52
__wrapper__device_stub_kick24(T *__restrict__ &data25, U &alpha26, U *&dst27, U *&out28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 53
{ 
# 54
int i29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
float *lim30 = (nullptr); 
# 56
U r31 = i29; 
# 57
(*lim30) = (34U); 
# 58
} 
#endif

#pragma GCC diagnostic pop

# 51 "v001399.cu"
template< class T, class U> static void 
# 52
kick24(T *__restrict__ data25, U alpha26, U *dst27, U *out28) 
# 53
{__wrapper__device_stub_kick24<T,U>(data25,alpha26,dst27,out28);
# 58
return;}
#if 0
# 53
{ 
# 54
int i29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
float *lim30 = (nullptr); 
# 56
U r31 = i29; 
# 57
(*lim30) = (34U); 
# 58
} 
#endif
# 59 "v001399.cu"
static float c_sift32[2]; 
# 60
enum Phase33: int { 
# 61
GREEN34, 
# 62
SLOW35 = 4, 
# 63
LOW36, 
# 64
LOW37, 
# 65
SLOW38
# 66
}; 
# 67
static unsigned d_filter39; 
# 69
__attribute__((visibility("hidden"))) void blend40_kernel(unsigned cfg41, int *__restrict__ dst42) ;
#if 0
# 70
{ 
# 71
unsigned i43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 72
constexpr double cnt44 = (15); 
# 73
float sum45 = __device_builtin_variable_blockDim.x; 
# 74
} 
#endif
# 76 "v001399.cu"
namespace _GLOBAL__N__acbf6228_10_v001399_cu_51eb53ba __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__acbf6228_10_v001399_cu_51eb53ba; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__acbf6228_10_v001399_cu_51eb53ba __attribute__((visibility("hidden")))  { 
# 77
void decay46(int n47, unsigned alpha48, int count49) ;
#if 0
# 78
{ 
# 79
unsigned i50 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 80
unsigned w51 = (8); 
# 81
float *f52 = (nullptr); 
# 82
unsigned w53 = ((n47 / (SLOW38)) + alpha48) - ((__device_builtin_variable_threadIdx.x) >> ((__device_builtin_variable_threadIdx.x) & d_filter39)); 
# 83
if (w53 == n47) { 
# 84
return; 
# 85
}  
# 86
} 
#endif
# 87 "v001399.cu"
}
# 89
float march54(int count55, long *dst56, const float *__restrict__ coef57) 
# 90
{ 
# 91
int f58 = (-37); 
# 92
cudaStream_t q59 = (nullptr); 
# 93
return (7.25F); 
# 94
} 
# 96
int main() 
# 97
{ 
# 98
int count60 = 2611; 
# 99
count60 = count60; 
# 100
int hi61 = (((count60 != count60) ? 2 : (count60 - count60)) > (count60 - count60)) ? (march54(44L, nullptr, nullptr) < (16)) ? 49L : (count60 & 12) : (march54(count60, nullptr, static_cast< const float *>(nullptr)) / (static_cast< int>(count60))); 
# 101
march54((31) + march54(count60, nullptr, nullptr), static_cast< long *>(nullptr), nullptr); 
# 102
(__cudaPushCallConfiguration(dim3((hi61 + 127) / 128, 1, (hi61 + 127) / 128), 1 << ((LOW36) + 1), (SLOW38) + 4089)) ? (void)0 : stencil13_kernel(count60, nullptr, march54(hi61, (long *)nullptr, (const float *)nullptr), nullptr); 
# 103
(__cudaPushCallConfiguration(dim3(256, 16, (hi61 + 63) / 64), ((dim3)((count60 + 31) / 32)))) ? (void)0 : smooth7(nullptr, hi61, 61U); 
# 104
(__cudaPushCallConfiguration((SLOW38) + ((SLOW35) + 117), (SLOW38) + ((SLOW38) + 114), sizeof(int) * (128), nullptr)) ? (void)0 : map_scale22(nullptr, static_cast< float>(46)); 
# 105
(__cudaPushCallConfiguration(dim3((hi61 + 63) / 64, (hi61 + 63) / 64), 8 + 24, 0, nullptr)) ? (void)0 : map_scatter23(nullptr, (unsigned)march54(-64, nullptr, nullptr)); 
# 106
return 0; 
# 107
} 

# 1 "v001399.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__acbf6228_10_v001399_cu_51eb53ba
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001399.cudafe1.stub.c"
#include "v001399.cudafe1.stub.c"
# 1 "v001399.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
