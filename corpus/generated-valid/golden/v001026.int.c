# 1 "v001026.cu"
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

# 15 "v001026.cu"
template< class T, class U> static void 
# 16
__wrapper__device_stub_shade6(T *&out7, const int *&input8, const T *__restrict__ &coef9, float &beta10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (coef9 == nullptr) { 
# 20
goto out15; 
# 21
}  
# 22
if (T prod12{5}; tid11 != (63 - (out7[tid11]))) { 
# 23
auto res13 = ((*out7) != 49) && ((*input8) < 51); 
# 24
if (!input8) { 
# 25
T acc14 = tid11 * 34; 
# 26
}  
# 27
beta10 = (__alignof__(char)); 
# 28
}  
# 29
if (!(3 < (out7[7]))) { 
# 30
return; 
# 31
}  
# 32
--(out7[__device_builtin_variable_blockIdx.x]); 
# 33
out15:; ; 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 15 "v001026.cu"
template< class T, class U> static void 
# 16
shade6(T *out7, const int *input8, const T *__restrict__ coef9, float beta10) 
# 17
{__wrapper__device_stub_shade6<T,U>(out7,input8,coef9,beta10);
# 34
return;}
#if 0
# 17
{ 
# 18
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (coef9 == nullptr) { 
# 20
goto out15; 
# 21
}  
# 22
if (T prod12{5}; tid11 != (63 - (out7[tid11]))) { 
# 23
auto res13 = ((*out7) != 49) && ((*input8) < 51); 
# 24
if (!input8) { 
# 25
T acc14 = tid11 * 34; 
# 26
}  
# 27
beta10 = (__alignof__(char)); 
# 28
}  
# 29
if (!(3 < (out7[7]))) { 
# 30
return; 
# 31
}  
# 32
--(out7[__device_builtin_variable_blockIdx.x]); 
# 33
out15:; ; 
# 34
} 
#endif
# 36 "v001026.cu"
extern "C" __attribute__((visibility("hidden"))) void lerp16(int len17, double a18, const int *in19, unsigned short a20) ;
#if 0
# 37
{ 
# 38
int idx21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
if (idx21 >= len17) { 
# 40
return; 
# 41
}  
# 42
len17 = len17; 
# 43
__attribute__((unused)) static float sh_22[14][8 * 2]; 
# 44
} 
#endif
# 46 "v001026.cu"
struct alignas(8) Bounds23 { 
# 47
unsigned lo24; 
# 48
short x25; 
# 49
int mass26, weight27; 
# 50
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 53
template< class T, int N = 2> static void 
# 54
__wrapper__device_stub_tally28(T *__restrict__ &acc29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 55
{ 
# 56
int tid30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
if (tid30 || __device_builtin_variable_warpSize) { 
# 58
return; 
# 59
}  
# 60
(acc29[7]) = N; 
# 61
++(acc29[__device_builtin_variable_threadIdx.x]); 
# 62
long off31[3 + 2]{64L, 20L, (59), static_cast< long>(*acc29), 5L}; 
# 63
++(off31[tid30]); 
# 64
} 
#endif

#pragma GCC diagnostic pop

# 53 "v001026.cu"
template< class T, int N = 2> static void 
# 54
tally28(T *__restrict__ acc29) 
# 55
{__wrapper__device_stub_tally28<T,N>(acc29);
# 64
return;}
#if 0
# 55
{ 
# 56
int tid30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
if (tid30 || __device_builtin_variable_warpSize) { 
# 58
return; 
# 59
}  
# 60
(acc29[7]) = N; 
# 61
++(acc29[__device_builtin_variable_threadIdx.x]); 
# 62
long off31[3 + 2]{64L, 20L, (59), static_cast< long>(*acc29), 5L}; 
# 63
++(off31[tid30]); 
# 64
} 
#endif
# 66 "v001026.cu"
int main() 
# 67
{ 
# 68
int size32 = 3160; 
# 69
size32 = size32; 
# 70
if ((size32 <= size32) && (size32 <= size32)) { 
# 71
return 1113; 
# 72
}  
# 73
(__cudaPushCallConfiguration((size32 + 31) / 32, dim3(sizeof(unsigned) * (3 + (3 + 2)), 32 + (32 + 64), (size32 + 31) / 32), 0)) ? (void)0 : shade6< long, unsigned> (nullptr, static_cast< const int *>(nullptr), static_cast< const long *>(nullptr), (1313 + size32) >> (size32 >> 3)); 
# 74
(__cudaPushCallConfiguration(dim3(1 << 2, 1, (size32 + 255) / 256), (3 + 1) * (3 + (3 + 2)))) ? (void)0 : lerp16(7, (11.875), nullptr, size32); 
# 75
(__cudaPushCallConfiguration(dim3(32 + 96, sizeof(float) * (8), 3 + (3 + (3 + (3 + 20)))), 256)) ? (void)0 : tally28< float, 8> (nullptr); 
# 76
return 0; 
# 77
} 

# 1 "v001026.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__059831c1_10_v001026_cu_lerp16
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001026.cudafe1.stub.c"
#include "v001026.cudafe1.stub.c"
# 1 "v001026.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
