# 1 "v000744.cu"
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
# 14 "v000744.cu"
enum class Color6 { 
# 15
Blue7 = 2, 
# 16
Mul8, 
# 17
Green9, 
# 18
Blue10, 
# 19
Idle11
# 20
}; 
# 21
typedef float real12_t; 
# 24
__attribute__((visibility("hidden"))) void rank13_kernel(short *dst14, Color6 b15, long *__restrict__ out16, Color6 alpha17) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern int dyn_18[]; 
# 27
for (int it19 = 0; it19 < 12; ++it19) { 
# 28
(out16[it19]) ^= (5 & ((((dyn_18[it19]) += (out16[it19])), (dst14[it19 & 7])) + ((int)16))); 
# 29
}  
# 30
Color6 flag20 = Color6::Idle11; 
# 31
float flag21 = (((*dst14) - (out16[7])) != ((~(dyn_18[0])) - 33)) ? (0) + (out16[6]) : (5); 
# 32
((dyn_18[0])--), ((out16[3]) ^= (13)); 
# 33
constexpr int w22 = (42UL); 
# 34
} 
#endif
# 36 "v000744.cu"
int main() 
# 37
{ 
# 38
int n23 = 2468; 
# 39
n23 >>= (((n23 & n23) + 2203) >> 4); 
# 40
n23 = (n23 + 7); 
# 41
(__cudaPushCallConfiguration(16 + 16, sizeof(float) * (8), 0)) ? (void)0 : rank13_kernel(nullptr, Color6::Idle11, (long *)nullptr, Color6::Blue7); 
# 42
return 0; 
# 43
} 

# 1 "v000744.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9ba337e6_10_v000744_cu_e00cf557
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000744.cudafe1.stub.c"
#include "v000744.cudafe1.stub.c"
# 1 "v000744.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
