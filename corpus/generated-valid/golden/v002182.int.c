# 1 "v002182.cu"
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
# 22 "v002182.cu"
__attribute__((visibility("hidden"))) void map_probe6(double *data, int n) ;
#if 0
# 22
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 24 "v002182.cu"
template< class T, int N> __attribute__((unused)) int 
# 25
scale7(const T *src8, float q9) {int volatile ___ = 1;(void)src8;(void)q9;
# 32
::exit(___);}
#if 0
# 25
{ 
# 26
if ((src8[5]) >= (static_cast< T>((q9 += (9.75F)), 21L))) { 
# 27
q9 = (5); 
# 28
const double off10 = (46L); 
# 29
} else { 
# 30
}  
# 31
return __alignof__(double); 
# 32
} 
#endif
# 34 "v002182.cu"
int main() { 
# 35
int n11 = 1689; 
# 36
(__cudaPushCallConfiguration(1, ((dim3)(1)), 0, nullptr)) ? (void)0 : map_probe6(nullptr, 2 / (+n11)); 
# 37
n11 = n11; 
# 38
if (n11 < 5) { 
# 39
n11 ^= (static_cast< int>(n11)); 
# 40
} else { 
# 41
--n11; 
# 42
}  
# 43
return 0; 
# 44
} 

# 1 "v002182.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3afe770f_10_v002182_cu_10caa69f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002182.cudafe1.stub.c"
#include "v002182.cudafe1.stub.c"
# 1 "v002182.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
