# 1 "v000395.cu"
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
# 14 "v000395.cu"
__attribute__((visibility("hidden"))) void score4_kernel(float b5) ;
#if 0
# 14
{ 
# 15
if ((b5 / (54)) <= (__device_builtin_variable_blockDim.z)) { 
# 16
b5--; 
# 17
b5 = (39); 
# 18
}  
# 19
b5 *= b5; 
# 20
int r6[7]{9, ((int)(-1734)), ((int)11), ('\"'), ((int)50U), ('z'), 21}; 
# 21
(r6[__device_builtin_variable_blockDim.z]) = (sizeof(double)); 
# 22
} 
#endif
# 24 "v000395.cu"
__attribute__((unused)) void smooth7(float alpha8, int lane9) {int volatile ___ = 1;(void)alpha8;(void)lane9;
# 40
::exit(___);}
#if 0
# 24
{ 
# 25
if (alpha8 > (lane9 - alpha8)) { 
# 26
goto skip12; 
# 27
}  
# 28
++lane9; 
# 29
alpha8 = alpha8; 
# 30
if (alpha8 == (14)) { 
# 31
int pass10 = 0; 
# 32
while (pass10 < lane9) { 
# 33
lane9 = (((char)lane9) - 3735); 
# 34
auto t11 = ((float)pass10) / (24.875F); 
# 35
do { float tmp_ = t11; t11 = alpha8; alpha8 = tmp_; } while (0); 
# 36
++pass10; 
# 37
}  
# 38
}  
# 39
skip12:; ; 
# 40
} 
#endif
# 42 "v000395.cu"
constexpr int run_filter13(int stride14) { 
# 43
bool r15 = stride14; 
# 44
r15 = (r15 <= (stride14 + stride14)); 
# 45
return 14; 
# 46
} 
# 48
int main() { 
# 49
int len16 = 2268; 
# 50
len16 &= run_filter13((long)len16); 
# 51
len16 &= (-((14 + len16) + 14)); 
# 52
int w17 = 0; 
# 53
while (w17 < 8) { 
# 54
len16++; 
# 55
++w17; 
# 56
}  
# 57
if ((len16 * len16) <= w17) { 
# 58
return run_filter13(len16 - w17); 
# 59
}  
# 60
(__cudaPushCallConfiguration(8 * 2, 512, sizeof(float) * (64))) ? (void)0 : score4_kernel(run_filter13(len16) - (w17 * 9)); 
# 61
return 0; 
# 62
} 

# 1 "v000395.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__401ed624_10_v000395_cu_4497a0f6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000395.cudafe1.stub.c"
#include "v000395.cudafe1.stub.c"
# 1 "v000395.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
