# 1 "v000348.cu"
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
# 20 "v000348.cu"
__attribute((always_inline)) __attribute__((unused)) inline int warp6(unsigned alpha7, unsigned char *buf8) 
# 21
{int volatile ___ = 1;(void)alpha7;(void)buf8;
# 32
::exit(___);}
#if 0
# 21
{ 
# 22
float hi9((27)); 
# 23
hi9 = (buf8[alpha7 & (7)]); 
# 24
__attribute__((unused)) static unsigned sh_10[256]; 
# 25
hi9 = ((__device_builtin_variable_gridDim.x) + (sh_10[__device_builtin_variable_warpSize & 255])); 
# 26
(*buf8)++; 
# 27
int e11[2] = {}; 
# 28
if ((5) != (((sh_10[168]) != hi9) ? __device_builtin_variable_gridDim.z : hi9)) { 
# 29
return 38U | ((e11[alpha7 & (1)]) * (sh_10[alpha7])); 
# 30
}  
# 31
return ((int)(3 + (*buf8))) - alpha7; 
# 32
} 
#endif
# 34 "v000348.cu"
static void drift12(unsigned *data13) ;
#if 0
# 35
{ 
# 36
unsigned idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
for (int i15 = 0, j16 = 14; i15 < j16; (++i15), (--j16)) { 
# 38
unsigned char off17 = (j16 + warp6(8, reinterpret_cast< unsigned char *>(data13))) & ((data13 != (nullptr)) ? (data13[j16 & 7]) % (2039) : (warp6(i15, (unsigned char *)nullptr))); 
# 39
if ((4) != (idx14 * (5))) { 
# 40
return; 
# 41
}  
# 42
(*data13) = (256); 
# 43
}  
# 44
for (int j18 = 0, j19 = 2; j18 < j19; (++j18), (--j19)) { 
# 45
unsigned val20 = warp6(256, reinterpret_cast< unsigned char *>(data13)); 
# 46
}  
# 47
(data13[idx14 & (7)]) = (+idx14); 
# 48
} 
#endif
# 50 "v000348.cu"
int main() 
# 51
{ 
# 52
int size21 = 3463; 
# 53
size21 += (size21 + 27UL); 
# 54
size21 = 4; 
# 55
(__cudaPushCallConfiguration((size21 + 255) / 256, 256)) ? (void)0 : drift12(nullptr); 
# 56
return 0; 
# 57
} 

# 1 "v000348.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4ae4ca48_10_v000348_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000348.cudafe1.stub.c"
#include "v000348.cudafe1.stub.c"
# 1 "v000348.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
