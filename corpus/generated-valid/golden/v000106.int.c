# 1 "v000106.cu"
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
# 14 "v000106.cu"
static void scatter6_kernel(unsigned *__restrict__ dst7, const short *input8, int lane9) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern int dyn_10[]; 
# 17
for (int i11 = 0, j12 = 4; i11 < j12; (++i11), (--j12)) { 
# 18
constexpr int t13 = 27; 
# 19
int x14[2]{t13, 16}; 
# 20
}  
# 21
(dst7[4])++; 
# 22
} 
#endif
# 24 "v000106.cu"
__attribute((noinline)) __attribute__((unused)) float gather15(float alpha16) 
# 25
{int volatile ___ = 1;(void)alpha16;
# 38
::exit(___);}
#if 0
# 25
{ 
# 26
(++alpha16), (alpha16 = alpha16); 
# 27
if (alpha16 <= (12)) { 
# 28
return 20; 
# 29
}  
# 30
double flag17 = (long)(28UL - (static_cast< int>(alpha16))); 
# 31
if (float sum18{(37)}; flag17 >= (51)) { 
# 32
{ 
# 33
sum18++; 
# 34
sum18--; 
# 35
} 
# 36
}  
# 37
return (3.75F); 
# 38
} 
#endif
# 40 "v000106.cu"
int main() 
# 41
{ 
# 42
int n19 = 2351; 
# 43
--n19; 
# 44
n19 = 18; 
# 45
n19 /= n19; 
# 46
signed char z20{(127)}; 
# 47
(__cudaPushCallConfiguration(dim3(256, (n19 + 31) / 32, 128), 32, sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : scatter6_kernel(static_cast< unsigned *>(nullptr), nullptr, (unsigned)34); 
# 48
return 0; 
# 49
} 

# 1 "v000106.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1273bab0_10_v000106_cu_bf61686f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000106.cudafe1.stub.c"
#include "v000106.cudafe1.stub.c"
# 1 "v000106.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
