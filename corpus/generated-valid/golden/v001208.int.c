# 1 "v001208.cu"
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

# 14 "v001208.cu"
template< class T> static void 
# 15
__wrapper__device_stub_probe4_kernel(T *&dst5) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
static_assert((sizeof(int) == (4)), "tile must fit");
# 17
static_assert((sizeof(int) == (4)), "tile must fit");
# 18
(dst5[__device_builtin_variable_gridDim.z]) = 4; 
# 19
T y6 = ((1) * ((__device_builtin_variable_gridDim.x) + (4))) >> 6; 
# 20
int res7 = dst5[__device_builtin_variable_blockDim.x]; 
# 21
} 
#endif

#pragma GCC diagnostic pop

# 14 "v001208.cu"
template< class T> static void 
# 15
probe4_kernel(T *dst5) {__wrapper__device_stub_probe4_kernel<T>(dst5);
# 21
return;}
#if 0
# 15
{ 
# 16
static_assert((sizeof(int) == (4)), "tile must fit");
# 17
static_assert((sizeof(int) == (4)), "tile must fit");
# 18
(dst5[__device_builtin_variable_gridDim.z]) = 4; 
# 19
T y6 = ((1) * ((__device_builtin_variable_gridDim.x) + (4))) >> 6; 
# 20
int res7 = dst5[__device_builtin_variable_blockDim.x]; 
# 21
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23 "v001208.cu"
template< class T> static void 
# 24
__wrapper__device_stub_mix8(T *__restrict__ &acc9, unsigned long &q10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
const T diff12 = (32L - i11) - ((T)(acc9[2])); 
# 27
if (diff12 == 3U) { 
# 28
goto finish13; 
# 29
}  
# 30
--q10; 
# 31
finish13:; ; 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 23 "v001208.cu"
template< class T> static void 
# 24
mix8(T *__restrict__ acc9, unsigned long q10) {__wrapper__device_stub_mix8<T>(acc9,q10);
# 32
return;}
#if 0
# 24
{ 
# 25
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
const T diff12 = (32L - i11) - ((T)(acc9[2])); 
# 27
if (diff12 == 3U) { 
# 28
goto finish13; 
# 29
}  
# 30
--q10; 
# 31
finish13:; ; 
# 32
} 
#endif
# 34 "v001208.cu"
__attribute__((visibility("hidden"))) void split14(const double *in15, float *__restrict__ buf16) ;
#if 0
# 34
{ 
# 35
int gid17 = __device_builtin_variable_threadIdx.x; 
# 36
(buf16[gid17 & 7]) = (in15[gid17]); 
# 37
(buf16[__device_builtin_variable_gridDim.x]) = gid17; 
# 38
if ((__device_builtin_variable_blockDim.x) < gid17) { 
# 39
return; 
# 40
}  
# 41
(buf16[2]) = (63); 
# 42
(*buf16)--; 
# 43
float v18[2] = {(2.0F)}; 
# 44
unsigned char tmp19 = in15[__device_builtin_variable_threadIdx.x]; 
# 45
} 
#endif
# 47 "v001208.cu"
static void check_decay20(long *__restrict__ buf21, const unsigned *in22, int len23) { 
# 48
(*buf21) = (22); 
# 49
if ((buf21[1]) == (6)) { 
# 50
return; 
# 51
}  
# 52
++len23; 
# 53
float v24 = (24.75F); 
# 54
v24 = (-(11.875F)); 
# 55
bool base25 = v24; 
# 56
} 
# 58
int main() { 
# 59
int size26 = 2400; 
# 60
if (-size26) { 
# 61
return 29 + ((int)size26); 
# 62
}  
# 63
(__cudaPushCallConfiguration(32, 1 << 8)) ? (void)0 : split14(nullptr, nullptr); 
# 64
long z27 = (4); 
# 65
size26 = (sizeof(float)); 
# 66
++z27; 
# 67
(__cudaPushCallConfiguration(1, (4 + 60) * 2)) ? (void)0 : probe4_kernel< float> ((float *)nullptr); 
# 68
(__cudaPushCallConfiguration(sizeof(int) * (4), (4 + 4) * 8)) ? (void)0 : mix8< float> ((float *)nullptr, (z27 * (4)) ^ (z27 - 43UL)); 
# 69
return 0; 
# 70
} 

# 1 "v001208.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d24fb499_10_v001208_cu_884e92ca
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001208.cudafe1.stub.c"
#include "v001208.cudafe1.stub.c"
# 1 "v001208.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
