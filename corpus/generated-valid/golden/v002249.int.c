# 1 "v002249.cu"
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
# 18 "v002249.cu"
enum Op6 { BLUE7, BLUE8, RED9, RED10 = 8}; 
# 20
__attribute__((visibility("hidden"))) void relax11(double *__restrict__ dst12, const int *in13) ;
#if 0
# 21
{ 
# 22
Op6 acc14 = RED10; 
# 23
Op6 s15 = acc14; 
# 24
unsigned short r16 = +(4 | acc14); 
# 25
Op6 hi17 = RED9; 
# 26
} 
#endif
# 27 "v002249.cu"
enum class Level18 { Slow19 = 1, Red20}; 
# 29
__attribute((always_inline)) __attribute__((unused)) inline double apply21(const int *input22, int stride23, double a24 = 628U) 
# 30
{int volatile ___ = 1;(void)input22;(void)stride23;(void)a24;
# 39
::exit(___);}
#if 0
# 30
{ 
# 31
stride23 = (sizeof(short)); 
# 32
stride23--; 
# 33
--a24; 
# 34
a24 = (21.875); 
# 35
a24++; 
# 36
stride23 = ((*input22) / 2); 
# 37
long long k25 = (((a24 += stride23), 27)); 
# 38
return stride23; 
# 39
} 
#endif
# 41 "v002249.cu"
int main() 
# 42
{ 
# 43
int len26 = 3226; 
# 44
--len26; 
# 45
len26++; 
# 46
(__cudaPushCallConfiguration(dim3(128, 4, (len26 + 63) / 64), sizeof(float) * (8))) ? (void)0 : relax11(nullptr, &len26); 
# 47
Level18 cnt27 = Level18::Slow19; 
# 48
cnt27 = Level18::Red20; 
# 49
if (((int)len26) != 24) { 
# 50
return -9; 
# 51
}  
# 52
return 0; 
# 53
} 

# 1 "v002249.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ae9b6fa1_10_v002249_cu_924ab4e7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002249.cudafe1.stub.c"
#include "v002249.cudafe1.stub.c"
# 1 "v002249.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
