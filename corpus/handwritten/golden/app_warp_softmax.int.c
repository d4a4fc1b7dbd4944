# 1 "app_warp_softmax.cu"
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
# 5 "app_warp_softmax.cu"
extern "C" __attribute__((unused)) float expf(float) noexcept; 
# 7
__attribute((always_inline)) __attribute__((unused)) inline float shfl_xor(float v, int lane_mask) 
# 8
{int volatile ___ = 1;(void)v;(void)lane_mask;
# 12
::exit(___);}
#if 0
# 8
{ 
# 9
float r; 
# 10
__asm__ volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=f" (r) : "f" (v), "r" (lane_mask)); 
# 11
return r; 
# 12
} 
#endif
# 14 "app_warp_softmax.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned lane_id() 
# 15
{int volatile ___ = 1;
# 19
::exit(___);}
#if 0
# 15
{ 
# 16
unsigned id; 
# 17
__asm__("mov.u32 %0, %%laneid;" : "=r" (id) :); 
# 18
return id; 
# 19
} 
#endif
# 21 "app_warp_softmax.cu"
template< class Op> __attribute__((unused)) float 
# 22
warp_allreduce(float v, Op op) 
# 23
{int volatile ___ = 1;(void)v;(void)op;
# 28
::exit(___);}
#if 0
# 23
{ 
# 25
#pragma unroll
for (
# 25
int m = 16; m > 0; m >>= 1) { 
# 26
v = op(v, shfl_xor(v, m)); }  
# 27
return v; 
# 28
} 
#endif
# 30 "app_warp_softmax.cu"
struct MaxOp { float operator()(float a, float b) const {int volatile ___ = 1;(void)a;(void)b;::exit(___);}
#if 0
# 30
{ return (a > b) ? a : b; } 
#endif
# 30 "app_warp_softmax.cu"
}; 
# 31
struct SumOp { float operator()(float a, float b) const {int volatile ___ = 1;(void)a;(void)b;::exit(___);}
#if 0
# 31
{ return a + b; } 
#endif
# 31 "app_warp_softmax.cu"
}; 
# 33
__attribute__((visibility("hidden"))) void softmax_rows(const float *in, float *out, int rows, int cols) ;
#if 0
# 34
{ 
# 35
int row = ((__device_builtin_variable_blockIdx.x) * ((__device_builtin_variable_blockDim.x) / (32))) + ((__device_builtin_variable_threadIdx.x) / (32)); 
# 36
if (row >= rows) { return; }  
# 37
const float *x = in + (((size_t)row) * cols); 
# 38
float *y = out + (((size_t)row) * cols); 
# 40
float m = (-(3.4028235E38F)); 
# 41
for (int c = lane_id(); c < cols; c += 32) { m = (((x[c]) > m) ? x[c] : m); }  
# 42
m = warp_allreduce(m, MaxOp()); 
# 44
float s = (0.0F); 
# 45
for (int c = lane_id(); c < cols; c += 32) { s += expf((x[c]) - m); }  
# 46
s = warp_allreduce(s, SumOp()); 
# 48
for (int c = lane_id(); c < cols; c += 32) { (y[c]) = (expf((x[c]) - m) / s); }  
# 49
} 
#endif
# 51 "app_warp_softmax.cu"
int main() 
# 52
{ 
# 53
const int rows = 1000, cols = 512, warps_per_block = 4; 
# 54
(__cudaPushCallConfiguration(((rows + warps_per_block) - 1) / warps_per_block, warps_per_block * 32)) ? (void)0 : softmax_rows(nullptr, nullptr, rows, cols); 
# 55
return 0; 
# 56
} 

# 1 "app_warp_softmax.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c96a6983_19_app_warp_softmax_cu_f46114d2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "app_warp_softmax.cudafe1.stub.c"
#include "app_warp_softmax.cudafe1.stub.c"
# 1 "app_warp_softmax.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
