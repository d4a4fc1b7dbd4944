# 1 "v000160.cu"
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
# 20 "v000160.cu"
__attribute__((visibility("hidden"))) void map_warp6(unsigned *data, int n) ;
#if 0
# 20
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 21 "v000160.cu"
__attribute__((visibility("hidden"))) void map_filter7(double *data, int n) ;
#if 0
# 21
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 23 "v000160.cu"
struct __attribute((aligned(16))) Sample8 { 
# 24
float y9, z10; 
# 25
int val11; 
# 26
}; 
# 28
__attribute__((visibility("hidden"))) void clamp12_kernel(int len13, signed char *data14, int lane15, unsigned char *buf16) ;
#if 0
# 29
{ 
# 30
(*data14) = ((((data14[len13]) += (*data14)), (data14[len13])) + ((*buf16) % len13)); 
# 31
if ((data14 != (nullptr)) || ((len13 < 39U) && (lane15 & 1))) { 
# 32
unsigned u17 = (18); 
# 33
}  
# 34
long long w18 = 8 - (buf16[5]); 
# 35
if (((*buf16) < 25) && ((buf16[6]) == sizeof(Sample8))) { 
# 36
goto done19; 
# 37
}  
# 38
len13 ^= ((92 < (-((*buf16) + lane15))) ? len13 : (4 & (data14[4]))); 
# 39
done19:; ; 
# 40
} 
#endif
# 42 "v000160.cu"
__attribute__((unused)) inline double decay20(double *buf21, const unsigned long long *__restrict__ src22, const unsigned *__restrict__ in23) 
# 43
{int volatile ___ = 1;(void)buf21;(void)src22;(void)in23;
# 55
::exit(___);}
#if 0
# 43
{ 
# 44
Sample8 h24 = Sample8{static_cast< float>(*src22), (50), 19}; 
# 45
if (((long long)(*in23)) == (((in23[4]) * (src22[0])) | (sizeof(int)))) { 
# 46
int stride25 = (64) - (*src22); 
# 47
}  
# 48
int iter26 = 0; 
# 49
while (iter26 < 12) { 
# 50
h24 = Sample8{(246), (5.0F), (64U)}; 
# 51
++iter26; 
# 52
}  
# 53
float e27 = (((src22[iter26]) << 7) >> (iter26 + 3)) | (__alignof__(double) * (h24.val11)); 
# 54
return iter26; 
# 55
} 
#endif
# 57 "v000160.cu"
int main() 
# 58
{ 
# 59
int n28 = 629; 
# 60
static_assert((24 > 23), "tile must fit");
# 61
(__cudaPushCallConfiguration(2, 8 + 504, 0, (cudaStream_t)0)) ? (void)0 : clamp12_kernel((2) - ((n28 > n28) ? 19L : n28), (signed char *)nullptr, ((n28) ? sizeof(int) : (32)) - (46LL), (unsigned char *)nullptr); 
# 62
cudaStream_t hi29 = ((cudaStream_t)0); 
# 63
(__cudaPushCallConfiguration((n28 + 127) / 128, sizeof(float) * (32))) ? (void)0 : map_filter7(nullptr, ((n28 += n28), n28) + 10U); 
# 64
(__cudaPushCallConfiguration(128, sizeof(unsigned) * (64), 0, (cudaStream_t)0)) ? (void)0 : map_warp6((unsigned *)nullptr, n28); 
# 65
return 0; 
# 66
} 

# 1 "v000160.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b85810cc_10_v000160_cu_22fbbd69
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000160.cudafe1.stub.c"
#include "v000160.cudafe1.stub.c"
# 1 "v000160.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
