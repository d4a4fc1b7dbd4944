# 1 "app_spmv_csr.cu"
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
# 5 "app_spmv_csr.cu"
template< class Index, class Value> 
# 6
struct CsrMatrix { 
# 7
Index rows, cols, nnz; 
# 8
const Index *row_ptr; 
# 9
const Index *col_idx; 
# 10
const Value *values; 
# 11
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 13
template< class I, class V> static void 
# 14
__wrapper__device_stub_spmv_scalar(CsrMatrix< I, V>  &A, const V *__restrict__ &x, V *__restrict__ &y) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
I row = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (row >= (A.rows)) { return; }  
# 18
V dot = ((V)0); 
# 19
for (I j = (A.row_ptr)[row]; j < ((A.row_ptr)[row + 1]); ++j) { 
# 20
dot += (((A.values)[j]) * (x[(A.col_idx)[j]])); }  
# 21
(y[row]) = dot; 
# 22
} 
#endif

#pragma GCC diagnostic pop

# 13 "app_spmv_csr.cu"
template< class I, class V> static void 
# 14
spmv_scalar(CsrMatrix< I, V>  A, const V *__restrict__ x, V *__restrict__ y) 
# 15
{__wrapper__device_stub_spmv_scalar<I,V>(A,x,y);
# 22
return;}
#if 0
# 15
{ 
# 16
I row = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (row >= (A.rows)) { return; }  
# 18
V dot = ((V)0); 
# 19
for (I j = (A.row_ptr)[row]; j < ((A.row_ptr)[row + 1]); ++j) { 
# 20
dot += (((A.values)[j]) * (x[(A.col_idx)[j]])); }  
# 21
(y[row]) = dot; 
# 22
} 
#endif
# 24 "app_spmv_csr.cu"
bool csr_is_valid(const int *row_ptr, const int *col_idx, int rows, int cols) 
# 25
{ 
# 26
if ((row_ptr[0]) != 0) { return false; }  
# 27
for (int r = 0; r < rows; ++r) { 
# 28
if ((row_ptr[r + 1]) < (row_ptr[r])) { return false; }  
# 29
for (int j = row_ptr[r]; j < (row_ptr[r + 1]); ++j) { 
# 30
if (((col_idx[j]) < 0) || ((col_idx[j]) >= cols)) { return false; }  }  
# 31
}  
# 32
return true; 
# 33
} 
# 35
int main() 
# 36
{ 
# 38
static const int row_ptr[] = {0, 2, 5, 7}; 
# 39
static const int col_idx[] = {0, 1, 0, 1, 2, 1, 2}; 
# 40
static const float vals[] = {(2), (-1), (-1), (2), (-1), (-1), (2)}; 
# 41
if (!csr_is_valid(row_ptr, col_idx, 3, 3)) { return 1; }  
# 43
CsrMatrix< int, float>  A{3, 3, 7, row_ptr, col_idx, vals}; 
# 44
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : spmv_scalar(A, (const float *)nullptr, (float *)nullptr); 
# 45
CsrMatrix< long long, double>  B{(1000), (1000), (0), (nullptr), (nullptr), (nullptr)}; 
# 46
(__cudaPushCallConfiguration((1000 + 127) / 128, 128)) ? (void)0 : spmv_scalar(B, (const double *)nullptr, (double *)nullptr); 
# 47
return 0; 
# 48
} 

# 1 "app_spmv_csr.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0cc66898_15_app_spmv_csr_cu_ec69fec0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "app_spmv_csr.cudafe1.stub.c"
#include "app_spmv_csr.cudafe1.stub.c"
# 1 "app_spmv_csr.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
