# 1 "debug_kernel_g.cu"
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
# 5 "debug_kernel_g.cu"
struct Body { float x, y, vx, vy; }; 
# 7
__attribute((noinline)) __attribute__((unused)) float accel(float pos, float center) {int volatile ___ = 1;(void)pos;(void)center;::exit(___);}
#if 0
# 7
{ return (center - pos) * (0.01F); } 
#endif
# 8 "debug_kernel_g.cu"
__attribute((always_inline)) __attribute__((unused)) inline float damp(float v) {int volatile ___ = 1;(void)v;::exit(___);}
#if 0
# 8
{ return v * (0.99F); } 
#endif
# 10 "debug_kernel_g.cu"
__attribute__((visibility("hidden")))  __attribute((noinline)) void step(Body *bodies, int n, float dt, float cx, float cy) ;
#if 0
# 11
{ 
# 12
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if (i >= n) { return; }  
# 14
Body b = bodies[i]; 
# 15
(b.vx) = damp((b.vx) + (accel(b.x, cx) * dt)); 
# 16
(b.vy) = damp((b.vy) + (accel(b.y, cy) * dt)); 
# 17
(b.x) += ((b.vx) * dt); 
# 18
(b.y) += ((b.vy) * dt); 
# 19
(bodies[i]) = b; 
# 20
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22 "debug_kernel_g.cu"
template< int Steps> static void 
# 23
__wrapper__device_stub_multi_step(Body *&bodies, int &n) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
for (int s = 0; s < Steps; ++s) { 
# 26
if ((__device_builtin_variable_threadIdx.x) < n) { ((bodies[__device_builtin_variable_threadIdx.x]).x) += ((0.001F) * s); }  }  
# 27
} 
#endif

#pragma GCC diagnostic pop

# 22 "debug_kernel_g.cu"
template< int Steps> static  __attribute((noinline)) void 
# 23
multi_step(Body *bodies, int n) 
# 24
{__wrapper__device_stub_multi_step<Steps>(bodies,n);
# 27
return;}
#if 0
# 24
{ 
# 25
for (int s = 0; s < Steps; ++s) { 
# 26
if ((__device_builtin_variable_threadIdx.x) < n) { ((bodies[__device_builtin_variable_threadIdx.x]).x) += ((0.001F) * s); }  }  
# 27
} 
#endif
# 29 "debug_kernel_g.cu"
int main() 
# 30
{ 
# 31
Body *bodies = (nullptr); 
# 32
for (int frame = 0; frame < 3; ++frame) { 
# 33
(__cudaPushCallConfiguration(8, 128)) ? (void)0 : step(bodies, 1000, (0.016F), (0.0F), (0.0F)); }  
# 34
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : multi_step< 4> (bodies, 100); 
# 35
return 0; 
# 36
} 

# 1 "debug_kernel_g.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8a979421_17_debug_kernel_g_cu_26b42943
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "debug_kernel_g.cudafe1.stub.c"
#include "debug_kernel_g.cudafe1.stub.c"
# 1 "debug_kernel_g.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
