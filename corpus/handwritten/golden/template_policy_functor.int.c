# 1 "template_policy_functor.cu"
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
# 5 "template_policy_functor.cu"
namespace mini { 
# 7
struct Plus { template< class T> T operator()(T a, T b) const { return a + b; } }; 
# 8
struct Max { template< class T> T operator()(T a, T b) const { return (a > b) ? a : b; } }; 
# 10
template< class T> 
# 11
struct Square { T operator()(T v) const { return v * v; } }; 
# 13
struct Saxpy { 
# 14
float a; 
# 15
float operator()(float x, float y) const { return ((a) * x) + y; } 
# 16
}; 
# 18
struct LoadDirect { template< class T> static T load(const T *p) {int volatile ___ = 1;(void)p;::exit(___);}
#if 0
# 18
{ return *p; } 
#endif
# 18 "template_policy_functor.cu"
}; 
# 19
struct LoadVolatile { template< class T> static T load(const T *p) {int volatile ___ = 1;(void)p;::exit(___);}
#if 0
# 19
{ return *((const volatile T *)p); } 
#endif
# 19 "template_policy_functor.cu"
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21
template< class T, class UnaryOp, class Policy = LoadDirect> static void 
# 22
__wrapper__device_stub_transform(const T *&in, T *&out, int &n, UnaryOp &op) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
for (int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i < n; i += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 25
(out[i]) = op(Policy::load(in + i)); }  
# 26
} 
#endif

#pragma GCC diagnostic pop

# 21 "template_policy_functor.cu"
template< class T, class UnaryOp, class Policy = LoadDirect> static void 
# 22
transform(const T *in, T *out, int n, UnaryOp op) 
# 23
{::mini::__wrapper__device_stub_transform<T,UnaryOp,Policy>(in,out,n,op);
# 26
return;}
#if 0
# 23
{ 
# 24
for (int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i < n; i += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 25
(out[i]) = op(Policy::load(in + i)); }  
# 26
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28 "template_policy_functor.cu"
template< class BinaryOp> static void 
# 29
__wrapper__device_stub_zip(const float *&x, const float *&y, float *&out, int &n, BinaryOp &op) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if (i < n) { (out[i]) = op(x[i], y[i]); }  
# 33
} 
#endif

#pragma GCC diagnostic pop

# 28 "template_policy_functor.cu"
template< class BinaryOp> static void 
# 29
zip(const float *x, const float *y, float *out, int n, BinaryOp op) 
# 30
{::mini::__wrapper__device_stub_zip<BinaryOp>(x,y,out,n,op);
# 33
return;}
#if 0
# 30
{ 
# 31
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if (i < n) { (out[i]) = op(x[i], y[i]); }  
# 33
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 35 "template_policy_functor.cu"
template< class T, class ReduceOp> static void 
# 36
__wrapper__device_stub_serial_reduce(const T *&in, T *&out, int &n, T &init, ReduceOp &op) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
T acc = init; 
# 39
for (int i = 0; i < n; ++i) { acc = op(acc, in[i]); }  
# 40
(*out) = acc; 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 35 "template_policy_functor.cu"
template< class T, class ReduceOp> static void 
# 36
serial_reduce(const T *in, T *out, int n, T init, ReduceOp op) 
# 37
{::mini::__wrapper__device_stub_serial_reduce<T,ReduceOp>(in,out,n,init,op);
# 41
return;}
#if 0
# 37
{ 
# 38
T acc = init; 
# 39
for (int i = 0; i < n; ++i) { acc = op(acc, in[i]); }  
# 40
(*out) = acc; 
# 41
} 
#endif
# 43 "template_policy_functor.cu"
}
# 45
int main() 
# 46
{ 
# 47
float *x = (nullptr), *y = (nullptr); 
# 48
int *v = (nullptr); 
# 49
(__cudaPushCallConfiguration(16, 256)) ? (void)0 : mini::transform(x, y, 4096, mini::Square< float> ()); 
# 50
(__cudaPushCallConfiguration(16, 256)) ? (void)0 : mini::transform< int, mini::Square< int> , mini::LoadVolatile> (v, v, 4096, {}); 
# 51
(__cudaPushCallConfiguration(16, 256)) ? (void)0 : mini::zip(x, y, y, 4096, mini::Saxpy{(2.5F)}); 
# 52
(__cudaPushCallConfiguration(1, 1)) ? (void)0 : mini::serial_reduce(x, y, 4096, (0.0F), mini::Plus()); 
# 53
(__cudaPushCallConfiguration(1, 1)) ? (void)0 : mini::serial_reduce(v, v, 4096, -1, mini::Max{}); 
# 54
return 0; 
# 55
} 

# 1 "template_policy_functor.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__66e8dd4e_26_template_policy_functor_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_policy_functor.cudafe1.stub.c"
#include "template_policy_functor.cudafe1.stub.c"
# 1 "template_policy_functor.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
