# 1 "v001271.cu"
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
# 23 "v001271.cu"
__attribute__((visibility("hidden"))) void filter6_kernel(int stride7, float cfg8, const float *in9, bool beta10) ;
#if 0
# 23
{ 
# 24
cfg8 = stride7; 
# 25
const float *hi11 = in9; 
# 26
cfg8 = (__device_builtin_variable_blockDim.x); 
# 27
__attribute__((unused)) static float sh_12[8]; 
# 28
float u13 = (((beta10 ^ 21) & 1) ? beta10 : beta10) ^ (((hi11[stride7 & 7]) < ((stride7 += (__device_builtin_variable_blockDim.y)), 53UL)) ? beta10 + 12 : (beta10 * beta10)); 
# 29
int prod14[7]{(11U), stride7, static_cast< int>(sh_12[stride7]), 27, 18, (38UL), 4}; 
# 30
--(sh_12[7]); 
# 31
} 
#endif
# 33 "v001271.cu"
namespace _GLOBAL__N__1d672703_10_v001271_cu_be382832 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__1d672703_10_v001271_cu_be382832; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__1d672703_10_v001271_cu_be382832 __attribute__((visibility("hidden")))  { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34
template< class T, int N = 4> static void 
# 35
__wrapper__device_stub_merge15_kernel(T &cfg16, bool &p17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern unsigned dyn_18[]; 
# 37
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
if (p17) { 
# 39
return; 
# 40
}  
# 41
__attribute__((unused)) static int sh_20[1 << 8]; 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 34 "v001271.cu"
template< class T, int N = 4> static void 
# 35
merge15_kernel(T cfg16, bool p17) {::_GLOBAL__N__1d672703_10_v001271_cu_be382832::__wrapper__device_stub_merge15_kernel<T,N>(cfg16,p17);
# 42
return;}
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern unsigned dyn_18[]; 
# 37
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
if (p17) { 
# 39
return; 
# 40
}  
# 41
__attribute__((unused)) static int sh_20[1 << 8]; 
# 42
} 
#endif
# 44 "v001271.cu"
constexpr int spread21(int n22) { 
# 45
--n22; 
# 46
n22++; 
# 47
return (34L | n22) - 14UL; 
# 48
} 
# 49
}
# 50
typedef double real23_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 52
template< class T> static void 
# 53
__wrapper__device_stub_clamp24_kernel(T &a25, float *&dst26, int &stride27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 53
{ 
# 54
if (stride27) { 
# 55
return; 
# 56
}  
# 57
T t28((__device_builtin_variable_blockDim.z) | stride27); 
# 58
(*dst26)--; 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 52 "v001271.cu"
template< class T> static void 
# 53
clamp24_kernel(T a25, float *dst26, int stride27) {__wrapper__device_stub_clamp24_kernel<T>(a25,dst26,stride27);
# 59
return;}
#if 0
# 53
{ 
# 54
if (stride27) { 
# 55
return; 
# 56
}  
# 57
T t28((__device_builtin_variable_blockDim.z) | stride27); 
# 58
(*dst26)--; 
# 59
} 
#endif
# 61 "v001271.cu"
constexpr int grow29(int n30) { 
# 62
n30 = (-4594L); 
# 63
n30 = ((-(n30 << n30)) / ((n30 >= 28) ? 60 : ((n30 += n30), 46))); 
# 64
return 58; 
# 65
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 67
template< class T, int N> static void 
# 68
__wrapper__device_stub_lerp31_kernel(T *__restrict__ &acc32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 68
{ 
# 69
int idx33 = __device_builtin_variable_threadIdx.x; 
# 70
(acc32[__device_builtin_variable_warpSize]) = (grow29((16 <= idx33) ? N : N) + (((idx33 + (acc32[idx33 & 7])) <= idx33) ? N : ((acc32[7]) * (__device_builtin_variable_threadIdx.x)))); 
# 71
int iter34 = 0; 
# 72
do { 
# 73
auto k35 = iter34 - (((acc32[__device_builtin_variable_threadIdx.x]) += (7.875)), idx33); 
# 74
float r36 = (T)grow29(grow29(__device_builtin_variable_gridDim.x)); 
# 75
++iter34; 
# 76
} while ((iter34 < idx33) && (!(__device_builtin_variable_blockIdx.z))); 
# 77
} 
#endif

#pragma GCC diagnostic pop

# 67 "v001271.cu"
template< class T, int N> static void 
# 68
lerp31_kernel(T *__restrict__ acc32) {__wrapper__device_stub_lerp31_kernel<T,N>(acc32);
# 77
return;}
#if 0
# 68
{ 
# 69
int idx33 = __device_builtin_variable_threadIdx.x; 
# 70
(acc32[__device_builtin_variable_warpSize]) = (grow29((16 <= idx33) ? N : N) + (((idx33 + (acc32[idx33 & 7])) <= idx33) ? N : ((acc32[7]) * (__device_builtin_variable_threadIdx.x)))); 
# 71
int iter34 = 0; 
# 72
do { 
# 73
auto k35 = iter34 - (((acc32[__device_builtin_variable_threadIdx.x]) += (7.875)), idx33); 
# 74
float r36 = (T)grow29(grow29(__device_builtin_variable_gridDim.x)); 
# 75
++iter34; 
# 76
} while ((iter34 < idx33) && (!(__device_builtin_variable_blockIdx.z))); 
# 77
} 
#endif
# 79 "v001271.cu"
int main() { 
# 80
int size37 = 2226; 
# 81
auto fn38 = []() { 
# 82
(__cudaPushCallConfiguration(dim3(5 + 11, 2, 16), dim3(4, sizeof(float) * (16)), sizeof(int) * (64))) ? (void)0 : filter6_kernel(3351, 62UL, static_cast< const float *>(nullptr), false && true); 
# 83
} ; typedef decltype(fn38) __T0;
# 84
fn38(); 
# 85
const char *prod39 = ("AB"); 
# 86
(__cudaPushCallConfiguration(dim3((size37 + 255) / 256, 2, (size37 + 127) / 128), 512, 256)) ? (void)0 : merge15_kernel(7L, spread21(size37) - (prod39[1])); 
# 87
(__cudaPushCallConfiguration(dim3(1, 2), dim3((size37 + 31) / 32, (size37 + 31) / 32), sizeof(float) * (256))) ? (void)0 : clamp24_kernel((long)((size37 & 1) ? prod39[0] : 1), (float *)nullptr, ((size37 += 5U), size37) + 17); 
# 88
(__cudaPushCallConfiguration((size37 + 63) / 64, 32, sizeof(float) * (256))) ? (void)0 : lerp31_kernel< double, 7> (nullptr); 
# 89
return 0; 
# 90
} 

# 1 "v001271.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1d672703_10_v001271_cu_be382832
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001271.cudafe1.stub.c"
#include "v001271.cudafe1.stub.c"
# 1 "v001271.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
