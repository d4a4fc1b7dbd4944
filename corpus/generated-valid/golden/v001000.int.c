# 1 "v001000.cu"
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
# 7 "v001000.cu"
constexpr int smooth2(int lane3) { 
# 8
return lane3; 
# 9
} 
# 10
typedef int idx4_t; 
# 11
static unsigned c_stencil5[2]; 
# 13
__attribute((always_inline)) __attribute__((unused)) inline float merge6(unsigned *__restrict__ buf7, unsigned long *data8) {int volatile ___ = 1;(void)buf7;(void)data8;
# 20
::exit(___);}
#if 0
# 13
{ 
# 14
__attribute__((unused)) static double sh_9[1 << 6]; 
# 15
(data8[__device_builtin_variable_blockDim.x]) = ((*data8) + (c_stencil5[__device_builtin_variable_gridDim.x])); 
# 16
bool mid10 = c_stencil5[__device_builtin_variable_blockIdx.y]; 
# 17
(*data8) &= ((*data8) | (50U + (smooth2(sh_9[6])))); 
# 18
int lim11 = (float)smooth2(mid10); 
# 19
return 44 + mid10; 
# 20
} 
#endif
# 22 "v001000.cu"
__attribute((always_inline)) __attribute__((unused)) inline char pivot12(int len13, const float *__restrict__ src14) {int volatile ___ = 1;(void)len13;(void)src14;
# 29
::exit(___);}
#if 0
# 22
{ 
# 23
len13 -= ((int)41); 
# 24
{ 
# 25
float mid15 = merge6(nullptr, nullptr); 
# 26
mid15 = merge6(nullptr, nullptr); 
# 27
} 
# 28
return smooth2(len13); 
# 29
} 
#endif
# 31 "v001000.cu"
namespace gpu16 { 
# 32
constexpr idx4_t WIDTH17 = 64; 
# 34
constexpr int run_grow18(idx4_t len19) { 
# 35
len19 = gpu16::WIDTH17; 
# 36
return ((len19 == ((len19 <= 55) ? gpu16::WIDTH17 : gpu16::WIDTH17)) ? smooth2(len19) : smooth2(len19)); 
# 37
} 
# 38
}
# 40
__attribute__((visibility("hidden"))) void count20_kernel(idx4_t *__restrict__ buf21, char beta22) ;
#if 0
# 40
{ 
# 41
unsigned gid23 = __device_builtin_variable_threadIdx.x; 
# 42
double f24 = smooth2((__device_builtin_variable_threadIdx.y) ^ (~gid23)); 
# 43
unsigned char *x25 = ((unsigned char *)nullptr); 
# 44
(x25[1]) = ((signed char)((gid23 + gpu16::WIDTH17) * (pivot12(__device_builtin_variable_blockDim.y, (const float *)nullptr)))); 
# 45
(*x25) *= gpu16::WIDTH17; 
# 46
__attribute__((unused)) static float sh_26; 
# 47
} 
#endif
# 49 "v001000.cu"
int main() { 
# 50
int len27 = 814; 
# 51
len27 ^= smooth2(len27); 
# 52
if (len27 != (len27 << 3)) { 
# 53
return gpu16::WIDTH17; }  
# 54
if (float mid28 = (gpu16::WIDTH17); (len27 == mid28) && (((long)len27) & (1))) { 
# 55
gpu16::run_grow18(mid28); 
# 56
len27 = mid28; 
# 57
}  
# 58
(__cudaPushCallConfiguration((len27 + 31) / 32, 32, 0)) ? (void)0 : count20_kernel((int *)nullptr, gpu16::run_grow18(len27)); 
# 59
return 0; 
# 60
} 

# 1 "v001000.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5a333d7d_10_v001000_cu_c11c24e6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001000.cudafe1.stub.c"
#include "v001000.cudafe1.stub.c"
# 1 "v001000.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
