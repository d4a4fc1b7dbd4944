# 1 "v001121.cu"
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
# 8 "v001121.cu"
__attribute__((visibility("hidden"))) void accum3(size_t *__restrict__ dst4) ;
#if 0
# 8
{ 
# 9
int idx5 = __device_builtin_variable_threadIdx.x; 
# 10
(dst4[idx5 & 7]) = (22U); 
# 11
unsigned k6[8] = {(50UL), (5ULL)}; 
# 12
constexpr unsigned long long stride7 = (60); 
# 13
if (__device_builtin_variable_warpSize < idx5) { 
# 14
return; 
# 15
}  
# 16
} 
#endif
# 18 "v001121.cu"
__attribute((always_inline)) __attribute__((unused)) inline size_t stencil8(double a9) {int volatile ___ = 1;(void)a9;
# 22
::exit(___);}
#if 0
# 18
{ 
# 19
a9++; 
# 20
__attribute__((unused)) static unsigned char sh_10; 
# 21
return a9; 
# 22
} 
#endif
# 24 "v001121.cu"
namespace _GLOBAL__N__5313dadd_10_v001121_cu_0c48e767 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__5313dadd_10_v001121_cu_0c48e767; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__5313dadd_10_v001121_cu_0c48e767 __attribute__((visibility("hidden")))  { 
# 25
__attribute__((unused)) void score11(int lane12 = 14) {int volatile ___ = 1;(void)lane12;
# 33
::exit(___);}
#if 0
# 25
{ 
# 26
constexpr unsigned stride13 = (4); 
# 27
stencil8((23) % (lane12 - stride13)); 
# 28
size_t idx14 = __device_builtin_variable_blockIdx.x; 
# 29
if (idx14 < (11)) { 
# 30
return; 
# 31
}  
# 32
unsigned lim15 = +stencil8(stride13 / lane12); 
# 33
} 
#endif
# 35 "v001121.cu"
static void update16(char *__restrict__ dst17) ;
#if 0
# 35
{ 
# 36
int tid18 = __device_builtin_variable_threadIdx.x; 
# 37
(*dst17) = (stencil8(21 + tid18)); 
# 38
if (((*dst17) / 6UL) <= (tid18 >> (__device_builtin_variable_blockDim.x))) { 
# 39
(dst17[tid18 & 7])++; 
# 40
}  
# 41
__attribute__((unused)) static float sh_19[16]; 
# 42
int cnt20 = (43) - (sh_19[tid18 & 15]); 
# 43
static_assert((sizeof(int) == (4)), "bad config");
# 44
int t21[3] = {}; 
# 45
} 
#endif
# 46 "v001121.cu"
}
# 48
int main() { 
# 49
int len22 = 1987; 
# 50
len22 = (sizeof(int)); 
# 51
len22 = (len22 | ((len22 - len22) << len22)); 
# 52
if (len22 != 6UL) { 
# 53
(__cudaPushCallConfiguration(32, 512)) ? (void)0 : update16((char *)nullptr); 
# 54
constexpr signed char hi23 = (31 * 2); 
# 55
} else { 
# 56
}  
# 57
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : accum3((size_t *)nullptr); 
# 58
return 0; 
# 59
} 

# 1 "v001121.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5313dadd_10_v001121_cu_0c48e767
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001121.cudafe1.stub.c"
#include "v001121.cudafe1.stub.c"
# 1 "v001121.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
