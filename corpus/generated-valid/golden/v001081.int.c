# 1 "v001081.cu"
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
# 9 "v001081.cu"
static_assert((16 > 15));
# 11
__attribute__((visibility("hidden"))) void step5_kernel(const float *__restrict__ src6, float *dst7) ;
#if 0
# 12
{ 
# 13
float val8 = dst7[3]; 
# 14
(dst7[4]) = ((22.625F) - (dst7[6])); 
# 15
static_assert((sizeof(int) == (4)));
# 16
if (src6 == (nullptr)) { 
# 17
int y9 = (dst7[1]) * (8LL); 
# 18
(dst7[y9 & 7]) = (39 >> (-(y9 % 8))); 
# 19
} else { 
# 20
++(dst7[1]); 
# 21
}  
# 22
} 
#endif
# 24 "v001081.cu"
namespace gpu10 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25
template< class T, int N = 7> static void 
# 26
__wrapper__device_stub_spread11(T *&out12, T *__restrict__ &buf13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
if (out12 == nullptr) { 
# 29
if ((out12[1]) <= 56) { 
# 30
return; 
# 31
}  
# 32
(*buf13) = (1.75); 
# 33
}  
# 34
if (18 > (*out12)) { 
# 35
unsigned long long acc14 = (54); 
# 36
if ((out12[0]) >= 46) { 
# 37
return; 
# 38
}  
# 39
}  
# 40
} 
#endif

#pragma GCC diagnostic pop

# 25 "v001081.cu"
template< class T, int N = 7> static void 
# 26
spread11(T *out12, T *__restrict__ buf13) 
# 27
{::gpu10::__wrapper__device_stub_spread11<T,N>(out12,buf13);
# 40
return;}
#if 0
# 27
{ 
# 28
if (out12 == nullptr) { 
# 29
if ((out12[1]) <= 56) { 
# 30
return; 
# 31
}  
# 32
(*buf13) = (1.75); 
# 33
}  
# 34
if (18 > (*out12)) { 
# 35
unsigned long long acc14 = (54); 
# 36
if ((out12[0]) >= 46) { 
# 37
return; 
# 38
}  
# 39
}  
# 40
} 
#endif
# 42 "v001081.cu"
inline size_t fuse15(int count16) 
# 43
{ 
# 44
bool lo17 = 54 > count16; 
# 45
if (lo17) { 
# 46
return 52; 
# 47
}  
# 48
if ((count16 / count16) > (count16 + 1)) { 
# 49
lo17 = (('A') <= lo17); 
# 50
count16 = (count16 * lo17); 
# 51
} else { if (lo17) { 
# 52
count16 = (43U); 
# 53
}  }  
# 54
return count16; 
# 55
} 
# 56
__attribute__((section("__nv_managed_data__"))) static int *m_filter18 = 0; 
# 57
}
# 58
typedef int idx19_t; 
# 60
int main() 
# 61
{ 
# 62
int n20 = 267; 
# 63
if (n20 != n20) { 
# 64
gpu10::fuse15((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu10::m_filter18)))); 
# 65
} else { 
# 66
float acc21 = n20; 
# 67
(--n20), (n20 = (19UL)); 
# 68
}  
# 69
gpu10::fuse15((62U) * gpu10::fuse15(n20)); 
# 70
(__cudaPushCallConfiguration(32, 512)) ? (void)0 : step5_kernel(nullptr, nullptr); 
# 71
(__cudaPushCallConfiguration(2 * 2, 32, 0)) ? (void)0 : gpu10::spread11< float, 7> ((float *)nullptr, nullptr); 
# 72
return 0; 
# 73
} 

# 1 "v001081.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d2ff11d9_10_v001081_cu_88bd50f0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001081.cudafe1.stub.c"
#include "v001081.cudafe1.stub.c"
# 1 "v001081.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
