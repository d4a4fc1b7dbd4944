# 1 "v001879.cu"
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
# 7 "v001879.cu"
__attribute((always_inline)) __attribute__((unused)) static inline short count2(int len3, const double *in4) 
# 8
{int volatile ___ = 1;(void)len3;(void)in4;
# 18
::exit(___);}
#if 0
# 8
{ 
# 10
#pragma unroll 4
for (
# 10
int i5 = 0; i5 < len3; i5 += 1) { 
# 11
int sum6(i5); 
# 12
for (int n7 = 0; n7 < i5; n7++) { 
# 13
unsigned r8 = (i5 + sum6) | 13L; 
# 14
}  
# 15
long z9 = len3 ^ sum6; 
# 16
}  
# 17
return -59; 
# 18
} 
#endif
# 19 "v001879.cu"
enum class Kind10: int { Low11, Green12 = 3, Busy13}; 
# 21
__attribute__((visibility("hidden"))) void march14_kernel(int count15, const double *coef16) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern double dyn_17[]; 
# 24
switch (count15) { 
# 25
case 1:  { 
# 26
__attribute__((unused)) static float sh_18[16 * 16]; 
# 27
Kind10 k19 = Kind10::Low11; 
# 28
break; 
# 29
} 
# 30
default:  
# 31
break; 
# 32
}  
# 33
} 
#endif
# 35 "v001879.cu"
int main() 
# 36
{ 
# 37
int size20 = 740; 
# 38
int pass21 = 0; 
# 39
while (pass21 < 12) { 
# 40
for (int i22 = 0; i22 < pass21; i22 += 2) { 
# 41
dim3 u23 = ((dim3)((pass21 + 63) / 64)); 
# 42
size20 <<= ((i22 <= (i22 - 10U)) ? (7 & size20) - 9U : (20)); 
# 43
}  
# 44
++pass21; 
# 45
}  
# 46
(__cudaPushCallConfiguration((size20 + 63) / 64, 4 * 16)) ? (void)0 : march14_kernel(size20, nullptr); 
# 47
return 0; 
# 48
} 

# 1 "v001879.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__79482c8a_10_v001879_cu_255a8fb4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001879.cudafe1.stub.c"
#include "v001879.cudafe1.stub.c"
# 1 "v001879.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
