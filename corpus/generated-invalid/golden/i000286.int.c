# 1 "i000286.cu"
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
# 18 "i000286.cu"
__attribute__((visibility("hidden"))) void bump7_kernel(int n8, float q9, const long *__restrict__ input10) ;
#if 0
# 19
{ 
# 20
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (n8 >= n8) { 
# 22
return; }  
# 23
q9 /= (((q9 * q9) / (2)) + (-n8)); 
# 24
} 
#endif
# 26 "i000286.cu"
__attribute__((visibility("hidden"))) void split12(float beta13, int *__restrict__ data14) ;
#if 0
# 27
{ 
# 28
unsigned i15 = __device_builtin_variable_threadIdx.x; 
# 29
(data14[3])++; 
# 30
for (int n16 = 6; n16 > 0; --n16) { 
# 31
if (constexpr unsigned m17 = (22LL); n16 - (*data14)) { 
# 32
int w18 = 14; 
# 33
float base19 = *data14; 
# 34
beta13 -= (((1.75F) * ((base19 += (15.875F)), n16)) * w18); 
# 35
}  
# 36
__attribute__((unused)) static float sh_20[5][17]; 
# 37
}  
# 38
} 
#endif
# 39 "i000286.cu"
enum Axis21 { ON22, HIGH23}; 
# 41
struct Sample24 { 
# 42
int mass25; 
# 43
int hi26; 
# 44
unsigned lo27; 
# 45
int val28; 
# 46
}; 
# 48
__attribute__((visibility("hidden"))) void gather29(int count30, float *buf31, unsigned *acc32, int *__restrict__ dst33) ;
#if 0
# 49
{ 
# 50
Axis21 off34 = ON22; 
# 51
for (int j35 = 13; j35 > 0; --j35) { 
# 52
(acc32[count30]) &= (dst33[4]); }  
# 54
#pragma unroll
for (
# 54
int n36 = 0; n36 < count30; ++n36) { 
# 55
constexpr unsigned r37 = (44); 
# 56
Axis21 stride38 = ON22; 
# 57
}  
# 58
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 60 "i000286.cu"
template< class T, int N> static void 
# 61
__wrapper__device_stub_reduce39(const T *__restrict__ &src40, unsigned *&out41, Sample24 &alpha42, int &len43) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
unsigned i44 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
if (i44 >= len43) { 
# 65
return; }  
# 66
len43 = ((4) * (*out41)); 
# 67
__attribute__((unused)) static float sh_45; 
# 68
} 
#endif

#pragma GCC diagnostic pop

# 60 "i000286.cu"
template< class T, int N> static void 
# 61
reduce39(const T *__restrict__ src40, unsigned *out41, Sample24 alpha42, int len43) 
# 62
{__wrapper__device_stub_reduce39<T,N>(src40,out41,alpha42,len43);
# 68
return;}
#if 0
# 62
{ 
# 63
unsigned i44 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
if (i44 >= len43) { 
# 65
return; }  
# 66
len43 = ((4) * (*out41)); 
# 67
__attribute__((unused)) static float sh_45; 
# 68
} 
#endif
# 70 "i000286.cu"
unsigned split46(int stride47) 
# 71
{ 
# 72
stride47 = stride47; 
# 73
Axis21 res48 = ON22; 
# 74
stride47 = ((stride47 += res48), stride47); 
# 75
Sample24 z49{26, (-64), 5U, (49L)}; 
# 76
stride47 -= stride47; 
# 77
return z49.mass25; 
# 78
} 
# 80
int main() 
# 81
{ 
# 82
int size50 = 1272; 
# 83
unsigned char small51 = (1000); 
# 84
if (size50) { 
# 85
return +size50; }  
# 86
split46(size50); 
# 87
(__cudaPushCallConfiguration(256, dim3((HIGH23) + 7, ((HIGH23) + 7) * 8, (size50 + 63) / 64), 0, 0)) ? (void)0 : bump7_kernel(split46(41) / (2), size50, (const long *)nullptr); 
# 88
(__cudaPushCallConfiguration((HIGH23) + (24 + 231), 16 * ((HIGH23) + 1), sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : split12(size50, nullptr); 
# 89
(__cudaPushCallConfiguration(dim3(8, (size50 + 31) / 32), 512)) ? (void)0 : gather29((size50 + 54L) - size50, (float *)nullptr, nullptr, &size50); 
# 90
(__cudaPushCallConfiguration((size50 + 255) / 256, 24 + 8, 1024, 0)) ? (void)0 : reduce39< unsigned, 6> (nullptr, (unsigned *)nullptr, Sample24{size50, size50, (27), 1}, 2161UL); 
# 91
return 0; 
# 92
} 

# 1 "i000286.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__723259ba_10_i000286_cu_8e9bfc21
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000286.cudafe1.stub.c"
#include "i000286.cudafe1.stub.c"
# 1 "i000286.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
