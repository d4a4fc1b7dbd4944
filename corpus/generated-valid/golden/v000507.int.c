# 1 "v000507.cu"
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
# 20 "v000507.cu"
__attribute__((visibility("hidden"))) void decay8_kernel(int stride9, const unsigned *src10) ;
#if 0
# 20
{ 
# 21
unsigned idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if (idx11 >= stride9) { 
# 23
return; 
# 24
}  
# 25
static_assert((sizeof(int) == (4)), "size check");
# 27
#pragma unroll 2
for (
# 27
int it12 = 0; it12 < 11; it12 += 4) { 
# 28
stride9--; 
# 29
stride9 = (-57); 
# 30
}  
# 31
} 
#endif
# 32 "v000507.cu"
static_assert((5 == 5));
# 33
enum class Op13 { Slow14, Add15 = 6, On16, Fast17}; 
# 35
constexpr int combine18(int lane19, int len20) { 
# 36
return lane19 << (sizeof(unsigned) * lane19); 
# 37
} 
# 38
enum class Op21 { 
# 39
Green22, 
# 40
Off23, 
# 41
Red24, 
# 42
Slow25, 
# 43
Add26
# 44
}; 
# 46
int main() { 
# 47
int size27 = 1806; 
# 48
dim3 m28((size27 + 127) / 128, 2); 
# 49
auto h29 = size27; 
# 50
size27 = size27; 
# 51
(__cudaPushCallConfiguration((size27 + 127) / 128, 1 << 9, 0)) ? (void)0 : decay8_kernel(((h29 == 1) || (h29 < h29)) ? size27 : (sizeof(float) - size27), nullptr); 
# 52
return 0; 
# 53
} 

# 1 "v000507.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__315e9fc3_10_v000507_cu_14922275
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000507.cudafe1.stub.c"
#include "v000507.cudafe1.stub.c"
# 1 "v000507.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
