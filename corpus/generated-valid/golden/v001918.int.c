# 1 "v001918.cu"
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
# 16 "v001918.cu"
static void bias7(const int *__restrict__ input8, int stride9, long beta10) ;
#if 0
# 16
{ 
# 17
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if (i11 >= stride9) { 
# 19
return; 
# 20
}  
# 21
stride9 *= 17ULL; 
# 22
auto m12 = stride9; 
# 23
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25 "v001918.cu"
template< class T, int N = 4> static void 
# 26
__wrapper__device_stub_bias13_kernel(T &b14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
int gid15 = __device_builtin_variable_threadIdx.x; 
# 28
int w16 = 0; 
# 29
while (w16 < 11) { 
# 30
++b14; 
# 31
++w16; 
# 32
}  
# 33
long hi17 = __device_builtin_variable_threadIdx.x; 
# 34
int e18 = (+hi17) * (+hi17); 
# 35
constexpr double mid19 = ((4.875F)); 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 25 "v001918.cu"
template< class T, int N = 4> static void 
# 26
bias13_kernel(T b14) {__wrapper__device_stub_bias13_kernel<T,N>(b14);
# 36
return;}
#if 0
# 26
{ 
# 27
int gid15 = __device_builtin_variable_threadIdx.x; 
# 28
int w16 = 0; 
# 29
while (w16 < 11) { 
# 30
++b14; 
# 31
++w16; 
# 32
}  
# 33
long hi17 = __device_builtin_variable_threadIdx.x; 
# 34
int e18 = (+hi17) * (+hi17); 
# 35
constexpr double mid19 = ((4.875F)); 
# 36
} 
#endif
# 38 "v001918.cu"
int main() { 
# 39
int size20 = 226; 
# 40
static_assert((18 == 18), "tile must fit");
# 41
if (size20 >= size20) { 
# 42
return size20; 
# 43
}  
# 44
constexpr int lo21 = ((3 * 2) * 10); 
# 45
(__cudaPushCallConfiguration(((dim3)((size20 + 255) / 256)), 128)) ? (void)0 : bias7(nullptr, lo21, size20 + size20); 
# 46
(__cudaPushCallConfiguration(dim3(4, 8), 32)) ? (void)0 : bias13_kernel< int, 4> (size20 * size20); 
# 47
return 0; 
# 48
} 

# 1 "v001918.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__85e86dea_10_v001918_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001918.cudafe1.stub.c"
#include "v001918.cudafe1.stub.c"
# 1 "v001918.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
