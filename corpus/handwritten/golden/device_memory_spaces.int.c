# 1 "device_memory_spaces.cu"
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
# 4 "device_memory_spaces.cu"
static int d_error_count; 
# 5
static float d_scale; 
# 6
static int d_lut[4]; 
# 7
static float c_coeffs[8]; 
# 8
static int c_taps; 
# 9
__attribute__((section("__nv_managed_data__"))) static int *m_iterations = 0; 
# 10
__attribute__((section("__nv_managed_data__"))) static float (*m_result)[16] = 0; 
# 12
struct Config { int width; int height; float gamma; }; 
# 13
static Config c_cfg; 
# 15
__attribute__((visibility("hidden"))) void fir(const float *in, float *out, int n) ;
#if 0
# 16
{ 
# 17
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if (i >= n) { return; }  
# 19
float acc = (0.0F); 
# 20
for (int t = 0; (t < c_taps) && (t <= i); ++t) { 
# 21
acc += ((c_coeffs[t]) * (in[i - t])); }  
# 22
(out[i]) = ((acc * d_scale) * (d_lut[i & 3])); 
# 23
if (acc != acc) { ++d_error_count; }  
# 24
} 
#endif
# 26 "device_memory_spaces.cu"
__attribute__((visibility("hidden"))) void accumulate(int n) ;
#if 0
# 27
{ 
# 28
int i = __device_builtin_variable_threadIdx.x; 
# 29
if (i < 16) { 
# 30
for (int k = 0; k < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_iterations))); ++k) { 
# 31
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_result)))[i]) += (((float)(k * n)) / ((float)((c_cfg.width) * (c_cfg.height)))); }  }  
# 32
} 
#endif
# 34 "device_memory_spaces.cu"
int main() 
# 35
{ 
# 36
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_iterations))) = 20; 
# 37
for (int i = 0; i < 16; ++i) { 
# 38
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_result)))[i]) = (0.0F); }  
# 39
(__cudaPushCallConfiguration(8, 128)) ? (void)0 : fir(nullptr, nullptr, 1024); 
# 40
(__cudaPushCallConfiguration(1, 16)) ? (void)0 : accumulate(3); 
# 41
return (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_result)))[0]) > (1.0F)) ? 1 : 0; 
# 42
} 

# 1 "device_memory_spaces.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3f1810d0_23_device_memory_spaces_cu_d_scale
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "device_memory_spaces.cudafe1.stub.c"
#include "device_memory_spaces.cudafe1.stub.c"
# 1 "device_memory_spaces.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
