# 1 "v002374.cu"
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
# 27 "v002374.cu"
template< class T> 
# 28
struct Span10 { 
# 29
T z11; 
# 30
T norm12() const 
# 31
{ 
# 32
return z11; 
# 33
} 
# 34
}; 
# 36
static void stencil13_kernel(const float *input14, double a15, int *buf16, const Span10< unsigned>  beta17) ;
#if 0
# 37
{ 
# 38
unsigned i18 = __device_builtin_variable_threadIdx.x; 
# 39
a15--; 
# 40
float lim19 = (+(buf16[0])) - __alignof__(double); 
# 41
a15 = (__device_builtin_variable_gridDim.z); 
# 42
float base20[5]{lim19, (7.125F), (static_cast< float>(10)), lim19, lim19}; 
# 43
int w21[6] = {}; 
# 44
__attribute__((unused)) static float sh_22[8]; 
# 45
(a15--), (a15 *= (-(13.375))); 
# 46
} 
#endif
# 48 "v002374.cu"
int main() 
# 49
{ 
# 50
int n23 = 3422; 
# 51
if ((n23 + n23) > n23) { 
# 52
return n23; 
# 53
}  
# 54
(--n23), (n23 = (((n23 += 26), n23) / 19)); 
# 55
n23 >>= 4; 
# 56
(__cudaPushCallConfiguration(2, 1 << 8, sizeof(int) * (32))) ? (void)0 : stencil13_kernel(nullptr, n23 + n23, nullptr, Span10< unsigned> {(56)}); 
# 57
return 0; 
# 58
} 

# 1 "v002374.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d00d1e09_10_v002374_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002374.cudafe1.stub.c"
#include "v002374.cudafe1.stub.c"
# 1 "v002374.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
