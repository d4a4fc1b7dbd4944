# 1 "v000391.cu"
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
# 21 "v000391.cu"
enum class Axis9: long { Red10, Fast11, High12, Busy13}; 
# 23
static void norm14(const float *in15, int n16) { 
# 24
n16 = (32L); 
# 25
n16 = (((4 - n16) * (in15[n16])) - n16); 
# 26
} 
# 28
__attribute((always_inline)) __attribute__((unused)) inline int clamp17(const char *__restrict__ input18, double alpha19, int n20) {int volatile ___ = 1;(void)input18;(void)alpha19;(void)n20;
# 41
::exit(___);}
#if 0
# 28
{ 
# 29
Axis9 x21 = Axis9::High12; 
# 30
int iter22 = 0; 
# 31
while (iter22 < 4) { 
# 32
if (((alpha19 * alpha19) * (alpha19 * alpha19)) > ('A')) { 
# 33
alpha19 = ((__device_builtin_variable_threadIdx.y) + (48)); 
# 34
alpha19++; 
# 35
} else { if ((*input18) < alpha19) { 
# 36
n20++; 
# 37
}  }  
# 38
++iter22; 
# 39
}  
# 40
return (((*input18) * (*input18)) * ((*input18) * (*input18))); 
# 41
} 
#endif
# 43 "v000391.cu"
static void lerp23(int *acc24, int count25, int *out26) ;
#if 0
# 43
{ 
# 44
int i27 = __device_builtin_variable_threadIdx.x; 
# 45
__attribute__((unused)) static long long sh_28[14][4]; 
# 46
(out26[__device_builtin_variable_threadIdx.z]) = ((((sh_28[__device_builtin_variable_threadIdx.x])[i27 & 3]) >> i27) - (61)); 
# 47
clamp17((const char *)nullptr, count25, 33); 
# 48
count25--; 
# 49
} 
#endif
# 51 "v000391.cu"
int main() { 
# 52
int size29 = 1874; 
# 53
norm14(nullptr, '#'); 
# 54
size29 = ((int)(-28L)); 
# 55
const char *lo30 = ("AB"); 
# 56
if (size29 >= size29) { 
# 57
do { size29 += sizeof(float); } while (0); 
# 58
norm14(static_cast< const float *>(nullptr), size29); 
# 59
}  
# 60
(__cudaPushCallConfiguration(dim3(1 << 6, (size29 + 31) / 32, 512), 64 * 4)) ? (void)0 : lerp23(&size29, lo30[1], &size29); 
# 61
return 0; 
# 62
} 

# 1 "v000391.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cf7c4173_10_v000391_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000391.cudafe1.stub.c"
#include "v000391.cudafe1.stub.c"
# 1 "v000391.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
