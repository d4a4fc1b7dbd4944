# 1 "v000204.cu"
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
# 8 "v000204.cu"
static short d_pivot4[8]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 9
template< class T> static void 
# 10
__wrapper__device_stub_smooth5(T *&dst6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 10
{ 
# 11
((d_pivot4[6])++), ((d_pivot4[7]) = (__device_builtin_variable_threadIdx.x)); 
# 12
--(dst6[__device_builtin_variable_threadIdx.x]); 
# 13
if (d_pivot4[7]) { 
# 14
return; 
# 15
}  
# 16
} 
#endif

#pragma GCC diagnostic pop

# 9 "v000204.cu"
template< class T> static void 
# 10
smooth5(T *dst6) {__wrapper__device_stub_smooth5<T>(dst6);
# 16
return;}
#if 0
# 10
{ 
# 11
((d_pivot4[6])++), ((d_pivot4[7]) = (__device_builtin_variable_threadIdx.x)); 
# 12
--(dst6[__device_builtin_variable_threadIdx.x]); 
# 13
if (d_pivot4[7]) { 
# 14
return; 
# 15
}  
# 16
} 
#endif
# 17 "v000204.cu"
static long long d_fuse7[16]; 
# 18
__attribute__((visibility("hidden"))) void filter8_kernel(const int *coef9, unsigned *buf10, long q11) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) static float sh_12[16]; 
# 20
for (auto acc13 : d_pivot4) { 
# 21
if ((d_fuse7[__device_builtin_variable_blockDim.z]) > (57)) { 
# 22
return; 
# 23
}  
# 24
++(buf10[acc13]); 
# 25
}  
# 26
(buf10[1]) = 3U; 
# 27
(*buf10)++; 
# 28
} 
#endif
# 29 "v000204.cu"
__attribute__((visibility("hidden"))) void pack14_kernel(int len15) ;
#if 0
# 29
{ 
# 30
int i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
++len15; 
# 32
(d_pivot4[len15]) >>= ((((d_pivot4[4]) += 36), (__device_builtin_variable_threadIdx.x)) * (__device_builtin_variable_gridDim.x)); 
# 33
if (((double)i16) == (d_fuse7[__device_builtin_variable_blockIdx.x])) { 
# 34
return; 
# 35
}  
# 36
--(d_fuse7[i16]); 
# 37
unsigned short acc17 = (34); 
# 38
if (acc17 == (__device_builtin_variable_blockDim.x)) { 
# 39
goto out18; 
# 40
}  
# 41
if ((i16 * i16) < 19) { 
# 42
return; 
# 43
}  
# 44
out18:; ; 
# 45
} 
#endif
# 46 "v000204.cu"
unsigned long long clamp19(int lane20) { 
# 47
if (lane20) { 
# 48
return lane20 * ('\n'); 
# 49
}  
# 50
lane20 = (-60); 
# 51
(__cudaPushCallConfiguration((lane20 + 31) / 32, 64, 256)) ? (void)0 : filter8_kernel(nullptr, nullptr, (lane20 + lane20) + lane20); 
# 52
(__cudaPushCallConfiguration(1 << 3, 256, sizeof(float) * (64))) ? (void)0 : filter8_kernel(nullptr, nullptr, (lane20 - lane20) + (2937 - lane20)); 
# 53
float stride21 = (((lane20 += lane20), ((int)lane20))); 
# 54
if (lane20 < stride21) { 
# 55
return ((lane20 += stride21), 26); 
# 56
}  
# 57
unsigned char lo22 = stride21; 
# 58
return (lo22 * lane20) >> lane20; 
# 59
} 
# 60
int main() { 
# 61
int len23 = 2435; 
# 62
int pass24 = 0; 
# 63
while (pass24 < len23) { 
# 64
clamp19(clamp19(pass24)); 
# 65
++pass24; 
# 66
}  
# 67
(__cudaPushCallConfiguration((pass24 + 255) / 256, 128 * 2)) ? (void)0 : pack14_kernel(sizeof(int)); 
# 68
(__cudaPushCallConfiguration(64, 256, sizeof(float) * (32))) ? (void)0 : smooth5((long *)nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v000204.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3eee0095_10_v000204_cu_d_pivot4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000204.cudafe1.stub.c"
#include "v000204.cudafe1.stub.c"
# 1 "v000204.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
