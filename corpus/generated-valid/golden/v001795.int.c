# 1 "v001795.cu"
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
# 8 "v001795.cu"
__attribute__((visibility("hidden"))) void split3_kernel(float cfg4, int n5) ;
#if 0
# 8
{ 
# 9
unsigned i6 = __device_builtin_variable_threadIdx.x; 
# 10
if (i6 >= n5) { 
# 11
return; 
# 12
}  
# 13
if ((i6 + n5) == i6) { 
# 14
return; 
# 15
}  
# 16
n5--; 
# 17
__attribute__((unused)) static unsigned sh_7[64]; 
# 18
static_assert((sizeof(int) == (4)), "expected value");
# 19
} 
#endif
# 21 "v001795.cu"
signed char check_bias8(int count9) { 
# 22
if ((count9 - count9) > 35) { 
# 23
goto finish12; 
# 24
}  
# 25
for (int n10 = 0; n10 < count9; n10 += 2) { 
# 26
(__cudaPushCallConfiguration(2 * 2, dim3(16 * 2, (count9 + 31) / 32), 1024)) ? (void)0 : split3_kernel((2 * n10) + (4962L - count9), (n10 - n10) - (count9 * n10)); 
# 27
int off11[8] = {}; 
# 28
}  
# 29
finish12:; ; 
# 30
return count9; 
# 31
} 
# 33
static void scale13_kernel(unsigned beta14, float p15, int stride16) ;
#if 0
# 33
{ 
# 34
int gid17 = __device_builtin_variable_threadIdx.x; 
# 36
#pragma unroll 8
for (
# 36
int it18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it18 < 11; it18 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 37
if (it18 < (beta14 + gid17)) { 
# 38
break; 
# 39
}  
# 40
__attribute__((unused)) static int sh_19[64]; 
# 41
}  
# 42
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 44 "v001795.cu"
template< class T, int N> static void 
# 45
__wrapper__device_stub_warp20(T *&out21, long long &a22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 45
{ 
# 46
unsigned tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
a22 = (__device_builtin_variable_threadIdx.y); 
# 48
(*out21)--; 
# 49
(out21[__device_builtin_variable_threadIdx.y]) = (*out21); 
# 51
#pragma unroll 2
for (
# 51
int i24 = 0; i24 < 6; ++i24) { 
# 52
(out21[i24]) += N; 
# 53
T off25 = (N) - tid23; 
# 54
}  
# 55
} 
#endif

#pragma GCC diagnostic pop

# 44 "v001795.cu"
template< class T, int N> static void 
# 45
warp20(T *out21, long long a22) {__wrapper__device_stub_warp20<T,N>(out21,a22);
# 55
return;}
#if 0
# 45
{ 
# 46
unsigned tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
a22 = (__device_builtin_variable_threadIdx.y); 
# 48
(*out21)--; 
# 49
(out21[__device_builtin_variable_threadIdx.y]) = (*out21); 
# 51
#pragma unroll 2
for (
# 51
int i24 = 0; i24 < 6; ++i24) { 
# 52
(out21[i24]) += N; 
# 53
T off25 = (N) - tid23; 
# 54
}  
# 55
} 
#endif
# 57 "v001795.cu"
int main() { 
# 58
int count26 = 3178; 
# 59
check_bias8(58 + (check_bias8(10))); 
# 60
count26 = count26; 
# 61
++count26; 
# 62
float acc27 = (24.375F); 
# 63
check_bias8((check_bias8(count26)) * ((46) * acc27)); 
# 64
(__cudaPushCallConfiguration(((dim3)((count26 + 63) / 64)), sizeof(unsigned) * (16), 256 * 4)) ? (void)0 : scale13_kernel(8 - ((2 * count26) + count26), acc27, check_bias8(check_bias8(acc27))); 
# 65
(__cudaPushCallConfiguration(dim3(sizeof(unsigned) * (2), 512), sizeof(float) * (32), sizeof(int) * (128))) ? (void)0 : warp20< int, 3> ((int *)nullptr, check_bias8(check_bias8(sizeof(int)))); 
# 66
return 0; 
# 67
} 

# 1 "v001795.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7df89f86_10_v001795_cu_e5c1ca01
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001795.cudafe1.stub.c"
#include "v001795.cudafe1.stub.c"
# 1 "v001795.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
