# 1 "i000177.cu"
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
# 19 "i000177.cu"
enum class State10: unsigned char { High11 = 1U, Busy12, Mul13}; 
# 21
__attribute__((visibility("hidden"))) void norm14_kernel(char *acc15, float *__restrict__ out16, int *acc17) ;
#if 0
# 21
{ 
# 22
(*acc15) /= (((acc17[4]) += (*out16)), (out16[1])); 
# 23
if (!out16) { 
# 24
short lim18 = (acc15[3]) & 15; 
# 25
(acc15[lim18]) *= (acc15[1]); 
# 26
(acc15[6]) %= ((acc15[lim18]) + lim18); 
# 27
}  
# 28
} 
#endif
# 29 "i000177.cu"
using kind19_t = State10; 
# 32
__attribute__((unused)) long fold20(int count21, int n22) {int volatile ___ = 1;(void)count21;(void)n22;
# 38
::exit(___);}
#if 0
# 32
{ 
# 33
const double acc23 = (16); 
# 34
if (n22 != n22) { 
# 35
return count21; 
# 36
}  
# 37
return ((static_cast< unsigned char>(n22 & 15)) & 15); 
# 38
} 
#endif
# 41 "i000177.cu"
__attribute__((visibility("hidden"))) void norm24_kernel(int *acc25, long *acc26, const unsigned *__restrict__ in27) ;
#if 0
# 41
{ 
# 42
if (acc26 == (nullptr)) { 
# 43
if (auto lim28 = +((3LL * (*in27)) - (+(*acc26))); ((in27[lim28]) * (*acc25)) == (33)) { 
# 44
__attribute__((unused)) static unsigned sh_29[5 + 2][6]; 
# 45
__attribute__((unused)) static double sh_30[12][7]; 
# 46
}  
# 47
}  
# 48
} 
#endif
# 49 "i000177.cu"
__attribute__((visibility("hidden"))) void gc_kernel33(int x, int *p) ;
#if 0
# 50
{ 
# 51
(p[0]) = x; 
# 52
} 
#endif
# 54 "i000177.cu"
int main() { 
# 55
int n31 = 3382; 
# 56
float x32 = (11.0F); 
# 57
(__cudaPushCallConfiguration(4, 64)) ? (void)0 : norm14_kernel(nullptr, &x32, &n31); 
# 58
if (n31 >= x32) { 
# 59
(__cudaPushCallConfiguration(32, 16 + (16 + 96))) ? (void)0 : norm24_kernel(&n31, (long *)nullptr, nullptr); 
# 60
}  
# 61
x32 = (((10.875F) - x32) - n31); 
# 62
if (x32 != n31) { 
# 63
return ((1701) + x32) - n31; 
# 64
}  
# 65
return 0; 
# 66
} 

# 1 "i000177.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ce4adba0_10_i000177_cu_74108a81
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000177.cudafe1.stub.c"
#include "i000177.cudafe1.stub.c"
# 1 "i000177.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
