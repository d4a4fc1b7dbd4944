# 1 "v001391.cu"
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
# 10 "v001391.cu"
enum class Level4 { 
# 11
Red5, 
# 12
Red6, 
# 13
Busy7, 
# 14
Blue8, 
# 15
Add9
# 16
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18
template< class T, int N = 4> static void 
# 19
__wrapper__device_stub_tile10(T &alpha11, unsigned *&dst12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
unsigned gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
unsigned hi14{(43)}; 
# 22
alpha11--; 
# 23
hi14--; 
# 24
hi14++; 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 18 "v001391.cu"
template< class T, int N = 4> static void 
# 19
tile10(T alpha11, unsigned *dst12) {__wrapper__device_stub_tile10<T,N>(alpha11,dst12);
# 25
return;}
#if 0
# 19
{ 
# 20
unsigned gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
unsigned hi14{(43)}; 
# 22
alpha11--; 
# 23
hi14--; 
# 24
hi14++; 
# 25
} 
#endif
# 26 "v001391.cu"
int main() { 
# 27
int n15 = 2777; 
# 28
n15 = n15; 
# 29
if (n15 == (L'\x41')) { 
# 30
return ((n15 += 128), 128); 
# 31
}  
# 32
(__cudaPushCallConfiguration(256, 32)) ? (void)0 : tile10< int, 1> ('z', nullptr); 
# 33
return 0; 
# 34
} 

# 1 "v001391.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__690b4ac7_10_v001391_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001391.cudafe1.stub.c"
#include "v001391.cudafe1.stub.c"
# 1 "v001391.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
