# 1 "v001701.cu"
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
# 18 "v001701.cu"
__attribute__((visibility("hidden"))) void filter7_kernel(float alpha8) ;
#if 0
# 18
{ 
# 19
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
alpha8 = alpha8; 
# 21
if (alpha8 != (32)) { 
# 22
return; }  
# 23
alpha8 = alpha8; 
# 24
alpha8 = ((idx9 > ((idx9 - 51) - (__device_builtin_variable_threadIdx.z))) ? idx9 : ((idx9 - 51) - (__device_builtin_variable_threadIdx.z))); 
# 25
int m10 = 53; 
# 26
} 
#endif
# 28 "v001701.cu"
float gather11(int *data12, int len13, int len14 = 23) { 
# 29
(data12[6]) = (2304U); 
# 30
len13 = (static_cast< int>(len14 + 4673L)); 
# 31
len13 = 3628; 
# 32
len14 = 7; 
# 33
unsigned res15 = len13; 
# 34
len13 = (data12[res15]); 
# 35
return 27 >> (-(len13 * 32)); 
# 36
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39
template< class T, class U> static void 
# 40
__wrapper__device_stub_blend16_kernel(U &p17, long &alpha18, float *__restrict__ &out19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
int h20 = ((alpha18 + alpha18) >> alpha18) + alpha18; 
# 42
--(out19[h20]); 
# 43
const U *mid21 = (nullptr); 
# 44
bool stride22 = (!mid21); 
# 45
p17 = alpha18; 
# 46
constexpr unsigned short prod23 = (21); 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 39 "v001701.cu"
template< class T, class U> static void 
# 40
blend16_kernel(U p17, long alpha18, float *__restrict__ out19) {__wrapper__device_stub_blend16_kernel<T,U>(p17,alpha18,out19);
# 47
return;}
#if 0
# 40
{ 
# 41
int h20 = ((alpha18 + alpha18) >> alpha18) + alpha18; 
# 42
--(out19[h20]); 
# 43
const U *mid21 = (nullptr); 
# 44
bool stride22 = (!mid21); 
# 45
p17 = alpha18; 
# 46
constexpr unsigned short prod23 = (21); 
# 47
} 
#endif
# 50 "v001701.cu"
__attribute__((unused)) long grow24(float cfg25, int n26, int stride27) {int volatile ___ = 1;(void)cfg25;(void)n26;(void)stride27;
# 54
::exit(___);}
#if 0
# 50
{ 
# 51
double cnt28 = cfg25 * ((static_cast< unsigned>(' ')) - (__device_builtin_variable_blockDim.z)); 
# 52
float cnt29 = (24.25F); 
# 53
return stride27 / stride27; 
# 54
} 
#endif
# 55 "v001701.cu"
static_assert((57 == 57), "tile must fit");
# 57
__attribute__((visibility("hidden"))) void pivot30_kernel(short q31, const float *in32, int *out33, int stride34) ;
#if 0
# 57
{ 
# 58
int idx35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
int mid36 = __device_builtin_variable_blockDim.z; 
# 60
switch (mid36 << (__device_builtin_variable_gridDim.x)) { 
# 61
case 7 + 4:  { 
# 62
int flag37 = (mid36 + (__device_builtin_variable_warpSize * (out33[idx35]))) << (idx35 << (*out33)); 
# 63
break; 
# 64
} 
# 65
default:  { 
# 66
constexpr float off38 = (58UL); 
# 67
break; 
# 68
} 
# 69
}  
# 70
(*out33)--; 
# 71
} 
#endif
# 73 "v001701.cu"
int main() { 
# 74
int count39 = 2909; 
# 75
(__cudaPushCallConfiguration((count39 + 127) / 128, (7 + 1) * 4)) ? (void)0 : blend16_kernel< int, float> (-(7.5F), 15, nullptr); 
# 76
++count39; 
# 77
count39 = 58; 
# 78
(__cudaPushCallConfiguration(dim3((count39 + 31) / 32, (count39 + 31) / 32), 128)) ? (void)0 : pivot30_kernel(count39, nullptr, nullptr, 7); 
# 79
(__cudaPushCallConfiguration((count39 + 255) / 256, 1 << 5)) ? (void)0 : filter7_kernel(count39); 
# 80
return 0; 
# 81
} 

# 1 "v001701.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ff8a6aa0_10_v001701_cu_94ce4f48
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001701.cudafe1.stub.c"
#include "v001701.cudafe1.stub.c"
# 1 "v001701.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
