# 1 "v001198.cu"
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
# 14 "v001198.cu"
__attribute__((visibility("hidden"))) void shade3_kernel(const int *coef4, float *dst5, int *__restrict__ data6, int count7) ;
#if 0
# 15
{ 
# 16
int i8 = __device_builtin_variable_threadIdx.x; 
# 17
if (i8 >= count7) { 
# 18
return; 
# 19
}  
# 20
((dst5[i8])--), ((*dst5) = ((coef4[count7]) / (i8 * ((17.125F) * (coef4[count7 & 7]))))); 
# 21
(data6[count7])--; 
# 22
{ 
# 23
float idx9 = (26) | (__device_builtin_variable_threadIdx.x); 
# 24
(data6[5]) = i8; 
# 25
} 
# 26
size_t res10 = data6[6]; 
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29 "v001198.cu"
template< class T, int N> static void 
# 30
__wrapper__device_stub_weigh11_kernel(const T *__restrict__ &in12, T &beta13, float &alpha14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
unsigned gid15 = __device_builtin_variable_threadIdx.x; 
# 33
constexpr float v16 = (0.25F); 
# 34
beta13 = 2U; 
# 35
int x17 = ((10.375F)); 
# 36
float cnt18[4] = {}; 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 29 "v001198.cu"
template< class T, int N> static void 
# 30
weigh11_kernel(const T *__restrict__ in12, T beta13, float alpha14) 
# 31
{__wrapper__device_stub_weigh11_kernel<T,N>(in12,beta13,alpha14);
# 37
return;}
#if 0
# 31
{ 
# 32
unsigned gid15 = __device_builtin_variable_threadIdx.x; 
# 33
constexpr float v16 = (0.25F); 
# 34
beta13 = 2U; 
# 35
int x17 = ((10.375F)); 
# 36
float cnt18[4] = {}; 
# 37
} 
#endif
# 39 "v001198.cu"
__attribute__((visibility("hidden"))) void split19_kernel(int n20, const int *coef21) ;
#if 0
# 40
{ 
# 41
unsigned gid22 = __device_builtin_variable_threadIdx.x; 
# 42
if (gid22 >= n20) { 
# 43
return; 
# 44
}  
# 45
n20 = 64; 
# 46
n20 = gid22; 
# 47
n20 = ((n20 += __device_builtin_variable_warpSize), gid22); 
# 48
n20 = n20; 
# 49
int acc23 = coef21[gid22 & (7)]; 
# 50
int x24 = (int)((int)(gid22 ^ gid22)); 
# 51
} 
#endif
# 58 "v001198.cu"
__attribute__((visibility("hidden"))) void map_warp26(unsigned *data, int n) ;
#if 0
# 58
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 59 "v001198.cu"
__attribute__((visibility("hidden"))) void map_clamp27(double *data, int n) ;
#if 0
# 59
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 61 "v001198.cu"
int main() 
# 62
{ 
# 63
int size28 = 2255; 
# 64
(__cudaPushCallConfiguration(64, 12 + 116, sizeof(double) * (64))) ? (void)0 : weigh11_kernel< int, 5> (nullptr, size28, size28); 
# 65
size28--; 
# 66
for (int j29 = 12; j29 > 0; --j29) { 
# 67
float v30 = j29; 
# 68
if (j29 < j29) { 
# 69
break; 
# 70
}  
# 71
}  
# 72
(__cudaPushCallConfiguration(dim3((size28 + 31) / 32, 1), 256)) ? (void)0 : shade3_kernel(&size28, nullptr, &size28, 'a'); 
# 73
(__cudaPushCallConfiguration(((dim3)(4)), ((dim3)((size28 + 255) / 256)), sizeof(float) * (256))) ? (void)0 : split19_kernel(59, &size28); 
# 74
(__cudaPushCallConfiguration(3 + (3 + 58), dim3(8, (size28 + 63) / 64), 1024)) ? (void)0 : map_warp26(nullptr, size28); 
# 75
return 0; 
# 76
} 

# 1 "v001198.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__59cba446_10_v001198_cu_6f410542
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001198.cudafe1.stub.c"
#include "v001198.cudafe1.stub.c"
# 1 "v001198.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
