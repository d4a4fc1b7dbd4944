# 1 "i000398.cu"
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
# 21 "i000398.cu"
typedef long *ptr7_t; 
# 23
struct Bounds8 { 
# 24
float flag9; 
# 25
double z10; 
# 26
bool sum11; 
# 27
long val12; 
# 28
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30
template< class T, int N> static void 
# 31
__wrapper__device_stub_sift13_kernel(T *&acc14, int &stride15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern unsigned long dyn_16[]; 
# 34
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
if (i17 >= stride15) { 
# 36
return; 
# 37
}  
# 39
#pragma unroll 8
for (
# 39
int j18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j18 < 13; j18 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 40
(acc14[6]) = (acc14[stride15]); 
# 41
int y19 = N; 
# 42
}  
# 43
} 
#endif

#pragma GCC diagnostic pop

# 30 "i000398.cu"
template< class T, int N> static void 
# 31
sift13_kernel(T *acc14, int stride15) 
# 32
{__wrapper__device_stub_sift13_kernel<T,N>(acc14,stride15);
# 43
return;}
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern unsigned long dyn_16[]; 
# 34
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
if (i17 >= stride15) { 
# 36
return; 
# 37
}  
# 39
#pragma unroll 8
for (
# 39
int j18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j18 < 13; j18 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 40
(acc14[6]) = (acc14[stride15]); 
# 41
int y19 = N; 
# 42
}  
# 43
} 
#endif
# 45 "i000398.cu"
__attribute__((visibility("hidden"))) void weigh20(int *dst21, int len22) ;
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern int dyn_23[]; 
# 48
int idx24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
(dyn_23[idx24]) += (dyn_23[0]); 
# 50
(dyn_23[0]) *= 42ULL; 
# 51
(dst21[idx24]) = (47UL); 
# 52
for (int i25 = 0; i25 < len22; i25++) { 
# 53
(dyn_23[idx24]) += 26; 
# 54
len22 += (__device_builtin_variable_blockIdx.x); 
# 55
}  
# 56
(dyn_23[len22]) *= sizeof(float); 
# 57
} 
#endif
# 58 "i000398.cu"
int probe_28(); 
# 60
int main() 
# 61
{ 
# 62
int size26 = 3396; 
# 63
size26 += sizeof(int (void)); 
# 64
++size26; 
# 65
if (size26 <= size26) { 
# 66
return (12 - size26) / (sizeof(float) - size26); 
# 67
}  
# 68
(__cudaPushCallConfiguration(dim3(64, 64), 24 + 8)) ? (void)0 : sift13_kernel< int, 1> (&size26, size26 * (size26 + 3)); 
# 69
size26 /= size26; 
# 70
Bounds8 flag27 = Bounds8{(float)size26, static_cast< double>(size26), static_cast< bool>(size26), (61)}; 
# 71
flag27 = Bounds8{(10.0F), (5.875), true, 3L}; 
# 72
(__cudaPushCallConfiguration(24 + 232, 32)) ? (void)0 : weigh20(nullptr, flag27.val12); 
# 73
return 0; 
# 74
} 

# 1 "i000398.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__64d1d49c_10_i000398_cu_56c76217
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000398.cudafe1.stub.c"
#include "i000398.cudafe1.stub.c"
# 1 "i000398.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
