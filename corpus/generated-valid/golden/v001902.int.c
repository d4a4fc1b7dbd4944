# 1 "v001902.cu"
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
# 20 "v001902.cu"
static int c_stencil8; 
# 23
__attribute__((visibility("hidden"))) void lerp9(double p10, unsigned b11) ;
#if 0
# 23
{ 
# 24
unsigned idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (b11 > (5)) { 
# 26
float stride13 = idx12 % (8); 
# 27
b11 = c_stencil8; 
# 28
} else { if (((c_stencil8 * 19) % 47U) < ('\\')) { 
# 29
} else { 
# 30
}  }  
# 31
} 
#endif
# 33 "v001902.cu"
namespace impl14 { 
# 34
constexpr int run_apply15(int lane16) { 
# 35
lane16 = (24U); 
# 36
lane16 %= 52U; 
# 37
return 55U; 
# 38
} 
# 40
__attribute__((unused)) inline int trace17(unsigned long *__restrict__ out18, int stride19, int lane20) {int volatile ___ = 1;(void)out18;(void)stride19;(void)lane20;
# 45
::exit(___);}
#if 0
# 40
{ 
# 41
(out18[(__device_builtin_variable_gridDim.y) & (7)]) = (8); 
# 42
stride19 |= (53U + stride19); 
# 43
stride19++; 
# 44
return stride19; 
# 45
} 
#endif
# 46 "v001902.cu"
typedef int idx21_t; 
# 47
}
# 49
int main() { 
# 50
int len22 = 3821; 
# 51
cudaStream_t mid23 = (0); 
# 52
len22 %= (static_cast< short>(impl14::run_apply15(len22) * (len22 - 31))); 
# 53
(__cudaPushCallConfiguration(32, 64, sizeof(float) * (128))) ? (void)0 : lerp9((double)len22, len22 ^ (len22 % 8)); 
# 54
return 0; 
# 55
} 

# 1 "v001902.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d735a43e_10_v001902_cu_bfad585b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001902.cudafe1.stub.c"
#include "v001902.cudafe1.stub.c"
# 1 "v001902.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
