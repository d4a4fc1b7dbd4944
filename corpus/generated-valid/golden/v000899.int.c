# 1 "v000899.cu"
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
# 18 "v000899.cu"
__attribute__((visibility("hidden"))) void update6(long long *buf7, int *acc8, const int *coef9) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern unsigned char dyn_10[]; 
# 20
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
constexpr unsigned t12 = (44); 
# 22
int lim13 = (__device_builtin_variable_threadIdx.z) * (57 + (dyn_10[4])); 
# 23
if ((__device_builtin_variable_threadIdx.x) != ((*acc8) + lim13)) { 
# 24
if (((long)__device_builtin_variable_warpSize) == ((30) - (*buf7))) { 
# 25
auto v14 = __device_builtin_variable_blockDim.x; 
# 26
(*buf7)--; 
# 27
}  
# 28
}  
# 29
} 
#endif
# 31 "v000899.cu"
constexpr int bias15(int n16) { 
# 32
n16 = (n16 + n16); 
# 33
(n16++), (n16 = (1211UL << ((unsigned)n16))); 
# 34
return n16; 
# 35
} 
# 37
int main() { 
# 38
int count17 = 651; 
# 39
float w18 = ((int)bias15(count17)) + count17; 
# 40
w18 = w18; 
# 41
for (int it19 = 0; it19 < count17; ++it19) { 
# 42
(__cudaPushCallConfiguration((count17 + 127) / 128, 8 * 4)) ? (void)0 : update6((long long *)nullptr, nullptr, (const int *)nullptr); 
# 43
w18 = (bias15(w18)); 
# 44
}  
# 45
long long prod20 = w18; 
# 46
return 0; 
# 47
} 

# 1 "v000899.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__600f995f_10_v000899_cu_1b329669
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000899.cudafe1.stub.c"
#include "v000899.cudafe1.stub.c"
# 1 "v000899.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
