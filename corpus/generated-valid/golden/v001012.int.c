# 1 "v001012.cu"
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
# 7 "v001012.cu"
__attribute__((visibility("hidden"))) void trace2_kernel(int n3, int n4) ;
#if 0
# 8
{ 
# 9
if (n3) { 
# 10
return; 
# 11
}  
# 12
n4 = n4; 
# 13
int s5 = n3; 
# 14
if (n3 > (s5 / 41)) { 
# 15
goto done6; 
# 16
}  
# 17
n4 = (50UL + n3); 
# 18
n4 -= ('\000'); 
# 19
done6:; ; 
# 20
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22 "v001012.cu"
template< class T, int N> static void 
# 23
__wrapper__device_stub_lerp7_kernel(T *&buf8, int *&data9, const int *&input10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
int idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
int w12 = 0; 
# 27
while (w12 < idx11) { 
# 28
int s13[5] = {N, idx11, (static_cast< int>(__alignof__(char))), 3103}; 
# 29
++w12; 
# 30
}  
# 31
if (((input10[6]) * N) <= __device_builtin_variable_warpSize) { 
# 32
(*data9) = (((T)(-(*buf8))) + (__device_builtin_variable_threadIdx.x)); 
# 33
} else { if (T base14 = (w12 >= (699 % (input10[w12]))) ? input10[__device_builtin_variable_threadIdx.x] : (59 % w12); (*data9) < (+idx11)) { 
# 34
(data9[__device_builtin_variable_blockIdx.y]) = (((!(w12 != 18)) || (base14 != base14)) ? sizeof(T) : ((N * idx11) ^ (data9[w12 & 7]))); 
# 35
(data9[__device_builtin_variable_blockDim.z])++; 
# 36
}  }  
# 37
__attribute__((unused)) static int sh_15; 
# 38
} 
#endif

#pragma GCC diagnostic pop

# 22 "v001012.cu"
template< class T, int N> static void 
# 23
lerp7_kernel(T *buf8, int *data9, const int *input10) 
# 24
{__wrapper__device_stub_lerp7_kernel<T,N>(buf8,data9,input10);
# 38
return;}
#if 0
# 24
{ 
# 25
int idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
int w12 = 0; 
# 27
while (w12 < idx11) { 
# 28
int s13[5] = {N, idx11, (static_cast< int>(__alignof__(char))), 3103}; 
# 29
++w12; 
# 30
}  
# 31
if (((input10[6]) * N) <= __device_builtin_variable_warpSize) { 
# 32
(*data9) = (((T)(-(*buf8))) + (__device_builtin_variable_threadIdx.x)); 
# 33
} else { if (T base14 = (w12 >= (699 % (input10[w12]))) ? input10[__device_builtin_variable_threadIdx.x] : (59 % w12); (*data9) < (+idx11)) { 
# 34
(data9[__device_builtin_variable_blockIdx.y]) = (((!(w12 != 18)) || (base14 != base14)) ? sizeof(T) : ((N * idx11) ^ (data9[w12 & 7]))); 
# 35
(data9[__device_builtin_variable_blockDim.z])++; 
# 36
}  }  
# 37
__attribute__((unused)) static int sh_15; 
# 38
} 
#endif
# 40 "v001012.cu"
extern "C" {
# 41
static void spread16_kernel(int count17, int len18, int n19, double *data20) ;
#if 0
# 42
{ 
# 43
unsigned cnt21(count17); 
# 44
len18 ^= (__device_builtin_variable_gridDim.z); 
# 45
__attribute__((unused)) static int sh_22[8]; 
# 46
} 
#endif
# 47 "v001012.cu"
}
# 48
enum class Color23 { Green24, On25, Busy26, On27 = 4}; 
# 50
__attribute__((unused)) float clamp28(long *acc29) 
# 51
{int volatile ___ = 1;(void)acc29;
# 60
::exit(___);}
#if 0
# 51
{ 
# 52
if (acc29 == (nullptr)) { 
# 53
return (((*acc29) >= (*acc29)) && ((__device_builtin_variable_blockIdx.x) >= (acc29[3]))) ? -(acc29[3]) : (('\a') % (acc29[__device_builtin_variable_threadIdx.y])); 
# 54
}  
# 55
--(acc29[__device_builtin_variable_blockIdx.x]); 
# 56
(*acc29)--; 
# 57
(acc29[__device_builtin_variable_blockDim.x])--; 
# 58
(*acc29) = (__device_builtin_variable_blockIdx.x); 
# 59
return (5.75F) * (__device_builtin_variable_threadIdx.x); 
# 60
} 
#endif
# 62 "v001012.cu"
void host_sift30(float *out31) 
# 63
{ 
# 64
--(*out31); 
# 65
Color23 prod32 = Color23::On25; 
# 66
} 
# 68
int main() 
# 69
{ 
# 70
int count33 = 3787; 
# 71
(__cudaPushCallConfiguration(16, 128, sizeof(int) * (32))) ? (void)0 : trace2_kernel(count33, -64); 
# 72
count33 &= ((~count33) + count33); 
# 73
(__cudaPushCallConfiguration(2, 512, sizeof(double) * (128), nullptr)) ? (void)0 : lerp7_kernel< int, 8> (nullptr, nullptr, (const int *)nullptr); 
# 74
(__cudaPushCallConfiguration(2, 32, 0, 0)) ? (void)0 : spread16_kernel(count33 * count33, ((15UL != count33) || (count33 == count33)) ? count33 : 36, count33, (double *)nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v001012.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cd5adc46_10_v001012_cu_3597e553
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001012.cudafe1.stub.c"
#include "v001012.cudafe1.stub.c"
# 1 "v001012.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
