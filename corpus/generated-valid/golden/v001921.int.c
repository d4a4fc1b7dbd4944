# 1 "v001921.cu"
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

# 7 "v001921.cu"
template< class T, class U> static void 
# 8
__wrapper__device_stub_gather2_kernel(const T *&in3, const unsigned *&in4, const U *&src5, const float *&src6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 8
{ 
# 9
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if (in4[gid7 & 7]) { 
# 11
float prod8 = gid7; 
# 12
}  
# 13
} 
#endif

#pragma GCC diagnostic pop

# 7 "v001921.cu"
template< class T, class U> static void 
# 8
gather2_kernel(const T *in3, const unsigned *in4, const U *src5, const float *src6) {__wrapper__device_stub_gather2_kernel<T,U>(in3,in4,src5,src6);
# 13
return;}
#if 0
# 8
{ 
# 9
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if (in4[gid7 & 7]) { 
# 11
float prod8 = gid7; 
# 12
}  
# 13
} 
#endif
# 15 "v001921.cu"
__attribute((always_inline)) __attribute__((unused)) inline int apply9(int n10 = -26) {int volatile ___ = 1;(void)n10;
# 27
::exit(___);}
#if 0
# 15
{ 
# 16
int w11 = n10; 
# 17
if (n10 == w11) { 
# 18
goto out12; 
# 19
}  
# 20
if (w11 >= w11) { 
# 21
return 42L; 
# 22
}  
# 23
w11 = (((n10 - (__device_builtin_variable_blockDim.y)) << (n10 ^ 37)) % (8)); 
# 24
n10 = (29L + (__device_builtin_variable_blockIdx.z)); 
# 25
out12:; ; 
# 26
return n10; 
# 27
} 
#endif
# 29 "v001921.cu"
static void rank13(int len14, int count15, unsigned alpha16, double a17) ;
#if 0
# 29
{ 
# 30
unsigned tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if (tid18 >= count15) { 
# 32
return; 
# 33
}  
# 34
if (a17 >= len14) { 
# 35
if ((tid18 != (__device_builtin_variable_threadIdx.z)) || (alpha16 <= (__device_builtin_variable_blockDim.z))) { 
# 36
return; 
# 37
}  
# 38
}  
# 39
auto h19 = 55U; 
# 40
--count15; 
# 41
count15 = 59; 
# 42
} 
#endif
# 44 "v001921.cu"
__attribute__((visibility("hidden"))) void filter20(int *dst21, size_t beta22, int count23) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern unsigned dyn_24[]; 
# 46
(dyn_24[count23]) = (__device_builtin_variable_threadIdx.x); 
# 47
if ((dst21[3]) == apply9()) { 
# 48
return; 
# 49
}  
# 50
bool m25((beta22 * (18)) != count23); 
# 51
} 
#endif
# 54 "v001921.cu"
__attribute__((visibility("hidden"))) void lerp26_kernel(int count27, const float *input28) ;
#if 0
# 54
{ 
# 55
__attribute__((unused)) extern long dyn_29[]; 
# 56
int idx30 = __device_builtin_variable_threadIdx.x; 
# 57
if ((__device_builtin_variable_warpSize < (input28[4])) && ((dyn_29[idx30]) & (1))) { 
# 58
goto done33; 
# 59
}  
# 60
(dyn_29[3]) = (dyn_29[count27]); 
# 61
{ 
# 62
if (float val31 = apply9(+(__device_builtin_variable_blockIdx.y)); (__device_builtin_variable_blockIdx.x) >= (2L >> (dyn_29[count27]))) { 
# 63
unsigned char m32 = idx30 % 8; 
# 64
count27 = (((__device_builtin_variable_threadIdx.y) > (apply9())) ? val31 - (__device_builtin_variable_gridDim.z) : (15)); 
# 65
count27++; 
# 66
}  
# 67
} 
# 68
done33:; ; 
# 69
} 
#endif
# 71 "v001921.cu"
double scatter34(int len35 = 45) { 
# 72
unsigned char acc36 = ((len35 <= 41LL) ? len35 | 21L : (len35 % 8)) | len35; 
# 73
if (!(acc36 != acc36)) { 
# 74
goto done37; 
# 75
}  
# 76
(__cudaPushCallConfiguration(dim3((len35 + 127) / 128, (len35 + 127) / 128), 32 * 2)) ? (void)0 : lerp26_kernel(len35, nullptr); 
# 77
done37:; ; 
# 78
return ('\?') * acc36; 
# 79
} 
# 81
int main() { 
# 82
int size38 = 444; 
# 83
dim3 prod39 = dim3(1 << 6, 16); 
# 84
size38 = (37LL + size38); 
# 85
size38 = size38; 
# 86
(__cudaPushCallConfiguration(1 << 1, 128, 1 << 12, nullptr)) ? (void)0 : gather2_kernel< long, int> (nullptr, nullptr, &size38, nullptr); 
# 87
(__cudaPushCallConfiguration((size38 + 255) / 256, 1 << 9)) ? (void)0 : rank13(50 + (size38 % 8), 176, (31U) - scatter34(), -(2.375)); 
# 88
(__cudaPushCallConfiguration((size38 + 31) / 32, 64)) ? (void)0 : filter20(&size38, (10 * size38) * (size38 - size38), size38); 
# 89
return 0; 
# 90
} 

# 1 "v001921.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bf4058b0_10_v001921_cu_4cbf5e98
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001921.cudafe1.stub.c"
#include "v001921.cudafe1.stub.c"
# 1 "v001921.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
