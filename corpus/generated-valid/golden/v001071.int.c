# 1 "v001071.cu"
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
# 11 "v001071.cu"
__attribute__((visibility("hidden"))) void scatter3_kernel(const unsigned long long *src4, int *dst5, double *acc6, int stride7) ;
#if 0
# 11
{ 
# 13
#pragma unroll
for (
# 13
int n8 = 0; n8 < 12; n8++) { 
# 15
#pragma unroll
for (
# 15
int i9 = 0; i9 < 2; i9 += 1) { 
# 16
for (int n10 = 0; n10 < (4 + 4); n10 += 2) { 
# 17
long res11((i9 % (i9 << (dst5[__device_builtin_variable_gridDim.x]))) * ((src4 != (nullptr)) ? (__device_builtin_variable_blockDim.y) + 1534L : (static_cast< signed char>(11L)))); 
# 18
__attribute__((unused)) static float sh_12[8]; 
# 19
}  
# 20
int stride13 = src4[n8]; 
# 21
}  
# 22
}  
# 23
} 
#endif
# 25 "v001071.cu"
struct Node14 { 
# 26
float vel15; 
# 27
int flag16, count17; 
# 28
}; 
# 30
namespace math18 { 
# 31
static void scale19(const double *input20, int lane21) ;
#if 0
# 31
{ 
# 32
unsigned i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (i22 >= lane21) { 
# 34
return; }  
# 35
int pass23 = 0; 
# 36
if ((pass23 * lane21) > pass23) { 
# 37
goto out26; 
# 38
}  
# 39
while (pass23 < 2) { 
# 41
#pragma unroll 8
for (
# 41
int i24 = 0; i24 < 15; i24++) { 
# 42
unsigned lim25 = i24; 
# 43
lane21 <<= (('z') % lim25); 
# 44
}  
# 45
++pass23; 
# 46
}  
# 47
out26:; ; 
# 48
} 
#endif
# 49 "v001071.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 51
template< class T> static void 
# 52
__wrapper__device_stub_update27(T *&buf28, int &lane29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern float dyn_30[]; 
# 54
int idx31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
if (idx31 >= lane29) { 
# 56
return; }  
# 57
if (T prod32 = (idx31 <= (__device_builtin_variable_threadIdx.x)) ? __device_builtin_variable_threadIdx.x : (dyn_30[6]); lane29 & 1) { 
# 58
__attribute__((unused)) static float sh_33[1 << 3][13]; 
# 59
}  
# 60
lane29 = (buf28[1]); 
# 61
} 
#endif

#pragma GCC diagnostic pop

# 51 "v001071.cu"
template< class T> static void 
# 52
update27(T *buf28, int lane29) {__wrapper__device_stub_update27<T>(buf28,lane29);
# 61
return;}
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern float dyn_30[]; 
# 54
int idx31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
if (idx31 >= lane29) { 
# 56
return; }  
# 57
if (T prod32 = (idx31 <= (__device_builtin_variable_threadIdx.x)) ? __device_builtin_variable_threadIdx.x : (dyn_30[6]); lane29 & 1) { 
# 58
__attribute__((unused)) static float sh_33[1 << 3][13]; 
# 59
}  
# 60
lane29 = (buf28[1]); 
# 61
} 
#endif
# 63 "v001071.cu"
int main() { 
# 64
int size34 = 304; 
# 65
if (size34 >= 31L) { 
# 66
return size34; }  
# 67
(__cudaPushCallConfiguration(8, 1 << 6)) ? (void)0 : update27((unsigned *)nullptr, size34); 
# 68
(__cudaPushCallConfiguration(4 + (4 + 56), 4 + (4 + (4 + 52)))) ? (void)0 : scatter3_kernel(static_cast< const unsigned long long *>(nullptr), nullptr, nullptr, (4 >> size34) + (size34 & size34)); 
# 69
(__cudaPushCallConfiguration((size34 + 255) / 256, 256, sizeof(double) * (32))) ? (void)0 : math18::scale19(nullptr, static_cast< int>(4495 << size34)); 
# 70
return 0; 
# 71
} 

# 1 "v001071.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__50af8608_10_v001071_cu_2524196f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001071.cudafe1.stub.c"
#include "v001071.cudafe1.stub.c"
# 1 "v001071.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
