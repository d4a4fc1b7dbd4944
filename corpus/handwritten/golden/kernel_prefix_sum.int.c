# 1 "kernel_prefix_sum.cu"
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
# 4 "kernel_prefix_sum.cu"
extern "C" __attribute__((unused)) void __syncthreads(); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 6
template< class T> static void 
# 7
__wrapper__device_stub_block_exclusive_scan(const T *&in, T *&out, T *&block_sums, int &n) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern unsigned char smem_raw[]; 
# 10
T *temp = reinterpret_cast< T *>(smem_raw); 
# 11
const int tid = __device_builtin_variable_threadIdx.x; 
# 12
const int off = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) * (2); 
# 13
const int m = (__device_builtin_variable_blockDim.x) * (2); 
# 15
(temp[2 * tid]) = (((off + (2 * tid)) < n) ? in[off + (2 * tid)] : ((T)0)); 
# 16
(temp[(2 * tid) + 1]) = ((((off + (2 * tid)) + 1) < n) ? in[(off + (2 * tid)) + 1] : ((T)0)); 
# 18
int stride = 1; 
# 19
for (int d = m >> 1; d > 0; d >>= 1) { 
# 20
__syncthreads(); 
# 21
if (tid < d) { 
# 22
int ai = (stride * ((2 * tid) + 1)) - 1, bi = (stride * ((2 * tid) + 2)) - 1; 
# 23
(temp[bi]) += (temp[ai]); 
# 24
}  
# 25
stride <<= 1; 
# 26
}  
# 27
if (tid == 0) { 
# 28
if (block_sums) { (block_sums[__device_builtin_variable_blockIdx.x]) = (temp[m - 1]); }  
# 29
(temp[m - 1]) = ((T)0); 
# 30
}  
# 31
for (int d = 1; d < m; d <<= 1) { 
# 32
stride >>= 1; 
# 33
__syncthreads(); 
# 34
if (tid < d) { 
# 35
int ai = (stride * ((2 * tid) + 1)) - 1, bi = (stride * ((2 * tid) + 2)) - 1; 
# 36
T t = temp[ai]; 
# 37
(temp[ai]) = (temp[bi]); 
# 38
(temp[bi]) += t; 
# 39
}  
# 40
}  
# 41
__syncthreads(); 
# 42
if ((off + (2 * tid)) < n) { (out[off + (2 * tid)]) = (temp[2 * tid]); }  
# 43
if (((off + (2 * tid)) + 1) < n) { (out[(off + (2 * tid)) + 1]) = (temp[(2 * tid) + 1]); }  
# 44
} 
#endif

#pragma GCC diagnostic pop

# 6 "kernel_prefix_sum.cu"
template< class T> static void 
# 7
block_exclusive_scan(const T *in, T *out, T *block_sums, int n) 
# 8
{__wrapper__device_stub_block_exclusive_scan<T>(in,out,block_sums,n);
# 44
return;}
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern unsigned char smem_raw[]; 
# 10
T *temp = reinterpret_cast< T *>(smem_raw); 
# 11
const int tid = __device_builtin_variable_threadIdx.x; 
# 12
const int off = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) * (2); 
# 13
const int m = (__device_builtin_variable_blockDim.x) * (2); 
# 15
(temp[2 * tid]) = (((off + (2 * tid)) < n) ? in[off + (2 * tid)] : ((T)0)); 
# 16
(temp[(2 * tid) + 1]) = ((((off + (2 * tid)) + 1) < n) ? in[(off + (2 * tid)) + 1] : ((T)0)); 
# 18
int stride = 1; 
# 19
for (int d = m >> 1; d > 0; d >>= 1) { 
# 20
__syncthreads(); 
# 21
if (tid < d) { 
# 22
int ai = (stride * ((2 * tid) + 1)) - 1, bi = (stride * ((2 * tid) + 2)) - 1; 
# 23
(temp[bi]) += (temp[ai]); 
# 24
}  
# 25
stride <<= 1; 
# 26
}  
# 27
if (tid == 0) { 
# 28
if (block_sums) { (block_sums[__device_builtin_variable_blockIdx.x]) = (temp[m - 1]); }  
# 29
(temp[m - 1]) = ((T)0); 
# 30
}  
# 31
for (int d = 1; d < m; d <<= 1) { 
# 32
stride >>= 1; 
# 33
__syncthreads(); 
# 34
if (tid < d) { 
# 35
int ai = (stride * ((2 * tid) + 1)) - 1, bi = (stride * ((2 * tid) + 2)) - 1; 
# 36
T t = temp[ai]; 
# 37
(temp[ai]) = (temp[bi]); 
# 38
(temp[bi]) += t; 
# 39
}  
# 40
}  
# 41
__syncthreads(); 
# 42
if ((off + (2 * tid)) < n) { (out[off + (2 * tid)]) = (temp[2 * tid]); }  
# 43
if (((off + (2 * tid)) + 1) < n) { (out[(off + (2 * tid)) + 1]) = (temp[(2 * tid) + 1]); }  
# 44
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46 "kernel_prefix_sum.cu"
template< class T> static void 
# 47
__wrapper__device_stub_add_block_offsets(T *&data, const T *&offsets, int &n) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
int i = (((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) * (2)) + (__device_builtin_variable_threadIdx.x); 
# 50
if (i < n) { (data[i]) += (offsets[__device_builtin_variable_blockIdx.x]); }  
# 51
if ((i + (__device_builtin_variable_blockDim.x)) < n) { (data[i + (__device_builtin_variable_blockDim.x)]) += (offsets[__device_builtin_variable_blockIdx.x]); }  
# 52
} 
#endif

#pragma GCC diagnostic pop

# 46 "kernel_prefix_sum.cu"
template< class T> static void 
# 47
add_block_offsets(T *data, const T *offsets, int n) 
# 48
{__wrapper__device_stub_add_block_offsets<T>(data,offsets,n);
# 52
return;}
#if 0
# 48
{ 
# 49
int i = (((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) * (2)) + (__device_builtin_variable_threadIdx.x); 
# 50
if (i < n) { (data[i]) += (offsets[__device_builtin_variable_blockIdx.x]); }  
# 51
if ((i + (__device_builtin_variable_blockDim.x)) < n) { (data[i + (__device_builtin_variable_blockDim.x)]) += (offsets[__device_builtin_variable_blockIdx.x]); }  
# 52
} 
#endif
# 54 "kernel_prefix_sum.cu"
void scan(int *d_in, int *d_out, int *d_sums, int n) 
# 55
{ 
# 56
const int threads = 128; 
# 57
int blocks = ((n + (2 * threads)) - 1) / (2 * threads); 
# 58
(__cudaPushCallConfiguration(blocks, threads, (2 * threads) * sizeof(int))) ? (void)0 : block_exclusive_scan(d_in, d_out, d_sums, n); 
# 59
(__cudaPushCallConfiguration(1, threads, (2 * threads) * sizeof(int))) ? (void)0 : block_exclusive_scan< int> (d_sums, d_sums, nullptr, blocks); 
# 60
(__cudaPushCallConfiguration(blocks, threads)) ? (void)0 : add_block_offsets(d_out, (const int *)d_sums, n); 
# 61
} 

# 1 "kernel_prefix_sum.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__70880471_20_kernel_prefix_sum_cu_d0f3e32b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_prefix_sum.cudafe1.stub.c"
#include "kernel_prefix_sum.cudafe1.stub.c"
# 1 "kernel_prefix_sum.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
