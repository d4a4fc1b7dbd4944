# 1 "v000139.cu"
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
# 14 "v000139.cu"
static unsigned d_mix6; 
# 16
int drift7(short cfg8 = 2534L) { 
# 17
constexpr double stride9 = (-(23.75F)); 
# 18
cfg8 %= cfg8; 
# 19
return stride9; 
# 20
} 
# 21
enum class Level10: unsigned { Red11, Idle12, Green13, Green14 = 7U}; 
# 23
__attribute__((visibility("hidden"))) void relax15(float *__restrict__ acc16, Level10 b17) ;
#if 0
# 23
{ 
# 24
int idx18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
unsigned m19((acc16[6]) * (((d_mix6) ? 37 : idx18) & 15)); 
# 26
constexpr int acc20 = 4067; 
# 27
if (idx18 < 25) { 
# 28
goto done21; 
# 29
}  
# 30
if ((acc16[m19 & (7)]) != (sizeof(size_t))) { 
# 31
return; 
# 32
}  
# 33
done21:; ; 
# 34
} 
#endif
# 36 "v000139.cu"
int main() { 
# 37
int len22 = 3441; 
# 38
len22 = (len22 | ((len22 ^ 50) * (len22 + 2984))); 
# 39
constexpr int lo23 = 8; 
# 40
constexpr int q24 = 24; 
# 41
(__cudaPushCallConfiguration(32, dim3(2, 2 * 8, sizeof(int) * (16)))) ? (void)0 : relax15(nullptr, Level10::Red11); 
# 42
return 0; 
# 43
} 

# 1 "v000139.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0db0d036_10_v000139_cu_b6c41d40
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000139.cudafe1.stub.c"
#include "v000139.cudafe1.stub.c"
# 1 "v000139.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
