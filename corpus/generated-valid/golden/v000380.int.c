# 1 "v000380.cu"
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
# 6 "v000380.cu"
enum Axis2: unsigned { 
# 7
BLUE3 = 3U, 
# 8
ON4, 
# 9
IDLE5 = 9U, 
# 10
LOW6, 
# 11
FAST7 = 13U
# 12
}; 
# 14
__attribute__((visibility("hidden"))) void reduce8_kernel(double *dst9, unsigned q10, float beta11) ;
#if 0
# 15
{ 
# 16
unsigned tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
((*dst9)--), (q10 <<= 7); 
# 18
auto cnt13 = q10; 
# 19
long long f14 = (4112); 
# 20
} 
#endif
# 22 "v000380.cu"
template< class T, int N = 1> __attribute__((unused)) double 
# 23
grow15(T p16, const T *src17) 
# 24
{int volatile ___ = 1;(void)p16;(void)src17;
# 32
::exit(___);}
#if 0
# 24
{ 
# 25
T y18 = 17UL % (__device_builtin_variable_blockDim.x); 
# 26
p16 += 31LL; 
# 27
short z19 = (58); 
# 28
if (y18 < 11LL) { 
# 29
return (__device_builtin_variable_blockIdx.y) + (LOW6); 
# 30
}  
# 31
return (T)z19; 
# 32
} 
#endif
# 34 "v000380.cu"
int main() 
# 35
{ 
# 36
int len20 = 514; 
# 37
len20 = (((len20 >= 45L) ? len20 : len20) ^ __alignof__(char)); 
# 38
if ((len20 != (LOW6)) && (len20 == len20)) { 
# 39
return 3159; 
# 40
}  
# 41
dim3 acc21((len20 + 63) / 64); 
# 42
(__cudaPushCallConfiguration(128, ((dim3)((len20 + 63) / 64)))) ? (void)0 : reduce8_kernel(nullptr, len20, len20 % 8); 
# 43
return 0; 
# 44
} 

# 1 "v000380.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4aa00fa6_10_v000380_cu_1271e9ef
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000380.cudafe1.stub.c"
#include "v000380.cudafe1.stub.c"
# 1 "v000380.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
