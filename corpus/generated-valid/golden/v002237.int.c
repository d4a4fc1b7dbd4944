# 1 "v002237.cu"
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
# 23 "v002237.cu"
unsigned tally8(int len9 = 36) { 
# 24
float z10[5]{(10.25F), (-(0.375F)), (4.5F), (3.0F), (14.0F)}; 
# 25
len9 = 11; 
# 26
static_assert((36 == 36), "bad config");
# 27
signed char cnt11 = (len9 == ((len9 > sizeof(unsigned)) ? len9 : sizeof(unsigned))) ? ((unsigned)(z10[4])) - (-len9) : (z10[len9]); 
# 28
bool hi12 = 39U == len9; 
# 29
return len9; 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void weigh13_kernel(int stride14, int n15, int count16) ;
#if 0
# 32
{ 
# 33
n15 = stride14; 
# 34
static_assert((22 > 21), "expected value");
# 35
} 
#endif
# 37 "v002237.cu"
int run_lerp17(double beta18 = 37) { 
# 38
int f19 = (31U); 
# 39
if (((f19 > 19) ? f19 : 19) > 11) { 
# 40
return 59 + f19; }  
# 41
unsigned h20[3] = {}; 
# 42
if (beta18 == (56)) { 
# 43
goto done21; 
# 44
}  
# 45
(h20[1]) = (h20[f19]); 
# 46
done21:; ; 
# 47
return (h20[f19]) & (h20[2]); 
# 48
} 
# 50
int main() { 
# 51
int count22 = 3589; 
# 52
count22--; 
# 53
float u23 = ((20.125F) / (count22 + count22)) + (48); 
# 54
char y24 = __alignof__(char) + ((((count22 > count22) ? count22 : count22) > count22) ? (count22 > count22) ? count22 : count22 : count22); 
# 55
(__cudaPushCallConfiguration(4, 7 + 25)) ? (void)0 : weigh13_kernel(10, (y24 ^ count22) & (count22 | 22), y24); 
# 56
return 0; 
# 57
} 

# 1 "v002237.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fc64c482_10_v002237_cu_8127e849
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002237.cudafe1.stub.c"
#include "v002237.cudafe1.stub.c"
# 1 "v002237.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
