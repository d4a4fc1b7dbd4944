# 1 "v002375.cu"
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
# 14 "v002375.cu"
inline int run_decay5(const char *input6, unsigned p7 = 27) { 
# 15
++p7; 
# 16
--p7; 
# 17
int w8 = 0; 
# 18
while ((w8 < w8) && (((*input6) > p7) || ((input6[p7 & (7)]) != w8))) { 
# 19
if (41 <= w8) { 
# 20
return (((*input6) != w8) ? 2448 : 61); 
# 21
}  
# 22
p7--; 
# 23
++w8; 
# 24
}  
# 25
return ((p7 += 49L), (('A') - w8)); 
# 26
} 
# 28
__attribute__((visibility("hidden"))) void score9_kernel(float *dst10, int *__restrict__ dst11, unsigned p12, const int *__restrict__ coef13) ;
#if 0
# 28
{ 
# 29
(dst11[p12 & (7)]) = (*coef13); 
# 30
++p12; 
# 31
p12 = ((((coef13[p12 & (7)]) != 58) && ((((27) < (*dst10)) ? dst10[1] : (coef13[3])) > (__device_builtin_variable_blockIdx.x))) ? p12 : (45)); 
# 32
} 
#endif
# 34 "v002375.cu"
float pivot14(float b15, const float *coef16, float q17) { 
# 35
if (q17 > (q17 * (*coef16))) { 
# 36
auto lam18 = []()->long long { 
# 37
(__cudaPushCallConfiguration((27 + (27 + (27 + (27 + 148)))) * 2, 4 * 16, 27 + (27 + (27 + 943)))) ? (void)0 : score9_kernel((float *)nullptr, static_cast< int *>(nullptr), 27, static_cast< const int *>(nullptr)); 
# 38
return 62U; 
# 39
} ; typedef decltype(lam18) __T0;
# 40
if ((b15 + q17) != (b15 - (999UL))) { 
# 41
b15 += (*coef16); 
# 42
constexpr double base19 = ('z'); 
# 43
q17 = (+((63UL) - (+(*coef16)))); 
# 44
}  
# 45
b15 *= (static_cast< int>(998U)); 
# 46
} else { 
# 47
}  
# 48
return static_cast< int>(-4669); 
# 49
} 
# 51
int main() { 
# 52
int size20 = 1930; 
# 53
(__cudaPushCallConfiguration(((dim3)(128 * 4)), 27 + (27 + 202))) ? (void)0 : score9_kernel(nullptr, &size20, 'a', &size20); 
# 54
size20 ^= (((size20 % 8) ^ (7 * size20)) % 8); 
# 55
return 0; 
# 56
} 

# 1 "v002375.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__68b1796c_10_v002375_cu_d168ff4b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002375.cudafe1.stub.c"
#include "v002375.cudafe1.stub.c"
# 1 "v002375.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
