# 1 "v000709.cu"
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
# 15 "v000709.cu"
__attribute__((visibility("hidden"))) void map_relax3(unsigned *data, int n) ;
#if 0
# 15
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 16 "v000709.cu"
__attribute__((visibility("hidden"))) void map_score4(int *data, int n) ;
#if 0
# 16
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18 "v000709.cu"
template< class T, int N = 4> static void 
# 19
__wrapper__device_stub_grow5_kernel(T *&data6, const T *&coef7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
(data6[0]) = (coef7[2]); 
# 22
T h8(N); 
# 23
(data6[6])++; 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 18 "v000709.cu"
template< class T, int N = 4> static void 
# 19
grow5_kernel(T *data6, const T *coef7) 
# 20
{__wrapper__device_stub_grow5_kernel<T,N>(data6,coef7);
# 24
return;}
#if 0
# 20
{ 
# 21
(data6[0]) = (coef7[2]); 
# 22
T h8(N); 
# 23
(data6[6])++; 
# 24
} 
#endif
# 26 "v000709.cu"
int spread9(int len10) 
# 27
{ 
# 28
char *h11 = (nullptr); 
# 29
if (len10 != len10) { 
# 30
len10 = ((float)(*h11)); 
# 31
double x12 = (2.0); 
# 32
}  
# 33
return len10; 
# 34
} 
# 36
int main() 
# 37
{ 
# 38
int count13 = 2147; 
# 39
(__cudaPushCallConfiguration(8, 64, sizeof(float) * (256))) ? (void)0 : grow5_kernel((long *)nullptr, (const long *)nullptr); 
# 40
static_assert((sizeof(int) == (4)), "expected value");
# 41
(__cudaPushCallConfiguration((count13 + 63) / 64, 1 << 6, sizeof(int) * (64))) ? (void)0 : map_relax3(nullptr, count13); 
# 42
(__cudaPushCallConfiguration(1, 64, 256)) ? (void)0 : map_score4(nullptr, ('z') / count13); 
# 43
return 0; 
# 44
} 

# 1 "v000709.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9c4949fb_10_v000709_cu_ce135097
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000709.cudafe1.stub.c"
#include "v000709.cudafe1.stub.c"
# 1 "v000709.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
