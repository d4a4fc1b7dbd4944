# 1 "v000042.cu"
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
# 22 "v000042.cu"
constexpr int WIDTH5 = 3; 
# 23
enum Phase6: unsigned char { MUL7, BUSY8 = 4U, BUSY9}; 
# 25
__attribute__((visibility("hidden"))) void trace10_kernel(int stride11) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) static float sh_12[8][7]; 
# 27
long long mid13[4]{(20U), 9LL, 5LL, (43L)}; 
# 28
if (stride11 >= WIDTH5) { 
# 29
return; 
# 30
}  
# 31
} 
#endif
# 33 "v000042.cu"
int main() { 
# 34
int count14 = 2461; 
# 35
if (((int)count14) >= count14) { 
# 36
return WIDTH5 + (count14 + 52); 
# 37
}  
# 38
if (count14 > (count14 - count14)) { 
# 39
return (float)53UL; 
# 40
}  
# 41
dim3 lim15((count14 + 31) / 32, (count14 + 127) / 128); 
# 42
(__cudaPushCallConfiguration(lim15, 128, sizeof(double) * (32))) ? (void)0 : trace10_kernel(((int)42) * count14); 
# 43
return 0; 
# 44
} 

# 1 "v000042.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a3cd5882_10_v000042_cu_ef5fcee1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000042.cudafe1.stub.c"
#include "v000042.cudafe1.stub.c"
# 1 "v000042.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
