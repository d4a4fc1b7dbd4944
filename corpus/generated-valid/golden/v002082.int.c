# 1 "v002082.cu"
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
# 7 "v002082.cu"
__attribute__((visibility("hidden"))) void march2_kernel(const long long *src3) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern float dyn_4[]; 
# 10
unsigned lo5 = ((src3[__device_builtin_variable_threadIdx.x]) - ((__device_builtin_variable_blockDim.x) % (src3[1]))) % (((dyn_4[(__device_builtin_variable_threadIdx.x) & (7)]) += (28L)), (*src3)); 
# 11
constexpr size_t hi6 = (' '); 
# 12
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 14 "v002082.cu"
template< class T, class U> static void 
# 15
__wrapper__device_stub_rank7(T *&out8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 16
{ 
# 17
int i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
__attribute__((unused)) static int sh_10[11][1 << 4]; 
# 19
(out8[i9]) /= (out8[i9]); 
# 20
int m11 = (-46); 
# 21
int x12 = 20; 
# 22
const short *base13 = (nullptr); 
# 23
__attribute__((unused)) static signed char sh_14[128]; 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 14 "v002082.cu"
template< class T, class U> static void 
# 15
rank7(T *out8) 
# 16
{__wrapper__device_stub_rank7<T,U>(out8);
# 24
return;}
#if 0
# 16
{ 
# 17
int i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
__attribute__((unused)) static int sh_10[11][1 << 4]; 
# 19
(out8[i9]) /= (out8[i9]); 
# 20
int m11 = (-46); 
# 21
int x12 = 20; 
# 22
const short *base13 = (nullptr); 
# 23
__attribute__((unused)) static signed char sh_14[128]; 
# 24
} 
#endif
# 26 "v002082.cu"
int main() 
# 27
{ 
# 28
int count15 = 3215; 
# 29
{ 
# 30
count15++; 
# 31
count15 += (58 - (count15 ^ (count15 * count15))); 
# 32
} 
# 33
(__cudaPushCallConfiguration(32, 1 << 9)) ? (void)0 : march2_kernel(nullptr); 
# 34
(__cudaPushCallConfiguration(4 * 4, 512, sizeof(float) * (128))) ? (void)0 : rank7< unsigned, long> ((unsigned *)nullptr); 
# 35
return 0; 
# 36
} 

# 1 "v002082.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f1a2a4aa_10_v002082_cu_18bcc438
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002082.cudafe1.stub.c"
#include "v002082.cudafe1.stub.c"
# 1 "v002082.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
