# 1 "class_virtual_device.cu"
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
# 5 "class_virtual_device.cu"
inline void *operator new(size_t, void *p) noexcept { return p; } 
# 6
inline void operator delete(void *, void *) noexcept { } 
# 8
struct Activation { 
# 9
virtual float apply(float x) const = 0; 
# 10
virtual ~Activation() {int *volatile ___ = 0;::free(___);}
#if 0
# 10
{ } 
#endif
# 11 "class_virtual_device.cu"
}; 
# 13
struct Relu : public Activation { 
# 14
virtual float apply(float x) const override {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 14
{ return (x > (0.0F)) ? x : (0.0F); } 
#endif
# 15 "class_virtual_device.cu"
}; 
# 17
struct LeakyRelu : public Activation { 
# 18
float slope; 
# 19
explicit LeakyRelu(float s) : slope(s) {int *volatile ___ = 0;(void)s;::free(___);}
#if 0
# 19
{ } 
#endif
# 20 "class_virtual_device.cu"
virtual float apply(float x) const override {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 20
{ return (x > (0.0F)) ? x : ((slope) * x); } 
#endif
# 21 "class_virtual_device.cu"
}; 
# 23
__attribute__((unused)) float run_layer(const Activation &act, float v) {int volatile ___ = 1;(void)act;(void)v;::exit(___);}
#if 0
# 23
{ return act.apply(v); } 
#endif
# 25 "class_virtual_device.cu"
__attribute__((visibility("hidden"))) void activate(const float *in, float *out, int n, int kind) ;
#if 0
# 26
{ 
# 27
alignas(LeakyRelu) unsigned char storage[sizeof(LeakyRelu)]; 
# 28
Activation *act = (kind == 0) ? static_cast< Activation *>(new (storage) Relu()) : (static_cast< Activation *>(new (storage) LeakyRelu((0.01F)))); 
# 30
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if (i < n) { 
# 32
(out[i]) = run_layer(*act, in[i]); }  
# 33
act->~Activation(); 
# 34
} 
#endif
# 36 "class_virtual_device.cu"
int main() 
# 37
{ 
# 38
(__cudaPushCallConfiguration(4, 128)) ? (void)0 : activate(nullptr, nullptr, 512, 0); 
# 39
(__cudaPushCallConfiguration(4, 128)) ? (void)0 : activate(nullptr, nullptr, 512, 1); 
# 40
return 0; 
# 41
} 

# 1 "class_virtual_device.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a3ce1d2e_23_class_virtual_device_cu_3da4f46f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "class_virtual_device.cudafe1.stub.c"
#include "class_virtual_device.cudafe1.stub.c"
# 1 "class_virtual_device.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
