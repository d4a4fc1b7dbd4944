# 1 "v000493.cu"
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
# 15 "v000493.cu"
enum Op7: int { LOW8 = 1, FAST9}; 
# 22
__attribute__((visibility("hidden"))) void map_merge11(float *data, int n) ;
#if 0
# 22
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 23 "v000493.cu"
__attribute__((visibility("hidden"))) void map_spread12(double *data, int n) ;
#if 0
# 23
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 24 "v000493.cu"
int g_trace13 = (25UL); 
# 25
__attribute__((visibility("hidden"))) void accum14_kernel(const int *coef15) ;
#if 0
# 26
{ 
# 27
float idx16 = 2 & (coef15[6]); 
# 28
for (int n17 = 0; n17 < 8; ++n17) { 
# 29
--idx16; 
# 30
}  
# 31
Op7 diff18 = FAST9; 
# 32
} 
#endif
# 33 "v000493.cu"
namespace ops19 { 
# 34
char g_decay20 = (-3); 
# 35
constexpr long BLOCK21 = (2); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 36
template< class T> static void 
# 37
__wrapper__device_stub_drift22_kernel(T *__restrict__ &dst23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
unsigned tid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
T res25 = ((8.125F)); 
# 41
unsigned mid26 = dst23[tid24 & (7)]; 
# 42
int x27 = mid26 / (__device_builtin_variable_blockDim.z); 
# 43
++(*dst23); 
# 44
int w28 = 0; 
# 45
while (w28 < 13) { 
# 46
__attribute__((unused)) static int sh_29; 
# 47
if (((__device_builtin_variable_gridDim.x) + (8)) == (41)) { 
# 48
break; 
# 49
}  
# 50
++w28; 
# 51
}  
# 52
} 
#endif

#pragma GCC diagnostic pop

# 36 "v000493.cu"
template< class T> static void 
# 37
drift22_kernel(T *__restrict__ dst23) 
# 38
{::ops19::__wrapper__device_stub_drift22_kernel<T>(dst23);
# 52
return;}
#if 0
# 38
{ 
# 39
unsigned tid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
T res25 = ((8.125F)); 
# 41
unsigned mid26 = dst23[tid24 & (7)]; 
# 42
int x27 = mid26 / (__device_builtin_variable_blockDim.z); 
# 43
++(*dst23); 
# 44
int w28 = 0; 
# 45
while (w28 < 13) { 
# 46
__attribute__((unused)) static int sh_29; 
# 47
if (((__device_builtin_variable_gridDim.x) + (8)) == (41)) { 
# 48
break; 
# 49
}  
# 50
++w28; 
# 51
}  
# 52
} 
#endif
# 53 "v000493.cu"
}
# 54
__attribute__((visibility("hidden"))) void scale30_kernel(const int *__restrict__ src31, short *buf32) ;
#if 0
# 55
{ 
# 56
int i33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
if ((buf32[5]) == 2) { 
# 58
return; 
# 59
}  
# 60
int *mid34 = reinterpret_cast< int *>(buf32); 
# 61
++(mid34[3]); 
# 62
} 
#endif
# 63 "v000493.cu"
using ptr35_t = int *; 
# 64
enum Color36 { IDLE37, GREEN38, RED39, BUSY40 = 7}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 65
template< class T, class U> static void 
# 66
__wrapper__device_stub_combine41_kernel(const U *__restrict__ &in42, const unsigned char *&in43, const T *&coef44, char *__restrict__ &out45) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 67
{ 
# 68
int i46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
int pass47 = 0; 
# 70
while ((pass47 < pass47) && ((__device_builtin_variable_gridDim.z) > (i46 % 8))) { 
# 71
__attribute__((unused)) static float sh_48[256]; 
# 72
(out45[(__device_builtin_variable_threadIdx.z) & (7)]) = (((33) | (__device_builtin_variable_blockDim.x)) - (2)); 
# 73
++pass47; 
# 74
}  
# 75
} 
#endif

#pragma GCC diagnostic pop

# 65 "v000493.cu"
template< class T, class U> static void 
# 66
combine41_kernel(const U *__restrict__ in42, const unsigned char *in43, const T *coef44, char *__restrict__ out45) 
# 67
{__wrapper__device_stub_combine41_kernel<T,U>(in42,in43,coef44,out45);
# 75
return;}
#if 0
# 67
{ 
# 68
int i46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
int pass47 = 0; 
# 70
while ((pass47 < pass47) && ((__device_builtin_variable_gridDim.z) > (i46 % 8))) { 
# 71
__attribute__((unused)) static float sh_48[256]; 
# 72
(out45[(__device_builtin_variable_threadIdx.z) & (7)]) = (((33) | (__device_builtin_variable_blockDim.x)) - (2)); 
# 73
++pass47; 
# 74
}  
# 75
} 
#endif
# 76 "v000493.cu"
int main() 
# 77
{ 
# 78
int size49 = 2467; 
# 79
g_trace13++; 
# 80
g_trace13--; 
# 81
int z50 = static_cast< float>(g_trace13); 
# 82
ops19::g_decay20--; 
# 83
(__cudaPushCallConfiguration(2 + 30, 64 * 2, 0, 0)) ? (void)0 : ops19::drift22_kernel< float> (nullptr); 
# 84
g_trace13++; 
# 85
(__cudaPushCallConfiguration(((dim3)((z50 + 127) / 128)), dim3(128, (g_trace13 + 255) / 256, (size49 + 255) / 256))) ? (void)0 : map_merge11(nullptr, z50); 
# 86
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : map_spread12(nullptr, (double)(size49 + 1886UL)); 
# 87
(__cudaPushCallConfiguration(8, ((dim3)(1)), 4096, (cudaStream_t)0)) ? (void)0 : accum14_kernel(nullptr); 
# 88
return 0; 
# 89
} 

# 1 "v000493.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7870b940_10_v000493_cu_05009aa2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000493.cudafe1.stub.c"
#include "v000493.cudafe1.stub.c"
# 1 "v000493.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
