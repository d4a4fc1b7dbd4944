# 1 "v000989.cu"
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
# 19 "v000989.cu"
__attribute__((unused)) inline unsigned scatter6(long long cfg7, double cfg8) 
# 20
{int volatile ___ = 1;(void)cfg7;(void)cfg8;
# 27
::exit(___);}
#if 0
# 20
{ 
# 21
__attribute__((unused)) static unsigned char sh_9; 
# 22
__attribute__((unused)) static double sh_10; 
# 23
const int off11 = (static_cast< unsigned>(2896)); 
# 24
auto stride12 = +(__device_builtin_variable_blockIdx.y); 
# 25
auto lim13 = sh_10; 
# 26
return off11; 
# 27
} 
#endif
# 30 "v000989.cu"
__attribute__((visibility("hidden"))) void grow14_kernel(int lane15, unsigned alpha16, int lane17) ;
#if 0
# 31
{ 
# 32
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
int w19 = 0; 
# 34
while ((w19 < gid18) && (lane17 > lane15)) { 
# 35
if (!(alpha16 <= gid18)) { 
# 36
return; 
# 37
}  
# 38
float lim20 = lane15; 
# 39
const short stride21 = scatter6(lane17, (__device_builtin_variable_threadIdx.z) - (__device_builtin_variable_blockDim.x)); 
# 40
++w19; 
# 41
}  
# 42
__attribute__((unused)) static char sh_22[13][16]; 
# 43
(--((sh_22[w19])[lane15])), (lane17 = ((((float)(__device_builtin_variable_threadIdx.x)) - lane17) + alpha16)); 
# 44
} 
#endif
# 46 "v000989.cu"
int main() 
# 47
{ 
# 48
int n23 = 3473; 
# 49
(__cudaPushCallConfiguration((n23 + 31) / 32, 128, 256, 0)) ? (void)0 : grow14_kernel(((n23 += n23), 13), 2U, 58 - n23); 
# 50
int w24 = 0; 
# 51
while ((w24 < 15) && ((w24 / 31) <= 3)) { 
# 52
if ((+w24) > n23) { 
# 53
return w24 + w24; 
# 54
}  
# 55
int cnt25 = (static_cast< unsigned>(48)); 
# 56
short cnt26 = n23; 
# 57
++w24; 
# 58
}  
# 59
return 0; 
# 60
} 

# 1 "v000989.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9633634a_10_v000989_cu_98144a89
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000989.cudafe1.stub.c"
#include "v000989.cudafe1.stub.c"
# 1 "v000989.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
