# 1 "v000860.cu"
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
# 12 "v000860.cu"
__attribute__((visibility("hidden"))) void warp5_kernel(const double *input6) ;
#if 0
# 13
{ 
# 14
int tid7 = __device_builtin_variable_threadIdx.x; 
# 15
{ 
# 16
} 
# 17
} 
#endif
# 19 "v000860.cu"
__attribute__((visibility("hidden"))) void grow8_kernel(double *dst9, int len10, const int *__restrict__ in11) ;
#if 0
# 20
{ 
# 22
#pragma unroll
for (
# 22
int j12 = 0, j13 = len10; j12 < j13; (++j12), (--j13)) { 
# 23
long long tmp14[2] = {(L'\x61'), (3359U)}; 
# 24
(tmp14[0]) = (tmp14[j12 & 1]); 
# 25
}  
# 26
} 
#endif
# 28 "v000860.cu"
int main() 
# 29
{ 
# 30
int size15 = 1807; 
# 31
for (int n16 = 0, j17 = 16; n16 < j17; (++n16), (--j17)) { 
# 32
for (int j18 = 0, j19 = j17; j18 < j19; (++j18), (--j19)) { 
# 33
(__cudaPushCallConfiguration(2, 1 << 7)) ? (void)0 : warp5_kernel((const double *)nullptr); }  
# 34
}  
# 35
const char *x20 = ("warp size"); 
# 36
bool flag21 = (1); 
# 37
(__cudaPushCallConfiguration(2 * 2, 128)) ? (void)0 : grow8_kernel(static_cast< double *>(nullptr), (23U * (x20[1])) - (3649), static_cast< const int *>(nullptr)); 
# 38
return 0; 
# 39
} 

# 1 "v000860.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9f574104_10_v000860_cu_f02d1b4e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000860.cudafe1.stub.c"
#include "v000860.cudafe1.stub.c"
# 1 "v000860.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
