# 1 "kernel_extern_shared_template.cu"
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
# 5 "kernel_extern_shared_template.cu"
extern "C" __attribute__((unused)) void __syncthreads(); 
# 7
template< class T> 
# 8
struct SharedMemory { 
# 9
operator T *() 
# 10
{int volatile ___ = 1;
# 13
::exit(___);}
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern int __smem[]; 
# 12
return (T *)(__smem); 
# 13
} 
#endif
# 14 "kernel_extern_shared_template.cu"
operator const T *() const 
# 15
{int volatile ___ = 1;
# 18
::exit(___);}
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern int __smem[]; 
# 17
return (T *)(__smem); 
# 18
} 
#endif
# 19 "kernel_extern_shared_template.cu"
}; 
# 22
template<> struct SharedMemory< double>  { 
# 23
operator double *() 
# 24
{int volatile ___ = 1;
# 27
::exit(___);}
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern double __smem_d[]; 
# 26
return (double *)(__smem_d); 
# 27
} 
#endif
# 28 "kernel_extern_shared_template.cu"
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30
template< class T, unsigned BlockSize> static void 
# 31
__wrapper__device_stub_reduce_max(const T *&in, T *&out, unsigned &n) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
T *s = SharedMemory< T> (); 
# 34
unsigned tid = __device_builtin_variable_threadIdx.x; 
# 35
unsigned i = ((__device_builtin_variable_blockIdx.x) * BlockSize) + tid; 
# 36
(s[tid]) = ((i < n) ? in[i] : (in[0])); 
# 37
__syncthreads(); 
# 38
for (unsigned k = (BlockSize / (2)); k > (0); k /= (2)) { 
# 39
if ((tid < k) && ((s[tid + k]) > (s[tid]))) { (s[tid]) = (s[tid + k]); }  
# 40
__syncthreads(); 
# 41
}  
# 42
if (tid == (0)) { (out[__device_builtin_variable_blockIdx.x]) = (s[0]); }  
# 43
} 
#endif

#pragma GCC diagnostic pop

# 30 "kernel_extern_shared_template.cu"
template< class T, unsigned BlockSize> static void 
# 31
reduce_max(const T *in, T *out, unsigned n) 
# 32
{__wrapper__device_stub_reduce_max<T,BlockSize>(in,out,n);
# 43
return;}
#if 0
# 32
{ 
# 33
T *s = SharedMemory< T> (); 
# 34
unsigned tid = __device_builtin_variable_threadIdx.x; 
# 35
unsigned i = ((__device_builtin_variable_blockIdx.x) * BlockSize) + tid; 
# 36
(s[tid]) = ((i < n) ? in[i] : (in[0])); 
# 37
__syncthreads(); 
# 38
for (unsigned k = (BlockSize / (2)); k > (0); k /= (2)) { 
# 39
if ((tid < k) && ((s[tid + k]) > (s[tid]))) { (s[tid]) = (s[tid + k]); }  
# 40
__syncthreads(); 
# 41
}  
# 42
if (tid == (0)) { (out[__device_builtin_variable_blockIdx.x]) = (s[0]); }  
# 43
} 
#endif
# 45 "kernel_extern_shared_template.cu"
int main() 
# 46
{ 
# 47
(__cudaPushCallConfiguration(16, 256, (256) * sizeof(float))) ? (void)0 : reduce_max< float, 256U> (nullptr, nullptr, 4096); 
# 48
(__cudaPushCallConfiguration(16, 128, (128) * sizeof(double))) ? (void)0 : reduce_max< double, 128U> (nullptr, nullptr, 2048); 
# 49
(__cudaPushCallConfiguration(1, 64, (64) * sizeof(int))) ? (void)0 : reduce_max< int, 64U> (nullptr, nullptr, 64); 
# 50
return 0; 
# 51
} 

# 1 "kernel_extern_shared_template.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b33db083_32_kernel_extern_shared_template_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_extern_shared_template.cudafe1.stub.c"
#include "kernel_extern_shared_template.cudafe1.stub.c"
# 1 "kernel_extern_shared_template.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
