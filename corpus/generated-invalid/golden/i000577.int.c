# 1 "i000577.cu"
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
# 13 "i000577.cu"
__attribute((always_inline)) __attribute__((unused)) inline void score3(unsigned q4, float q5, int n6) {int volatile ___ = 1;(void)q4;(void)q5;(void)n6;
# 22
::exit(___);}
#if 0
# 13
{ 
# 14
__attribute__((unused)) static int sh_7[256]; 
# 15
for (auto m8 : sh_7) { 
# 16
static_assert((sizeof(int) == (4)), "size check");
# 17
int h9 = 1618; 
# 18
}  
# 19
__attribute__((unused)) static short sh_10[8]; 
# 20
auto v11 = 1L; 
# 21
(sh_10[7]) = (q5 - (sh_7[__device_builtin_variable_gridDim.x])); 
# 22
} 
#endif
# 24 "i000577.cu"
namespace ops12 { namespace sub13 { 
# 25
float host_pack14(int lane15, int *out16, int len17) { 
# 26
if ((len17 != (*out16)) && ((out16[3]) < lane15)) { 
# 27
return len17; 
# 28
}  
# 29
(out16[len17]) = ((*out16) & (*out16)); 
# 30
cudaStream_t idx18 = (nullptr); 
# 31
len17--; 
# 32
if (!(lane15 >= 44)) { 
# 33
return out16[lane15 & 7]; 
# 34
}  
# 35
return (20.5F) - lane15; 
# 36
} 
# 37
typedef int idx19_t; 
# 38
}}
# 39
static long c_kick20; 
# 41
__attribute__((visibility("hidden"))) void norm21_kernel(short *__restrict__ data22, long long q23) ;
#if 0
# 41
{ 
# 42
ops12::sub13::idx19_t idx24 = __device_builtin_variable_threadIdx.x; 
# 43
const int hi25 = q23; 
# 44
__attribute__((unused)) static unsigned char sh_26[8]; 
# 45
for (unsigned char h27 : sh_26) { 
# 46
__attribute__((unused)) static double sh_28[64]; 
# 47
if ((+hi25) <= 12) { 
# 48
return; 
# 49
}  
# 50
}  
# 51
} 
#endif
# 53 "i000577.cu"
int main() { 
# 54
int count29 = 941; 
# 55
int big31 = (100000 * 100000); 
# 56
--count29; 
# 57
(__cudaPushCallConfiguration((count29 + 31) / 32, 14 + 498)) ? (void)0 : norm21_kernel(nullptr, count29); 
# 58
cudaStream_t r30 = (0); 
# 59
if (count29 != count29) { 
# 60
return (count29 + 49) + ops12::sub13::host_pack14(count29, &count29, 4325U); 
# 61
}  
# 62
count29 = (-(count29 - (~count29))); 
# 63
ops12::sub13::host_pack14(count29, &count29, 14); 
# 64
return 0; 
# 65
} 

# 1 "i000577.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__55db99b6_10_i000577_cu_b252e30c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000577.cudafe1.stub.c"
#include "i000577.cudafe1.stub.c"
# 1 "i000577.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
