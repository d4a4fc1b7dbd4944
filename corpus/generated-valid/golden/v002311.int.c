# 1 "v002311.cu"
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

# 11 "v002311.cu"
template< class T, class U> static void 
# 12
__wrapper__device_stub_smooth6_kernel(const T *__restrict__ &coef7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 13
{ 
# 14
int i8 = __device_builtin_variable_threadIdx.x; 
# 15
int cnt9(*coef7); 
# 16
int y10 = cnt9; 
# 17
} 
#endif

#pragma GCC diagnostic pop

# 11 "v002311.cu"
template< class T, class U> static void 
# 12
smooth6_kernel(const T *__restrict__ coef7) 
# 13
{__wrapper__device_stub_smooth6_kernel<T,U>(coef7);
# 17
return;}
#if 0
# 13
{ 
# 14
int i8 = __device_builtin_variable_threadIdx.x; 
# 15
int cnt9(*coef7); 
# 16
int y10 = cnt9; 
# 17
} 
#endif
# 19 "v002311.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned scale11(int lane12) 
# 20
{int volatile ___ = 1;(void)lane12;
# 27
::exit(___);}
#if 0
# 20
{ 
# 21
if (((+(__device_builtin_variable_threadIdx.z)) + (22U ^ __device_builtin_variable_warpSize)) == (lane12 - lane12)) { 
# 22
__attribute__((unused)) static double sh_13; 
# 23
}  
# 24
lane12 = 38; 
# 25
__attribute__((unused)) static long long sh_14[32]; 
# 26
return 38ULL + lane12; 
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29 "v002311.cu"
template< class T> static void 
# 30
__wrapper__device_stub_mix15_kernel(const T *__restrict__ &src16, float *&acc17, size_t *__restrict__ &data18, T *__restrict__ &acc19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
unsigned tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
__attribute__((unused)) static unsigned sh_21[8][6]; 
# 34
if (acc17 != (nullptr)) { 
# 35
(acc17[3]) = (acc17[tid20]); 
# 36
} else { 
# 37
++(acc17[tid20 & (7)]); 
# 38
}  
# 39
} 
#endif

#pragma GCC diagnostic pop

# 29 "v002311.cu"
template< class T> static void 
# 30
mix15_kernel(const T *__restrict__ src16, float *acc17, size_t *__restrict__ data18, T *__restrict__ acc19) 
# 31
{__wrapper__device_stub_mix15_kernel<T>(src16,acc17,data18,acc19);
# 39
return;}
#if 0
# 31
{ 
# 32
unsigned tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
__attribute__((unused)) static unsigned sh_21[8][6]; 
# 34
if (acc17 != (nullptr)) { 
# 35
(acc17[3]) = (acc17[tid20]); 
# 36
} else { 
# 37
++(acc17[tid20 & (7)]); 
# 38
}  
# 39
} 
#endif
# 41 "v002311.cu"
__attribute__((unused)) double reduce22(int n23) 
# 42
{int volatile ___ = 1;(void)n23;
# 47
::exit(___);}
#if 0
# 42
{ 
# 43
n23 = (scale11(scale11(n23) | (n23 - n23))); 
# 44
n23--; 
# 45
n23 = n23; 
# 46
return -n23; 
# 47
} 
#endif
# 49 "v002311.cu"
int main() 
# 50
{ 
# 51
int n24 = 3439; 
# 52
if (((n24 += n24), n24) != n24) { 
# 53
return (n24 % 8); }  
# 54
(__cudaPushCallConfiguration((n24 + 255) / 256, 1 << 9, sizeof(float) * (128), 0)) ? (void)0 : smooth6_kernel< int, double> (&n24); 
# 55
static_assert((6 > 5), "size check");
# 56
if (37 < (n24 << n24)) { 
# 57
return n24; }  
# 58
n24 = 6; 
# 59
(__cudaPushCallConfiguration(dim3(8, (n24 + 63) / 64, 16), dim3(64 * 4, (n24 + 63) / 64))) ? (void)0 : mix15_kernel< float> ((const float *)nullptr, static_cast< float *>(nullptr), static_cast< size_t *>(nullptr), (float *)nullptr); 
# 60
return 0; 
# 61
} 

# 1 "v002311.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__68931b9b_10_v002311_cu_9adc43a9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002311.cudafe1.stub.c"
#include "v002311.cudafe1.stub.c"
# 1 "v002311.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
