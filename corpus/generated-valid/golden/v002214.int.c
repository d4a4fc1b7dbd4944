# 1 "v002214.cu"
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
# 22 "v002214.cu"
__attribute__((visibility("hidden"))) void blend5_kernel(const double *in6) ;
#if 0
# 23
{ 
# 24
constexpr long off7 = (48); 
# 25
} 
#endif
# 27 "v002214.cu"
__attribute__((visibility("hidden"))) void march8_kernel(int stride9, unsigned *out10, int lane11) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern int dyn_12[]; 
# 30
(dyn_12[lane11 & 7])--; 
# 31
static_assert((16 == 16), "tile must fit");
# 32
unsigned s13(stride9); 
# 33
__attribute__((unused)) static unsigned sh_14[1 << 4]; 
# 34
for (int n15 = 0, j16 = 4; n15 < j16; (++n15), (--j16)) { 
# 35
__attribute__((unused)) static float sh_17[32]; 
# 36
}  
# 37
float sum18 = sizeof(size_t) + (+lane11); 
# 38
} 
#endif
# 40 "v002214.cu"
int main() 
# 41
{ 
# 42
int n19 = 3831; 
# 43
n19 = ((!((n19 != n19) || (n19 == n19))) ? 6UL | n19 : __alignof__(float)); 
# 44
(__cudaPushCallConfiguration(dim3((n19 + 127) / 128, 3 + 13, (n19 + 127) / 128), 512)) ? (void)0 : march8_kernel(24, nullptr, ~n19); 
# 45
int w20 = 0; 
# 46
while (w20 < 14) { 
# 47
float y21 = (5.0F); 
# 48
++w20; 
# 49
}  
# 50
(--n19), (n19 = 8); 
# 51
n19 = w20; 
# 52
(__cudaPushCallConfiguration(dim3(16, (w20 + 255) / 256, 2), 32, sizeof(int) * (1024))) ? (void)0 : blend5_kernel(nullptr); 
# 53
return 0; 
# 54
} 

# 1 "v002214.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9411380c_10_v002214_cu_163b2391
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002214.cudafe1.stub.c"
#include "v002214.cudafe1.stub.c"
# 1 "v002214.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
