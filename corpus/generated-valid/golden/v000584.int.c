# 1 "v000584.cu"
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

# 14 "v000584.cu"
template< class T, int N = 8> static void 
# 15
__wrapper__device_stub_fold5_kernel(T &cfg6, long long *__restrict__ &data7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
(data7[__device_builtin_variable_threadIdx.z]) = (data7[__device_builtin_variable_warpSize]); 
# 17
cfg6 = (N + (((T)(data7[__device_builtin_variable_warpSize])) - cfg6)); 
# 18
cfg6 = (__device_builtin_variable_blockDim.x); 
# 19
} 
#endif

#pragma GCC diagnostic pop

# 14 "v000584.cu"
template< class T, int N = 8> static void 
# 15
fold5_kernel(T cfg6, long long *__restrict__ data7) {__wrapper__device_stub_fold5_kernel<T,N>(cfg6,data7);
# 19
return;}
#if 0
# 15
{ 
# 16
(data7[__device_builtin_variable_threadIdx.z]) = (data7[__device_builtin_variable_warpSize]); 
# 17
cfg6 = (N + (((T)(data7[__device_builtin_variable_warpSize])) - cfg6)); 
# 18
cfg6 = (__device_builtin_variable_blockDim.x); 
# 19
} 
#endif
# 20 "v000584.cu"
float weigh8(float cfg9 = (2.125F)) { 
# 21
int val10 = (-15); 
# 22
if (cfg9 > (2)) { 
# 23
return val10 / cfg9; 
# 24
}  
# 25
float x11 = (int)((cfg9 + (sizeof(long))) / val10); 
# 26
bool h12 = val10; 
# 27
unsigned long s13[4] = {}; 
# 28
return 2; 
# 29
} 
# 31
__attribute__((visibility("hidden"))) void accum14(float *__restrict__ acc15, int stride16, const float *src17) ;
#if 0
# 31
{ 
# 32
int idx18 = __device_builtin_variable_threadIdx.x; 
# 33
if (idx18 >= stride16) { 
# 34
return; 
# 35
}  
# 36
if ((__device_builtin_variable_gridDim.z) <= idx18) { 
# 37
return; 
# 38
}  
# 39
weigh8(weigh8()); 
# 40
__attribute__((unused)) static long sh_19[32]; 
# 41
} 
#endif
# 43 "v000584.cu"
signed char bias20(unsigned char *__restrict__ dst21, const unsigned *in22, int count23) { 
# 44
long r24 = dst21[1]; 
# 45
if ((dst21[1]) < 30) { 
# 46
r24 = (weigh8() / ('#')); 
# 47
float tmp25 = ((!dst21) ? 0 : (static_cast< unsigned>(count23))) + count23; 
# 48
}  
# 49
if ((static_cast< size_t>(13)) == (in22[r24])) { 
# 50
++count23; 
# 51
(dst21[1]) = (r24 - (2)); 
# 52
}  
# 53
return (11 + count23) * (weigh8(sizeof(int)) + (dst21[1])); 
# 54
} 
# 55
void rank26(const long long *src27, int *__restrict__ data28, const float *in29) { 
# 56
bias20(nullptr, nullptr, 39); 
# 57
(data28[5]) = (static_cast< int>(1)); 
# 58
constexpr double idx30 = (-(22.375)); 
# 59
} 
# 60
template< class T> __attribute__((unused)) void 
# 61
rank31(const T *input32) {int volatile ___ = 1;(void)input32;
# 68
::exit(___);}
#if 0
# 61
{ 
# 62
{ 
# 63
if (!input32) { 
# 64
return; 
# 65
}  
# 66
static_assert((((2 + (2 + (2 + 14))) * 3) > 59), "bad config");
# 67
} 
# 68
} 
#endif
# 69 "v000584.cu"
int main() { 
# 70
int n33 = 3008; 
# 71
n33 = (n33 + n33); 
# 72
if (n33) { 
# 73
dim3 hi34 = dim3(128, 256 * 2, (n33 + 255) / 256); 
# 74
} else { 
# 75
n33 = (weigh8()); 
# 76
}  
# 77
(__cudaPushCallConfiguration((n33 + 127) / 128, 64, 1024, nullptr)) ? (void)0 : fold5_kernel< float, 8> (7, nullptr); 
# 78
(__cudaPushCallConfiguration(((dim3)(2 * (2 + 2))), 256)) ? (void)0 : accum14(nullptr, 40 * (n33 / n33), nullptr); 
# 79
return 0; 
# 80
} 

# 1 "v000584.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__139b7bec_10_v000584_cu_b9e46c65
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000584.cudafe1.stub.c"
#include "v000584.cudafe1.stub.c"
# 1 "v000584.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
