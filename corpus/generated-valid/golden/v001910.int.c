# 1 "v001910.cu"
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
# 8 "v001910.cu"
namespace math3 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 9
template< class T> static void 
# 10
__wrapper__device_stub_bias4_kernel(T &alpha5) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 11
{ 
# 12
__attribute__((unused)) static float sh_6[2][5]; 
# 13
__attribute__((unused)) static int sh_7; 
# 14
T res8(sh_7 >> (15 - sh_7)); 
# 15
double val9 = res8; 
# 16
} 
#endif

#pragma GCC diagnostic pop

# 9 "v001910.cu"
template< class T> static void 
# 10
bias4_kernel(T alpha5) 
# 11
{::math3::__wrapper__device_stub_bias4_kernel<T>(alpha5);
# 16
return;}
#if 0
# 11
{ 
# 12
__attribute__((unused)) static float sh_6[2][5]; 
# 13
__attribute__((unused)) static int sh_7; 
# 14
T res8(sh_7 >> (15 - sh_7)); 
# 15
double val9 = res8; 
# 16
} 
#endif
# 17 "v001910.cu"
}
# 19
namespace detail10 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 20
template< class T, int N> static void 
# 21
__wrapper__device_stub_merge11(const T *&in12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
int tid13 = __device_builtin_variable_threadIdx.x; 
# 24
int mid14 = __device_builtin_variable_warpSize - (((unsigned)8) | (tid13 + tid13)); 
# 25
double lim15 = (N) + ((__device_builtin_variable_threadIdx.z) * (N)); 
# 26
T h16 = ((11.375F)); 
# 27
if (tid13 & 1) { 
# 28
mid14 = ((46UL * mid14) + (in12[tid13])); 
# 29
} else { 
# 30
mid14 = N; 
# 31
}  
# 32
} 
#endif

#pragma GCC diagnostic pop

# 20 "v001910.cu"
template< class T, int N> static void 
# 21
merge11(const T *in12) 
# 22
{::detail10::__wrapper__device_stub_merge11<T,N>(in12);
# 32
return;}
#if 0
# 22
{ 
# 23
int tid13 = __device_builtin_variable_threadIdx.x; 
# 24
int mid14 = __device_builtin_variable_warpSize - (((unsigned)8) | (tid13 + tid13)); 
# 25
double lim15 = (N) + ((__device_builtin_variable_threadIdx.z) * (N)); 
# 26
T h16 = ((11.375F)); 
# 27
if (tid13 & 1) { 
# 28
mid14 = ((46UL * mid14) + (in12[tid13])); 
# 29
} else { 
# 30
mid14 = N; 
# 31
}  
# 32
} 
#endif
# 33 "v001910.cu"
constexpr int RADIUS17 = 5; 
# 34
}
# 36
double bump18(const int *in19, unsigned *buf20, int lane21) 
# 37
{ 
# 38
switch ((*buf20) - 15U) { 
# 39
case 11:  { 
# 40
dim3 val22(detail10::RADIUS17 + 507); 
# 41
(__cudaPushCallConfiguration(1, dim3(1 << 9, 1 << 7, (lane21 + 127) / 128), sizeof(int) * (32), nullptr)) ? (void)0 : math3::bias4_kernel< unsigned> ((*in19) / ((25) % (*buf20))); 
# 42
break; 
# 43
} 
# 44
case 7:  
# 45
break; 
# 46
case 2:  
# 47
break; 
# 48
}  
# 49
return (23.0F); 
# 50
} 
# 52
__attribute__((unused)) double update23(int stride24, const double *src25, int lane26) 
# 53
{int volatile ___ = 1;(void)stride24;(void)src25;(void)lane26;
# 60
::exit(___);}
#if 0
# 53
{ 
# 54
stride24 = (((stride24 + detail10::RADIUS17) + __device_builtin_variable_warpSize) >> detail10::RADIUS17); 
# 55
if ((src25[3]) < detail10::RADIUS17) { 
# 56
return (7 + stride24) + (2230 % stride24); 
# 57
}  
# 58
float res27 = (13); 
# 59
return 34; 
# 60
} 
#endif
# 62 "v001910.cu"
__attribute__((visibility("hidden"))) void probe28(float *acc29, int *out30, int stride31, bool p32) ;
#if 0
# 63
{ 
# 64
int idx33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
if (idx33 >= stride31) { 
# 66
return; 
# 67
}  
# 68
(acc29[0]) *= stride31; 
# 69
if ((__device_builtin_variable_threadIdx.x) >= stride31) { 
# 70
return; 
# 71
}  
# 72
switch (__device_builtin_variable_gridDim.y) { 
# 73
case 6:  
# 74
case 9:  
# 75
case 1:  
# 76
break; 
# 77
}  
# 78
(*out30) = (~(__device_builtin_variable_blockDim.y)); 
# 79
(acc29[idx33]) += ((*out30) >> 4); 
# 80
int prod34(detail10::RADIUS17); 
# 81
const bool base35 = p32; 
# 82
} 
#endif
# 84 "v001910.cu"
int main() 
# 85
{ 
# 86
int n36 = 145; 
# 87
n36 = ((n36 >> (n36 - 44)) + (n36 + detail10::RADIUS17)); 
# 88
if ((U'\x30') != n36) { 
# 89
return 4 + n36; 
# 90
}  
# 91
bool mid37 = detail10::RADIUS17 % ((n36 & detail10::RADIUS17) - detail10::RADIUS17); 
# 92
(__cudaPushCallConfiguration(4, dim3(16 * 4, 2, 8), (detail10::RADIUS17 + 507) * 2)) ? (void)0 : detail10::merge11< float, 3> ((const float *)nullptr); 
# 93
(__cudaPushCallConfiguration(4, detail10::RADIUS17 + (detail10::RADIUS17 + 246), 0)) ? (void)0 : probe28((float *)nullptr, &n36, detail10::RADIUS17 / n36, 3 <= (n36 - n36)); 
# 94
return 0; 
# 95
} 

# 1 "v001910.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__405c4505_10_v001910_cu_b06c521e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001910.cudafe1.stub.c"
#include "v001910.cudafe1.stub.c"
# 1 "v001910.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
