# 1 "v001670.cu"
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
# 8 "v001670.cu"
__attribute__((visibility("hidden"))) void rank3(double p4, float *out5) ;
#if 0
# 8
{ 
# 9
unsigned i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
(*out5) *= (out5[1]); 
# 11
signed char acc7 = (((p4 += p4), (out5[i6]))); 
# 12
p4 /= (__device_builtin_variable_blockIdx.y); 
# 13
float *f8 = out5; 
# 14
float h9[8]{(11.5F), (60), static_cast< float>(__device_builtin_variable_warpSize), (20.625F), (1.375F), (29), (4.875F), (26)}; 
# 15
p4 /= (__device_builtin_variable_blockIdx.x); 
# 16
} 
#endif
# 17 "v001670.cu"
enum class State10: unsigned { Idle11, Off12}; 
# 18
enum Axis13: int { 
# 19
RED14, 
# 20
HIGH15, 
# 21
ADD16, 
# 22
ADD17, 
# 23
RED18
# 24
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 26
template< class T, class U> static void 
# 27
__wrapper__device_stub_spread19_kernel(U &beta20, float *&acc21, short &a22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
int tid23 = __device_builtin_variable_threadIdx.x; 
# 29
(acc21[tid23]) = (__device_builtin_variable_threadIdx.y); 
# 30
const long *r24 = reinterpret_cast< const long *>(acc21); 
# 31
a22 = ((*acc21) * (acc21[2])); 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 26 "v001670.cu"
template< class T, class U> static void 
# 27
spread19_kernel(U beta20, float *acc21, short a22) {__wrapper__device_stub_spread19_kernel<T,U>(beta20,acc21,a22);
# 32
return;}
#if 0
# 27
{ 
# 28
int tid23 = __device_builtin_variable_threadIdx.x; 
# 29
(acc21[tid23]) = (__device_builtin_variable_threadIdx.y); 
# 30
const long *r24 = reinterpret_cast< const long *>(acc21); 
# 31
a22 = ((*acc21) * (acc21[2])); 
# 32
} 
#endif
# 34 "v001670.cu"
int main() { 
# 35
int len25 = 2887; 
# 36
(len25++), (len25 |= 63U); 
# 37
len25 = ((-(24 / len25)) + len25); 
# 38
len25 = ((len25 << (len25 - (RED18))) - len25); 
# 39
len25 = (sizeof(short)); 
# 40
(__cudaPushCallConfiguration(dim3(1, (len25 + 127) / 128, 1 << 2), (ADD16) + 62)) ? (void)0 : rank3(ADD16, nullptr); 
# 41
(__cudaPushCallConfiguration(((dim3)((ADD17) + 13)), 512)) ? (void)0 : spread19_kernel< double, int> ((2946 + len25) / ('A'), (float *)nullptr, (unsigned)len25); 
# 42
return 0; 
# 43
} 

# 1 "v001670.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3e4a0270_10_v001670_cu_e6d35f52
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001670.cudafe1.stub.c"
#include "v001670.cudafe1.stub.c"
# 1 "v001670.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
