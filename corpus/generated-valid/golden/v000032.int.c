# 1 "v000032.cu"
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
# 10 "v000032.cu"
__attribute__((unused)) long long scale2(const unsigned char *__restrict__ input3) {int volatile ___ = 1;(void)input3;
# 16
::exit(___);}
#if 0
# 10
{ 
# 11
constexpr size_t m4 = (38U); 
# 12
unsigned z5((' ')); 
# 13
z5 = (56); 
# 14
auto z6 = m4 * z5; 
# 15
return u'\x23'; 
# 16
} 
#endif
# 19 "v000032.cu"
__attribute((noinline)) __attribute__((unused)) void warp7(float *__restrict__ dst8) {int volatile ___ = 1;(void)dst8;
# 30
::exit(___);}
#if 0
# 19
{ 
# 20
__attribute__((unused)) static short sh_9; 
# 21
{ 
# 22
__attribute__((unused)) static int sh_10[64]; 
# 23
if (((__device_builtin_variable_blockDim.y) <= sh_9) && (sh_9 > (sh_10[__device_builtin_variable_threadIdx.x]))) { 
# 24
return; 
# 25
}  
# 26
} 
# 27
float lo11 = (scale2(reinterpret_cast< const unsigned char *>(dst8)) / (20)) - scale2(nullptr); 
# 28
++(*dst8); 
# 29
constexpr float x12 = (0.875F); 
# 30
} 
#endif
# 31 "v000032.cu"
typedef unsigned idx13_t; 
# 33
__attribute__((visibility("hidden"))) void warp14_kernel(double alpha15, char *__restrict__ acc16, int stride17) ;
#if 0
# 33
{ 
# 34
int gid18 = __device_builtin_variable_threadIdx.x; 
# 35
(acc16[0]) = (127); 
# 36
alpha15 = (2358); 
# 37
unsigned idx19{static_cast< idx13_t>(__device_builtin_variable_threadIdx.x)}; 
# 38
idx19 = alpha15; 
# 39
if ((acc16[1]) == 60) { 
# 40
return; 
# 41
}  
# 42
__attribute__((unused)) static short sh_20[16]; 
# 43
} 
#endif
# 45 "v000032.cu"
int main() { 
# 46
int size21 = 327; 
# 47
++size21; 
# 48
int tmp22 = size21; 
# 49
int diff23 = tmp22; 
# 50
(__cudaPushCallConfiguration(sizeof(unsigned) * (32), 16 * 8)) ? (void)0 : warp14_kernel(tmp22, nullptr, (diff23 + tmp22) - 22); 
# 51
return 0; 
# 52
} 

# 1 "v000032.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__11ed8492_10_v000032_cu_38d33df6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000032.cudafe1.stub.c"
#include "v000032.cudafe1.stub.c"
# 1 "v000032.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
