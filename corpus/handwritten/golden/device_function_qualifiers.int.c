# 1 "device_function_qualifiers.cu"
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
# 4 "device_function_qualifiers.cu"
__attribute__((unused)) float lerp(float a, float b, float t) {int volatile ___ = 1;(void)a;(void)b;(void)t;::exit(___);}
#if 0
# 4
{ return a + (t * (b - a)); } 
#endif
# 6 "device_function_qualifiers.cu"
float host_only_scale(float v) { return v * (1.5F); } 
# 8
float clampf(float v, float lo, float hi) 
# 9
{ 
# 10
return (v < lo) ? lo : ((v > hi) ? hi : v); 
# 11
} 
# 13
__attribute((always_inline)) __attribute__((unused)) inline float smoothstep(float e0, float e1, float x) 
# 14
{int volatile ___ = 1;(void)e0;(void)e1;(void)x;
# 17
::exit(___);}
#if 0
# 14
{ 
# 15
float t = clampf((x - e0) / (e1 - e0), (0.0F), (1.0F)); 
# 16
return (t * t) * ((3.0F) - ((2.0F) * t)); 
# 17
} 
#endif
# 19 "device_function_qualifiers.cu"
__attribute((noinline)) __attribute__((unused)) int collatz_steps(unsigned long long n) 
# 20
{int volatile ___ = 1;(void)n;
# 27
::exit(___);}
#if 0
# 20
{ 
# 21
int steps = 0; 
# 22
while (n != 1ULL) { 
# 23
n = ((n & 1ULL) ? (3ULL * n) + 1ULL : (n >> 1)); 
# 24
++steps; 
# 25
}  
# 26
return steps; 
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 29 "device_function_qualifiers.cu"
__attribute__((unused)) static int sign_of(int v) {int volatile ___ = 1;(void)v;::exit(___);}
#if 0
# 29
{ return (v > 0) - (v < 0); } 
#endif

#pragma GCC diagnostic pop

# 31 "device_function_qualifiers.cu"
inline int ilog2(unsigned v) 
# 32
{ 
# 33
int r = (-1); 
# 34
while (v) { v >>= 1; ++r; }  
# 35
return r; 
# 36
} 
# 38
__attribute__((visibility("hidden"))) void shade(const float *x, float *y, int *steps, int n) ;
#if 0
# 39
{ 
# 40
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
if (i >= n) { return; }  
# 42
(y[i]) = (lerp((0.0F), smoothstep((0.2F), (0.8F), x[i]), (0.5F)) + ((float)ilog2(i + 1))); 
# 43
(steps[i]) = (collatz_steps(i + 1) * sign_of(n - i)); 
# 44
} 
#endif
# 46 "device_function_qualifiers.cu"
int main() 
# 47
{ 
# 48
float v = clampf(host_only_scale((0.9F)), (0.0F), (1.0F)); 
# 49
(__cudaPushCallConfiguration(4, 256)) ? (void)0 : shade(nullptr, nullptr, nullptr, 1000); 
# 50
return ilog2(1024) + ((int)v); 
# 51
} 

# 1 "device_function_qualifiers.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ab6e579c_29_device_function_qualifiers_cu_6a403749
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "device_function_qualifiers.cudafe1.stub.c"
#include "device_function_qualifiers.cudafe1.stub.c"
# 1 "device_function_qualifiers.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
