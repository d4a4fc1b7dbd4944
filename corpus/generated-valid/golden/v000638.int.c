# 1 "v000638.cu"
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

# 12 "v000638.cu"
template< class T, int N> static void 
# 13
__wrapper__device_stub_bias7(const T *__restrict__ &coef8, T &beta9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 13
{ 
# 14
--beta9; 
# 15
T tmp10 = ((5.875)); 
# 16
} 
#endif

#pragma GCC diagnostic pop

# 12 "v000638.cu"
template< class T, int N> static void 
# 13
bias7(const T *__restrict__ coef8, T beta9) {__wrapper__device_stub_bias7<T,N>(coef8,beta9);
# 16
return;}
#if 0
# 13
{ 
# 14
--beta9; 
# 15
T tmp10 = ((5.875)); 
# 16
} 
#endif
# 17 "v000638.cu"
static int d_bias11; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 19
template< class T, int N = 5> static void 
# 20
__wrapper__device_stub_march12_kernel(T &p13, double &q14, T &alpha15, int &n16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
bool acc17 = ((q14 >= d_bias11) ? 28UL : 3432ULL) >= q14; 
# 22
d_bias11 = n16; 
# 23
double val18 = ((5.625F)); 
# 24
p13 = (d_bias11 & 15); 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 19 "v000638.cu"
template< class T, int N = 5> static void 
# 20
march12_kernel(T p13, double q14, T alpha15, int n16) {__wrapper__device_stub_march12_kernel<T,N>(p13,q14,alpha15,n16);
# 25
return;}
#if 0
# 20
{ 
# 21
bool acc17 = ((q14 >= d_bias11) ? 28UL : 3432ULL) >= q14; 
# 22
d_bias11 = n16; 
# 23
double val18 = ((5.625F)); 
# 24
p13 = (d_bias11 & 15); 
# 25
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27 "v000638.cu"
template< class T, int N = 2> static void 
# 28
__wrapper__device_stub_clamp19(T &a20, T *&buf21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
if ((3 == (+a20)) || (d_bias11 & 1)) { 
# 30
for (int n22 = d_bias11; n22 > 0; --n22) { 
# 32
#pragma unroll 4
for (
# 32
int n23 = 0; n23 < 13; ++n23) { 
# 33
(*buf21) = N; 
# 34
(buf21[n22]) = (n23 & 15); 
# 35
}  
# 36
}  
# 37
}  
# 38
} 
#endif

#pragma GCC diagnostic pop

# 27 "v000638.cu"
template< class T, int N = 2> static void 
# 28
clamp19(T a20, T *buf21) {__wrapper__device_stub_clamp19<T,N>(a20,buf21);
# 38
return;}
#if 0
# 28
{ 
# 29
if ((3 == (+a20)) || (d_bias11 & 1)) { 
# 30
for (int n22 = d_bias11; n22 > 0; --n22) { 
# 32
#pragma unroll 4
for (
# 32
int n23 = 0; n23 < 13; ++n23) { 
# 33
(*buf21) = N; 
# 34
(buf21[n22]) = (n23 & 15); 
# 35
}  
# 36
}  
# 37
}  
# 38
} 
#endif
# 40 "v000638.cu"
template< class T> __attribute__((unused)) long 
# 41
bump24(T a25) {int volatile ___ = 1;(void)a25;
# 54
::exit(___);}
#if 0
# 41
{ 
# 43
#pragma unroll
for (
# 43
int it26 = 0; it26 < 9; it26++) { 
# 44
size_t prod27 = (32); 
# 45
if (d_bias11) { 
# 47
#pragma unroll 2
for (
# 47
int n28 = (3 + 3); n28 > 0; --n28) { 
# 48
int t29[8] = {}; 
# 49
a25 = (t29[1]); 
# 50
}  
# 51
}  
# 52
}  
# 53
return (((d_bias11 * sizeof(T)) & (15)) & (15)); 
# 54
} 
#endif
# 56 "v000638.cu"
int main() { 
# 57
int size30 = 3559; 
# 58
([=]() mutable { 
# 59
if (!(((size30) & 1) >= (size30))) { 
# 60
--(size30); }  
# 61
--(size30); 
# 62
} )(); 
# 63
size30 = 32; 
# 64
size30 = size30; 
# 65
int tmp31[5] = {}; 
# 66
(__cudaPushCallConfiguration((size30 + 31) / 32, 64)) ? (void)0 : bias7< unsigned, 6> (nullptr, ((tmp31[1]) + (tmp31[1])) + (44 + (tmp31[size30]))); 
# 67
(__cudaPushCallConfiguration(((dim3)((size30 + 255) / 256)), 64, sizeof(int) * (32 + 32), nullptr)) ? (void)0 : march12_kernel< long, 6> (tmp31[size30], (12.75), 13UL, (tmp31[2]) - ((tmp31[size30]) / 32)); 
# 68
(__cudaPushCallConfiguration(((dim3)(512)), 512)) ? (void)0 : clamp19< unsigned, 3> (32 - (size30 & 63), nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v000638.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a80987eb_10_v000638_cu_d_bias11
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000638.cudafe1.stub.c"
#include "v000638.cudafe1.stub.c"
# 1 "v000638.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
