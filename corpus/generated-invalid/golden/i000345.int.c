# 1 "i000345.cu"
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
# 17 "i000345.cu"
__attribute__((visibility("hidden"))) void clamp6(const int *input7, float *acc8, unsigned q9, size_t cfg10) ;
#if 0
# 18
{ 
# 19
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
q9 = (gid11 | cfg10); 
# 21
int w12 = 0; 
# 22
while (w12 < gid11) { 
# 23
q9 = ((long long)cfg10); 
# 24
--(*acc8); 
# 25
++(*acc8); 
# 26
++w12; 
# 27
}  
# 28
int q13 = __device_builtin_variable_warpSize << ((unsigned)q9); 
# 29
cfg10--; 
# 30
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31 "i000345.cu"
template< class T> static void 
# 32
__wrapper__device_stub_fill_kernel15(T &value, T *&out) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 33
{ 
# 34
(out[__device_builtin_variable_threadIdx.x]) = value; 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 31 "i000345.cu"
template< class T> static void 
# 32
fill_kernel15(T value, T *out) 
# 33
{__wrapper__device_stub_fill_kernel15<T>(value,out);
# 35
return;}
#if 0
# 33
{ 
# 34
(out[__device_builtin_variable_threadIdx.x]) = value; 
# 35
} 
#endif
# 37 "i000345.cu"
int main() 
# 38
{ 
# 39
int n14 = 1377; 
# 40
struct Local16 { 
# 41
int a; 
# 42
}; 
# 43
Local16 item17 = {1}; 
# 44
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : fill_kernel15(item17, (Local16 *)nullptr); 
# 45
if (3 < n14) { 
# 46
if ((n14 % n14) >= 3) { 
# 47
return n14; 
# 48
}  
# 49
n14 = n14; 
# 50
}  
# 51
n14 = (-((n14 += n14), (49 + n14))); 
# 52
(__cudaPushCallConfiguration((n14 + 31) / 32, sizeof(float) * (16))) ? (void)0 : clamp6((const int *)nullptr, (float *)nullptr, ((n14 += 15), 4030L), 2459 + n14); 
# 53
return 0; 
# 54
} 

# 1 "i000345.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6e2bc8f0_10_i000345_cu_71879aff
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000345.cudafe1.stub.c"
#include "i000345.cudafe1.stub.c"
# 1 "i000345.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
