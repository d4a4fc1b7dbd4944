# 1 "v001788.cu"
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
# 9 "v001788.cu"
float g_bump5[] = {(61L), (5)}; 
# 10
typedef float real6_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 13
template< class T> static void 
# 14
__wrapper__device_stub_probe7(T &a8, T &cfg9, real6_t &alpha10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 14
{ 
# 15
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
cfg9++; 
# 17
alpha10++; 
# 18
a8 = ((28LL) / ((alpha10 + (128)) + (15))); 
# 19
} 
#endif

#pragma GCC diagnostic pop

# 13 "v001788.cu"
template< class T> static void 
# 14
probe7(T a8, T cfg9, real6_t alpha10) {__wrapper__device_stub_probe7<T>(a8,cfg9,alpha10);
# 19
return;}
#if 0
# 14
{ 
# 15
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
cfg9++; 
# 17
alpha10++; 
# 18
a8 = ((28LL) / ((alpha10 + (128)) + (15))); 
# 19
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21 "v001788.cu"
template< class T, int N> static void 
# 22
__wrapper__device_stub_relax12(T *&out13, float *&data14, const short *&input15, T *&data16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
unsigned i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (i17 + (8)) { 
# 25
goto finish18; 
# 26
}  
# 27
++(data16[4]); 
# 28
(*out13) = (N - ((T)(((2) * (__device_builtin_variable_blockDim.x)) + 26L))); 
# 29
finish18:; ; 
# 30
} 
#endif

#pragma GCC diagnostic pop

# 21 "v001788.cu"
template< class T, int N> static void 
# 22
relax12(T *out13, float *data14, const short *input15, T *data16) {__wrapper__device_stub_relax12<T,N>(out13,data14,input15,data16);
# 30
return;}
#if 0
# 22
{ 
# 23
unsigned i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (i17 + (8)) { 
# 25
goto finish18; 
# 26
}  
# 27
++(data16[4]); 
# 28
(*out13) = (N - ((T)(((2) * (__device_builtin_variable_blockDim.x)) + 26L))); 
# 29
finish18:; ; 
# 30
} 
#endif
# 32 "v001788.cu"
struct Vec19 { 
# 33
real6_t count20; 
# 34
long x21; 
# 35
double sum22; 
# 36
}; 
# 38
Vec19 operator+(Vec19 a, Vec19 b) { 
# 39
Vec19 r = a; 
# 40
(r.count20) += (b.count20); 
# 41
(r.x21) += (b.x21); 
# 42
(r.sum22) += (b.sum22); 
# 43
return r; 
# 44
} 
# 46
unsigned char host_kick23(int lane24) { 
# 47
(__cudaPushCallConfiguration((lane24 + 63) / 64, 8 * 16)) ? (void)0 : probe7< long> ((double)16, g_bump5[lane24], (((2) * (g_bump5[0])) + (7)) - (lane24 * (g_bump5[lane24]))); 
# 48
(__cudaPushCallConfiguration(16, 256, 128 * 8, (cudaStream_t)0)) ? (void)0 : relax12< unsigned, 2> (nullptr, g_bump5, nullptr, nullptr); 
# 49
long long flag25 = (char)((g_bump5[1]) + (g_bump5[0])); 
# 50
bool hi26 = (g_bump5[0]) <= ((g_bump5[1]) + (g_bump5[0])); 
# 51
if (hi26) { 
# 52
goto out27; 
# 53
}  
# 54
if (flag25 == flag25) { 
# 55
return (lane24 - (g_bump5[flag25])) * (32); 
# 56
}  
# 57
out27:; ; 
# 58
return flag25; 
# 59
} 
# 61
int main() { 
# 62
int count28 = 3513; 
# 63
(__cudaPushCallConfiguration((count28 + 255) / 256, 64 * 4)) ? (void)0 : probe7< int> (36ULL, 128, host_kick23(count28 + 3228)); 
# 64
if ((g_bump5[0]) != count28) { 
# 65
count28 = (static_cast< real6_t>(+(host_kick23(g_bump5[count28])))); 
# 66
}  
# 67
int flag29(g_bump5[1]); 
# 68
flag29 = ((host_kick23(count28 * 51)) * ((float)(g_bump5[0]))); 
# 69
++count28; 
# 70
return 0; 
# 71
} 

# 1 "v001788.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b2f26eeb_10_v001788_cu_g_bump5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001788.cudafe1.stub.c"
#include "v001788.cudafe1.stub.c"
# 1 "v001788.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
