# 1 "v000105.cu"
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
# 5 "v000105.cu"
__attribute((noinline)) __attribute__((unused)) void reduce1(int count2, unsigned cfg3, int lane4) 
# 6
{int volatile ___ = 1;(void)count2;(void)cfg3;(void)lane4;
# 16
::exit(___);}
#if 0
# 6
{ 
# 7
int s5[3] = {51, static_cast< int>(lane4 * 1536UL)}; 
# 8
count2 = count2; 
# 9
int flag6 = cfg3 - (9 / (s5[__device_builtin_variable_threadIdx.z])); 
# 10
if (flag6 <= (s5[__device_builtin_variable_blockIdx.x])) { 
# 11
if (flag6 == 13) { 
# 12
return; 
# 13
}  
# 14
lane4 |= (s5[2]); 
# 15
}  
# 16
} 
#endif
# 17 "v000105.cu"
constexpr int TILE7 = 64; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 19
template< class T, class U> static void 
# 20
__wrapper__device_stub_probe8(T &q9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
q9 = (19.125); 
# 23
q9 = ((__device_builtin_variable_blockDim.y) & TILE7); 
# 24
q9 = TILE7; 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 19 "v000105.cu"
template< class T, class U> static void 
# 20
probe8(T q9) 
# 21
{__wrapper__device_stub_probe8<T,U>(q9);
# 25
return;}
#if 0
# 21
{ 
# 22
q9 = (19.125); 
# 23
q9 = ((__device_builtin_variable_blockDim.y) & TILE7); 
# 24
q9 = TILE7; 
# 25
} 
#endif
# 27 "v000105.cu"
__attribute__((visibility("hidden"))) void stencil10_kernel(const unsigned *src11, float beta12, int stride13) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern unsigned dyn_14[]; 
# 30
int gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if (gid15 >= stride13) { 
# 32
return; 
# 33
}  
# 34
int f16 = (42L); 
# 35
int mid17 = 3767; 
# 36
} 
#endif
# 38 "v000105.cu"
static int host_march18(int lane19) 
# 39
{ 
# 40
float t20 = (TILE7); 
# 41
--t20; 
# 42
(__cudaPushCallConfiguration(TILE7 + 64, 16 * 4, sizeof(double) * (256), (cudaStream_t)0)) ? (void)0 : stencil10_kernel(static_cast< const unsigned *>(nullptr), TILE7 % (lane19 + lane19), lane19); 
# 43
return +t20; 
# 44
} 
# 46
int main() 
# 47
{ 
# 48
int len21 = 2304; 
# 49
int t22 = host_march18(len21) - (TILE7 | host_march18(8U)); 
# 50
auto step25 = [=](double flag23, long prod24)->size_t { 
# 51
(__cudaPushCallConfiguration(((dim3)(1 << 1)), dim3(((t22) + 255) / 256, ((len21) + 63) / 64))) ? (void)0 : probe8< int, int> (TILE7); 
# 52
return ((flag23 += prod24), flag23) + (host_march18(43UL)); 
# 53
} ; typedef decltype(step25) __T0;
# 54
host_march18(TILE7); 
# 55
if ((len21 | len21) >= TILE7) { 
# 56
return (len21 - t22); 
# 57
}  
# 58
return 0; 
# 59
} 

# 1 "v000105.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__00c6155e_10_v000105_cu_837538c4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000105.cudafe1.stub.c"
#include "v000105.cudafe1.stub.c"
# 1 "v000105.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
