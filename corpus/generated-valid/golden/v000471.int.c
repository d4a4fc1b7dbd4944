# 1 "v000471.cu"
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
# 7 "v000471.cu"
__attribute__((visibility("hidden"))) void sift1(int lane2, const unsigned *in3) ;
#if 0
# 8
{ 
# 9
unsigned i4 = __device_builtin_variable_threadIdx.x; 
# 10
if (i4 >= lane2) { 
# 11
return; 
# 12
}  
# 13
char flag5 = (-59); 
# 14
if (51 <= flag5) { 
# 15
return; 
# 16
}  
# 17
lane2 = (((__device_builtin_variable_blockIdx.x) + ('a')) * (2)); 
# 18
if ((__device_builtin_variable_blockDim.x) >= (+lane2)) { 
# 19
if ((__device_builtin_variable_blockDim.y) > (+flag5)) { 
# 20
return; 
# 21
}  
# 22
flag5++; 
# 23
}  
# 24
} 
#endif
# 26 "v000471.cu"
template< class T, class U> 
# 27
__attribute((always_inline)) __attribute__((unused)) inline T spread6(U *data7, const U *in8) 
# 28
{int volatile ___ = 1;(void)data7;(void)in8;
# 38
::exit(___);}
#if 0
# 28
{ 
# 29
++(data7[__device_builtin_variable_blockDim.z]); 
# 30
(data7[__device_builtin_variable_threadIdx.x]) = 34; 
# 31
(data7[__device_builtin_variable_blockDim.y])--; 
# 32
(data7[7]) = (data7[__device_builtin_variable_blockDim.z]); 
# 33
if (__device_builtin_variable_threadIdx.x) { 
# 34
T *h9 = (nullptr); 
# 35
long f10 = (*h9) + 24; 
# 36
}  
# 37
return data7[__device_builtin_variable_threadIdx.x]; 
# 38
} 
#endif
# 40 "v000471.cu"
constexpr int run_smooth11(int count12) 
# 41
{ 
# 42
count12 = ((count12 * count12) + ((' ') * count12)); 
# 43
float flag13{(22)}; 
# 44
return sizeof(int); 
# 45
} 
# 47
int main() 
# 48
{ 
# 49
int len14 = 729; 
# 50
(--len14), (len14 = (31UL)); 
# 51
(__cudaPushCallConfiguration(32 * 4, 256, 0, (cudaStream_t)0)) ? (void)0 : sift1(2 - run_smooth11(len14), nullptr); 
# 52
(__cudaPushCallConfiguration(128, 64, sizeof(double) * (32), (cudaStream_t)0)) ? (void)0 : sift1(12 - len14, static_cast< const unsigned *>(nullptr)); 
# 53
return 0; 
# 54
} 

# 1 "v000471.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6d49cfaa_10_v000471_cu_5797a4c1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000471.cudafe1.stub.c"
#include "v000471.cudafe1.stub.c"
# 1 "v000471.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
