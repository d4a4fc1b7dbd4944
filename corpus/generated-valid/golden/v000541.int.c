# 1 "v000541.cu"
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
# 12 "v000541.cu"
static int c_warp6[8]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 14
template< class T, class U> static void 
# 15
__wrapper__device_stub_decay7(const T *&coef8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 16
{ 
# 17
int i9 = __device_builtin_variable_threadIdx.x; 
# 18
static_assert(((4 + 43) == 47), "expected value");
# 19
{ 
# 20
T r10 = (i9 >> ((__device_builtin_variable_threadIdx.z) - (__device_builtin_variable_threadIdx.x))) + (((i9 > (coef8[i9 & 7])) ? i9 : (coef8[i9 & 7])) + ((1.625) * (__device_builtin_variable_threadIdx.x))); 
# 21
if (const U t11 = (sizeof(int)) - ((c_warp6[i9]) * (i9 + (24.0F))); r10 > 4) { 
# 23
#pragma unroll 8
for (
# 23
int it12 = i9; it12 > 0; --it12) { 
# 24
r10--; 
# 25
U stride13{t11}; 
# 26
}  
# 27
}  
# 28
} 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 14 "v000541.cu"
template< class T, class U> static void 
# 15
decay7(const T *coef8) 
# 16
{__wrapper__device_stub_decay7<T,U>(coef8);
# 29
return;}
#if 0
# 16
{ 
# 17
int i9 = __device_builtin_variable_threadIdx.x; 
# 18
static_assert(((4 + 43) == 47), "expected value");
# 19
{ 
# 20
T r10 = (i9 >> ((__device_builtin_variable_threadIdx.z) - (__device_builtin_variable_threadIdx.x))) + (((i9 > (coef8[i9 & 7])) ? i9 : (coef8[i9 & 7])) + ((1.625) * (__device_builtin_variable_threadIdx.x))); 
# 21
if (const U t11 = (sizeof(int)) - ((c_warp6[i9]) * (i9 + (24.0F))); r10 > 4) { 
# 23
#pragma unroll 8
for (
# 23
int it12 = i9; it12 > 0; --it12) { 
# 24
r10--; 
# 25
U stride13{t11}; 
# 26
}  
# 27
}  
# 28
} 
# 29
} 
#endif
# 31 "v000541.cu"
template< class T, int N> 
# 32
__attribute((always_inline)) __attribute__((unused)) inline T update14(const T *src15, T beta16, T *__restrict__ out17) 
# 33
{int volatile ___ = 1;(void)src15;(void)beta16;(void)out17;
# 40
::exit(___);}
#if 0
# 33
{ 
# 34
T h18 = __device_builtin_variable_threadIdx.x; 
# 35
(*out17) = (*src15); 
# 36
float w19 = ~(38 % (c_warp6[__device_builtin_variable_blockDim.x])); 
# 37
beta16 -= (c_warp6[(__device_builtin_variable_threadIdx.y) & (7)]); 
# 38
T val20 = w19; 
# 39
return 2898L | ((c_warp6[(__device_builtin_variable_threadIdx.x) & (7)]) & ((c_warp6[__device_builtin_variable_threadIdx.z]) - 2)); 
# 40
} 
#endif
# 42 "v000541.cu"
void run_drift21(int n22, long long *__restrict__ acc23, float *__restrict__ dst24) 
# 43
{ 
# 44
(*acc23) >>= (sizeof(unsigned) % ((n22 >> (acc23[n22 & 7])) + 2934)); 
# 45
(__cudaPushCallConfiguration(((dim3)((n22 + 255) / 256)), sizeof(int) * (24 + 104), sizeof(float) * (4 + (24 + (24 + 972))), nullptr)) ? (void)0 : decay7< double, double> (nullptr); 
# 46
(*dst24)--; 
# 47
(*dst24)--; 
# 48
n22--; 
# 49
} 
# 51
int main() 
# 52
{ 
# 53
int len25 = 2156; 
# 54
(__cudaPushCallConfiguration((len25 + 255) / 256, sizeof(int) * (128), 0, 0)) ? (void)0 : decay7< int, double> (&len25); 
# 55
for (int it26 = 13; it26 > 0; --it26) { 
# 56
static float e27 = (1334UL); 
# 57
const char *h28 = ("warp size"); 
# 58
e27 = (h28[0]); 
# 59
}  
# 60
(__cudaPushCallConfiguration(((dim3)(1)), 64, 0, (cudaStream_t)0)) ? (void)0 : decay7< long, float> (nullptr); 
# 61
return 0; 
# 62
} 

# 1 "v000541.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e1b566df_10_v000541_cu_c_warp6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000541.cudafe1.stub.c"
#include "v000541.cudafe1.stub.c"
# 1 "v000541.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
