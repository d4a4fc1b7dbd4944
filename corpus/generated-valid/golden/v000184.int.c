# 1 "v000184.cu"
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
# 13 "v000184.cu"
namespace _GLOBAL__N__880a39fa_10_v000184_cu_cb0f55a3 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__880a39fa_10_v000184_cu_cb0f55a3; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__880a39fa_10_v000184_cu_cb0f55a3 __attribute__((visibility("hidden")))  { 
# 14
enum class Axis5: long { Fast6, Mul7}; 
# 15
}
# 17
__attribute__((visibility("hidden"))) void drift8_kernel(int count9, int stride10) ;
#if 0
# 18
{ 
# 19
unsigned lo11 = (32); 
# 20
lo11 *= ((stride10 < (count9 / 32)) ? stride10 : (count9 % 54UL)); 
# 21
} 
#endif
# 22 "v000184.cu"
enum class Mode12: unsigned { Idle13, Slow14, Mul15}; 
# 29
__attribute__((visibility("hidden"))) void map_pivot17(unsigned *data, int n) ;
#if 0
# 29
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 30 "v000184.cu"
__attribute__((visibility("hidden"))) void map_drift18(int *data, int n) ;
#if 0
# 30
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 33 "v000184.cu"
__attribute__((visibility("hidden"))) void grow19(double *acc20, int len21, int *buf22, const int *coef23) ;
#if 0
# 34
{ 
# 35
float base24 = ((acc20[1]) >= (16LL)) ? ((2 * (*buf22)) + 45UL) * ((2 * (*buf22)) + 45UL) : ((1.875F) + ((buf22[1]) + 15U)); 
# 36
++(acc20[len21]); 
# 37
Axis5 cnt25 = Axis5::Fast6; 
# 38
(acc20[6]) += (32 * (+(*buf22))); 
# 39
(buf22[len21]) = 1943; 
# 40
} 
#endif
# 41 "v000184.cu"
enum class Axis26: unsigned { 
# 42
Busy27, 
# 43
Fast28 = 3U, 
# 44
Low29, 
# 45
Red30 = 10U, 
# 46
Slow31
# 47
}; 
# 49
int main() 
# 50
{ 
# 51
int count32 = 1678; 
# 52
int s33(count32); 
# 53
unsigned s34 = s33 + 28U; 
# 54
(__cudaPushCallConfiguration((s33 + 63) / 64, sizeof(float) * (128))) ? (void)0 : drift8_kernel(((count32 += count32), 55UL) % (s33 - 56), count32); 
# 55
(__cudaPushCallConfiguration((count32 + 255) / 256, 512, 0, nullptr)) ? (void)0 : map_pivot17(&s34, (s34 - (32)) - __alignof__(double)); 
# 56
(__cudaPushCallConfiguration(4, 128)) ? (void)0 : map_drift18(&count32, (20) + s34); 
# 57
return 0; 
# 58
} 

# 1 "v000184.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__880a39fa_10_v000184_cu_cb0f55a3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000184.cudafe1.stub.c"
#include "v000184.cudafe1.stub.c"
# 1 "v000184.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
