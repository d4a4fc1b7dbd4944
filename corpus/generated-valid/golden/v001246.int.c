# 1 "v001246.cu"
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
# 21 "v001246.cu"
__attribute((noinline)) __attribute__((unused)) short pack6(float a7, float q8) {int volatile ___ = 1;(void)a7;(void)q8;
# 30
::exit(___);}
#if 0
# 21
{ 
# 22
int v9 = (' '); 
# 23
long flag10 = (static_cast< char>(a7 - (4))) * (4 | v9); 
# 24
flag10--; 
# 25
short prod11(q8); 
# 26
a7 = (__device_builtin_variable_threadIdx.x); 
# 27
float x12 = q8; 
# 28
prod11 = (8); 
# 29
return 14; 
# 30
} 
#endif
# 32 "v001246.cu"
__attribute__((visibility("hidden"))) void merge13_kernel(int len14, char beta15) ;
#if 0
# 32
{ 
# 33
int idx16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
beta15 = (((len14 / beta15) < (len14 - (idx16 & beta15))) ? len14 / beta15 : (len14 - (idx16 & beta15))); 
# 35
constexpr int u17 = (1032U); 
# 36
} 
#endif
# 38 "v001246.cu"
int main() { 
# 39
int n18 = 2730; 
# 40
if (!(n18 <= 28U)) { 
# 41
return 12UL; 
# 42
}  
# 43
n18 = n18; 
# 44
(__cudaPushCallConfiguration(8 + (4 + 244), (4 + (4 + 120)) * 4, sizeof(double) * (32), nullptr)) ? (void)0 : merge13_kernel(n18, n18); 
# 45
return 0; 
# 46
} 

# 1 "v001246.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c710656a_10_v001246_cu_2b21c367
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001246.cudafe1.stub.c"
#include "v001246.cudafe1.stub.c"
# 1 "v001246.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
