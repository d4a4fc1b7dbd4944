# 1 "v001787.cu"
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
# 18 "v001787.cu"
static void trace9(float *dst10) ;
#if 0
# 19
{ 
# 20
(*dst10) -= (49UL); 
# 21
(dst10[7]) /= ((float)(15.25F)); 
# 22
} 
#endif
# 24 "v001787.cu"
float run_gather11(int lane12, double *dst13) 
# 25
{ 
# 26
(__cudaPushCallConfiguration((lane12 + 255) / 256, 256)) ? (void)0 : trace9(nullptr); 
# 27
auto y14 = (((lane12 * 32) & 1) ? 32 : (dst13[3])) + ((lane12 & lane12) + lane12); 
# 28
return (sizeof(long)); 
# 29
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31
template< class T, class U> static void 
# 32
__wrapper__device_stub_kick15_kernel(U *&out16, int &lane17, int *&data18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 33
{ 
# 34
(data18[lane17 & 7]) &= (((data18[3]) * 35) + (((data18[lane17]) + lane17) + (~lane17))); 
# 35
constexpr int w19 = (54L); 
# 36
constexpr short hi20 = (24); 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 31 "v001787.cu"
template< class T, class U> static void 
# 32
kick15_kernel(U *out16, int lane17, int *data18) 
# 33
{__wrapper__device_stub_kick15_kernel<T,U>(out16,lane17,data18);
# 37
return;}
#if 0
# 33
{ 
# 34
(data18[lane17 & 7]) &= (((data18[3]) * 35) + (((data18[lane17]) + lane17) + (~lane17))); 
# 35
constexpr int w19 = (54L); 
# 36
constexpr short hi20 = (24); 
# 37
} 
#endif
# 39 "v001787.cu"
int main() 
# 40
{ 
# 41
int len21 = 98; 
# 42
float idx22 = ('#'); 
# 43
int w23 = 0; 
# 44
while ((w23 < 2) && ((len21 | sizeof(int)) != idx22)) { 
# 45
constexpr bool lim24 = (0); 
# 46
(len21++), (len21 = (idx22 / (~(52U + len21)))); 
# 47
len21 *= run_gather11(w23 / 7, nullptr); 
# 48
++w23; 
# 49
}  
# 50
(__cudaPushCallConfiguration((w23 + 127) / 128, 256)) ? (void)0 : kick15_kernel< long, unsigned> ((unsigned *)nullptr, run_gather11((idx22 >= len21) ? idx22 : w23, (double *)nullptr), nullptr); 
# 51
return 0; 
# 52
} 

# 1 "v001787.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ea917ebd_10_v001787_cu_e62dc854
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001787.cudafe1.stub.c"
#include "v001787.cudafe1.stub.c"
# 1 "v001787.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
