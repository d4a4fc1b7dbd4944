# 1 "v001803.cu"
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

# 8 "v001803.cu"
template< class T, class U> static void 
# 9
__wrapper__device_stub_mix3(U *&dst4, T &p5) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ 
# 10
unsigned tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (tid6 < p5) { 
# 12
T *mid7 = (nullptr); 
# 13
float tmp8 = __device_builtin_variable_gridDim.x; 
# 14
(mid7[0]) = (((mid7[tid6 & (7)]) - tid6) + tmp8); 
# 15
}  
# 16
T *r9 = (nullptr); 
# 17
int e10 = ((tid6 - (__device_builtin_variable_blockIdx.x)) - (*dst4)) * (r9[3]); 
# 18
const U *k11 = (nullptr); 
# 19
} 
#endif

#pragma GCC diagnostic pop

# 8 "v001803.cu"
template< class T, class U> static void 
# 9
mix3(U *dst4, T p5) {__wrapper__device_stub_mix3<T,U>(dst4,p5);
# 19
return;}
#if 0
# 9
{ 
# 10
unsigned tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (tid6 < p5) { 
# 12
T *mid7 = (nullptr); 
# 13
float tmp8 = __device_builtin_variable_gridDim.x; 
# 14
(mid7[0]) = (((mid7[tid6 & (7)]) - tid6) + tmp8); 
# 15
}  
# 16
T *r9 = (nullptr); 
# 17
int e10 = ((tid6 - (__device_builtin_variable_blockIdx.x)) - (*dst4)) * (r9[3]); 
# 18
const U *k11 = (nullptr); 
# 19
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21 "v001803.cu"
template< class T, int N = 2> static void 
# 22
__wrapper__device_stub_stencil12(T *&dst13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
int gid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
(dst13[gid14]) = (((__device_builtin_variable_blockIdx.y) % (21UL * gid14)) + (8.25F)); 
# 25
const unsigned *m15 = (nullptr); 
# 26
} 
#endif

#pragma GCC diagnostic pop

# 21 "v001803.cu"
template< class T, int N = 2> static void 
# 22
stencil12(T *dst13) {__wrapper__device_stub_stencil12<T,N>(dst13);
# 26
return;}
#if 0
# 22
{ 
# 23
int gid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
(dst13[gid14]) = (((__device_builtin_variable_blockIdx.y) % (21UL * gid14)) + (8.25F)); 
# 25
const unsigned *m15 = (nullptr); 
# 26
} 
#endif
# 28 "v001803.cu"
__attribute__((visibility("hidden"))) void count16_kernel(int len17) ;
#if 0
# 28
{ 
# 29
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
len17 = (14UL); 
# 31
len17 = len17; 
# 32
if (len17 <= len17) { 
# 33
return; 
# 34
}  
# 35
--len17; 
# 36
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38 "v001803.cu"
template< class T, int N> static void 
# 39
__wrapper__device_stub_spread19_kernel(T *&dst20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
int i21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
(dst20[6])++; 
# 42
(dst20[(__device_builtin_variable_blockDim.z) & (7)]) = ((__device_builtin_variable_threadIdx.y) - (N + ((dst20[5]) + 25UL))); 
# 43
__attribute__((unused)) static float sh_22; 
# 44
T h23 = (__device_builtin_variable_threadIdx.x) + (57); 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 38 "v001803.cu"
template< class T, int N> static void 
# 39
spread19_kernel(T *dst20) {__wrapper__device_stub_spread19_kernel<T,N>(dst20);
# 45
return;}
#if 0
# 39
{ 
# 40
int i21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
(dst20[6])++; 
# 42
(dst20[(__device_builtin_variable_blockDim.z) & (7)]) = ((__device_builtin_variable_threadIdx.y) - (N + ((dst20[5]) + 25UL))); 
# 43
__attribute__((unused)) static float sh_22; 
# 44
T h23 = (__device_builtin_variable_threadIdx.x) + (57); 
# 45
} 
#endif
# 47 "v001803.cu"
static void fuse24(const unsigned char *coef25, int stride26) ;
#if 0
# 47
{ 
# 48
unsigned tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if (tid27 >= stride26) { 
# 50
return; 
# 51
}  
# 52
double z28 = stride26; 
# 53
z28 = (59); 
# 54
z28 = tid27; 
# 55
float *hi29 = ((float *)nullptr); 
# 56
} 
#endif
# 58 "v001803.cu"
int run_reduce30(int lane31, const double *in32) { 
# 59
lane31++; 
# 60
constexpr float hi33 = (10.75F); 
# 61
constexpr int u34 = (3 * 7); 
# 62
return 3442UL + lane31; 
# 63
} 
# 65
int main() { 
# 66
int count35 = 1407; 
# 67
if (count35 == 37) { 
# 68
return 24; 
# 69
}  
# 70
unsigned long sum36{(46)}; 
# 71
(__cudaPushCallConfiguration((sum36 + (31)) / (32), 16 * 8)) ? (void)0 : mix3((long *)nullptr, (9.0)); 
# 72
(__cudaPushCallConfiguration(4 * 2, 32)) ? (void)0 : stencil12((long *)nullptr); 
# 73
(__cudaPushCallConfiguration((sum36 + (255)) / (256), 8 * 4)) ? (void)0 : count16_kernel(sizeof(unsigned)); 
# 74
return 0; 
# 75
} 

# 1 "v001803.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a4d510fe_10_v001803_cu_1707bda0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001803.cudafe1.stub.c"
#include "v001803.cudafe1.stub.c"
# 1 "v001803.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
