# 1 "v002149.cu"
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
# 17 "v002149.cu"
constexpr inline float kL8 = (0.25F); 
# 19
namespace img9 { 
# 20
__attribute__((unused)) int split10(float *acc11) {int volatile ___ = 1;(void)acc11;
# 27
::exit(___);}
#if 0
# 20
{ 
# 21
static_assert((sizeof(int) == (4)), "size check");
# 22
float q12 = *acc11; 
# 23
q12--; 
# 24
q12--; 
# 25
q12 = q12; 
# 26
return -(*acc11); 
# 27
} 
#endif
# 29 "v002149.cu"
__attribute__((unused)) void step13(int count14, int stride15, float alpha16) {int volatile ___ = 1;(void)count14;(void)stride15;(void)alpha16;
# 42
::exit(___);}
#if 0
# 29
{ 
# 30
count14 = ((256) / (((int)alpha16) * ((__device_builtin_variable_threadIdx.x) * kL8))); 
# 31
if (kL8 > (alpha16 * (62L))) { 
# 32
return; 
# 33
}  
# 34
if (count14) { 
# 35
return; 
# 36
}  
# 37
static_assert((59 == 59), "expected value");
# 38
if ((38) >= (alpha16 / (2))) { 
# 39
return; 
# 40
}  
# 41
unsigned char y17 = stride15; 
# 42
} 
#endif
# 44 "v002149.cu"
float filter18(unsigned *acc19) { 
# 45
float *u20 = (nullptr); 
# 46
static_assert((63 == 63), "bad config");
# 47
constexpr float tmp21 = (14U); 
# 48
(acc19[2]) = (__alignof__(char)); 
# 49
++(acc19[7]); 
# 50
return (u20[4]) - (27); 
# 51
} 
# 52
}
# 54
__attribute__((visibility("hidden"))) void lerp22_kernel(int *buf23, unsigned short *out24) ;
#if 0
# 54
{ 
# 55
int tid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
constexpr int flag26 = ('A'); 
# 57
if ((__device_builtin_variable_gridDim.x) != (11)) { 
# 58
return; 
# 59
}  
# 60
} 
#endif
# 62 "v002149.cu"
int main() { 
# 63
int n27 = 2868; 
# 64
(__cudaPushCallConfiguration(((dim3)(16)), 16 + (4 + 12))) ? (void)0 : lerp22_kernel(&n27, (unsigned short *)nullptr); 
# 65
const unsigned *val28 = (nullptr); 
# 66
n27 = kL8; 
# 67
n27++; 
# 68
return 0; 
# 69
} 

# 1 "v002149.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__280f1d0f_10_v002149_cu_6c52675e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002149.cudafe1.stub.c"
#include "v002149.cudafe1.stub.c"
# 1 "v002149.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
