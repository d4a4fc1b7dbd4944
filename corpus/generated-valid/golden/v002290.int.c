# 1 "v002290.cu"
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
# 10 "v002290.cu"
static void march6(int count7) ;
#if 0
# 11
{ 
# 12
auto k8 = 46; 
# 13
k8 = ((U'\x61') & k8); 
# 14
count7 = (__device_builtin_variable_threadIdx.x); 
# 15
} 
#endif
# 16 "v002290.cu"
namespace gpu9 { 
# 17
__attribute__((visibility("hidden"))) void apply10_kernel(unsigned *dst11) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern float dyn_12[]; 
# 20
int gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
int mid14{gid13}; 
# 22
(dyn_12[2])--; 
# 23
__attribute__((unused)) static int sh_15[32]; 
# 24
if ((__device_builtin_variable_blockDim.x) & (1)) { 
# 25
return; 
# 26
}  
# 27
unsigned flag16{(29)}; 
# 28
int q17 = (32) * (__device_builtin_variable_gridDim.x); 
# 29
} 
#endif
# 30 "v002290.cu"
static void pack18_kernel(int *acc19, const int *input20) ;
#if 0
# 31
{ 
# 32
int i21 = __device_builtin_variable_threadIdx.x; 
# 33
int w22 = 0; 
# 34
while (w22 < 16) { 
# 35
--(acc19[6]); 
# 36
++w22; 
# 37
}  
# 38
(acc19[w22])++; 
# 39
(*acc19) = i21; 
# 40
} 
#endif
# 41 "v002290.cu"
static unsigned d_step23; 
# 42
}
# 43
int main() 
# 44
{ 
# 45
int size24 = 2580; 
# 46
size24 = size24; 
# 47
size24--; 
# 48
size24 = ((((size24 > size24) ? size24 : 32) | (128 ^ size24)) * (((+size24) < 18U) ? size24 : 35)); 
# 49
--size24; 
# 50
(__cudaPushCallConfiguration(dim3((size24 + 63) / 64, (size24 + 127) / 128, (size24 + 63) / 64), 256 * 2, 0)) ? (void)0 : march6((size24 + size24) * ((size24 == 13UL) ? size24 : size24)); 
# 51
(__cudaPushCallConfiguration(128, 512, sizeof(int) * (256))) ? (void)0 : gpu9::apply10_kernel(static_cast< unsigned *>(nullptr)); 
# 52
(__cudaPushCallConfiguration(dim3((size24 + 63) / 64, 1 << 3, (size24 + 255) / 256), 32 + 96)) ? (void)0 : gpu9::pack18_kernel((int *)nullptr, &size24); 
# 53
return 0; 
# 54
} 

# 1 "v002290.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2b03e49a_10_v002290_cu_7cb4c585
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002290.cudafe1.stub.c"
#include "v002290.cudafe1.stub.c"
# 1 "v002290.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
