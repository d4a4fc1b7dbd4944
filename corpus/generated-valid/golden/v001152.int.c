# 1 "v001152.cu"
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
# 16 "v001152.cu"
enum class State5: long { Fast6, Slow7 = 4L}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18
template< class T, int N> static void 
# 19
__wrapper__device_stub_warp8_kernel(T &beta9, const long *&input10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
unsigned i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
float val12 = beta9; 
# 23
switch (__device_builtin_variable_threadIdx.z) { 
# 24
case 2 * 4:  
# 25
break; 
# 26
case 2:  
# 27
break; 
# 28
case 7:  
# 29
break; 
# 30
default:  
# 31
beta9 *= (9.375F); 
# 32
break; 
# 33
}  
# 34
beta9++; 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 18 "v001152.cu"
template< class T, int N> static void 
# 19
warp8_kernel(T beta9, const long *input10) 
# 20
{__wrapper__device_stub_warp8_kernel<T,N>(beta9,input10);
# 35
return;}
#if 0
# 20
{ 
# 21
unsigned i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
float val12 = beta9; 
# 23
switch (__device_builtin_variable_threadIdx.z) { 
# 24
case 2 * 4:  
# 25
break; 
# 26
case 2:  
# 27
break; 
# 28
case 7:  
# 29
break; 
# 30
default:  
# 31
beta9 *= (9.375F); 
# 32
break; 
# 33
}  
# 34
beta9++; 
# 35
} 
#endif
# 36 "v001152.cu"
constexpr inline unsigned BLOCK13 = (3); 
# 38
__attribute__((visibility("hidden"))) void bias14_kernel(const char *src15) ;
#if 0
# 39
{ 
# 40
int tid16 = __device_builtin_variable_threadIdx.x; 
# 41
double mid17 = ((__device_builtin_variable_blockDim.x) * sizeof(int)) - ((src15[tid16 & 7]) + (__device_builtin_variable_threadIdx.x)); 
# 42
unsigned char lo18 = (42); 
# 43
mid17 -= (20.125); 
# 44
State5 u19 = State5::Fast6; 
# 45
} 
#endif
# 47 "v001152.cu"
__attribute__((visibility("hidden"))) void kick20(const short *src21, int *acc22) ;
#if 0
# 48
{ 
# 49
int gid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
if (((gid23 & (*src21)) & (src21[7])) > (gid23 + 4)) { 
# 51
(acc22[gid23])--; 
# 52
(acc22[gid23]) *= 49; 
# 53
(acc22[gid23 & 7]) = (*acc22); 
# 54
}  
# 55
(*acc22)++; 
# 56
} 
#endif
# 58 "v001152.cu"
int main() 
# 59
{ 
# 60
int len24 = 30; 
# 61
float diff25 = (17.5F); 
# 62
diff25 = ((int)BLOCK13); 
# 63
(__cudaPushCallConfiguration(128, (42) + (BLOCK13 + (211)), sizeof(float) * (32))) ? (void)0 : bias14_kernel((const char *)nullptr); 
# 64
(__cudaPushCallConfiguration(8 + 24, 8 + 248, 0)) ? (void)0 : warp8_kernel< unsigned, 7> ((35U <= len24) ? 2261 : (static_cast< float>(56)), (const long *)nullptr); 
# 65
(__cudaPushCallConfiguration(2 * 2, 1 << (BLOCK13 + BLOCK13), sizeof(int) * (128))) ? (void)0 : kick20(nullptr, nullptr); 
# 66
return 0; 
# 67
} 

# 1 "v001152.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f386a923_10_v001152_cu_3409b3da
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001152.cudafe1.stub.c"
#include "v001152.cudafe1.stub.c"
# 1 "v001152.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
