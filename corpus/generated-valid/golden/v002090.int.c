# 1 "v002090.cu"
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
# 12 "v002090.cu"
enum Phase8 { 
# 13
BUSY9, 
# 14
BLUE10, 
# 15
BLUE11 = 4, 
# 16
ADD12, 
# 17
HIGH13 = 7
# 18
}; 
# 19
enum class Color14 { On15, Fast16, Mul17, Busy18}; 
# 20
enum State19 { BLUE20, BUSY21}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 23
template< class T, int N = 2> 
# 24
__attribute((noinline)) __attribute__((unused)) static T weigh22(T p23) 
# 25
{int volatile ___ = 1;(void)p23;
# 31
::exit(___);}
#if 0
# 25
{ 
# 26
p23 = N; 
# 27
if (N > (p23 * N)) { 
# 28
return (15.625); }  
# 29
p23 -= (1.75F); 
# 30
return (16.0); 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 33 "v002090.cu"
__attribute__((visibility("hidden"))) void pack24_kernel(int stride25) ;
#if 0
# 34
{ 
# 35
stride25 = stride25; 
# 36
stride25 &= stride25; 
# 37
} 
#endif
# 39 "v002090.cu"
int main() 
# 40
{ 
# 41
int len26 = 3039; 
# 42
++len26; 
# 43
const float m27 = 20 + len26; 
# 44
(__cudaPushCallConfiguration(sizeof(float) * (64), 32)) ? (void)0 : pack24_kernel((len26 | len26) & 15); 
# 45
int r28 = 63; 
# 46
r28 = (12ULL); 
# 47
return 0; 
# 48
} 

# 1 "v002090.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__66cb4591_10_v002090_cu_436c0709
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002090.cudafe1.stub.c"
#include "v002090.cudafe1.stub.c"
# 1 "v002090.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
