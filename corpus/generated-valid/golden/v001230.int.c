# 1 "v001230.cu"
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
# 9 "v001230.cu"
enum class Phase5 { 
# 10
High6 = 2, 
# 11
Idle7, 
# 12
Add8, 
# 13
Slow9 = 9, 
# 14
Slow10
# 15
}; 
# 16
enum class State11: int { Mul12, Busy13, Mul14 = 3}; 
# 18
__attribute__((visibility("hidden"))) void fold15(const long *coef16, const unsigned *src17, const float *input18) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern float dyn_19[]; 
# 20
unsigned i20 = __device_builtin_variable_threadIdx.x; 
# 21
(dyn_19[__device_builtin_variable_blockIdx.x]) = (__device_builtin_variable_threadIdx.x); 
# 22
(dyn_19[2]) = (dyn_19[i20]); 
# 23
__attribute__((unused)) static long sh_21[32]; 
# 24
} 
#endif
# 26 "v001230.cu"
__attribute__((visibility("hidden"))) void lerp22_kernel(int n23, int *buf24, const int *__restrict__ input25, const double *__restrict__ in26) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern unsigned dyn_27[]; 
# 28
int idx28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if (idx28 >= n23) { 
# 30
return; }  
# 31
float v29 = idx28 * (dyn_27[4]); 
# 32
if (!(idx28 >= 31)) { 
# 33
goto out30; 
# 34
}  
# 35
(*buf24) = ((7) & (__device_builtin_variable_gridDim.x)); 
# 36
out30:; ; 
# 37
} 
#endif
# 39 "v001230.cu"
int main() { 
# 40
int len31 = 1879; 
# 41
if (!(len31 == len31)) { 
# 42
return 32; }  
# 43
len31 = (len31 & (len31 << 7)); 
# 44
static_assert((42 == 42), "size check");
# 45
auto sum32 = (56 | len31) - ((5 & len31) + len31); 
# 46
(++sum32), (sum32 = sum32); 
# 47
(__cudaPushCallConfiguration(dim3((len31 + 255) / 256, 32 + 96), 1 << (4 + 3), 1024, nullptr)) ? (void)0 : lerp22_kernel(len31, &sum32, &sum32, (const double *)nullptr); 
# 48
(__cudaPushCallConfiguration(2, 128, 0, (cudaStream_t)0)) ? (void)0 : fold15(nullptr, nullptr, nullptr); 
# 49
return 0; 
# 50
} 

# 1 "v001230.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__505be6a6_10_v001230_cu_5b33b8b1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001230.cudafe1.stub.c"
#include "v001230.cudafe1.stub.c"
# 1 "v001230.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
