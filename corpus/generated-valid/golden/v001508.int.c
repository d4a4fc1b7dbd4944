# 1 "v001508.cu"
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
# 21 "v001508.cu"
enum Color7: unsigned { HIGH8, SLOW9}; 
# 22
using idx10_t = unsigned long; 
# 24
struct Particle11 { 
# 25
double vel12; 
# 26
double weight13; 
# 27
unsigned short hi14; 
# 28
}; 
# 30
__attribute__((visibility("hidden"))) void pack15_kernel(const int *input16) ;
#if 0
# 31
{ 
# 32
int t17 = (5LL); 
# 33
Color7 f18 = HIGH8; 
# 34
if (((*input16) + (input16[1])) > (__device_builtin_variable_gridDim.x)) { 
# 35
return; 
# 36
}  
# 37
Color7 z19 = HIGH8; 
# 38
} 
#endif
# 40 "v001508.cu"
float host_blend20(int count21, int count22) 
# 41
{ 
# 42
if ((count21 > (4 * 4)) && (48 != count21)) { 
# 43
goto done23; 
# 44
}  
# 45
count21 = count21; 
# 46
count22 = ((15) + ((static_cast< float>(count22)) + count22)); 
# 47
count22 = (-39); 
# 48
done23:; ; 
# 49
return 26; 
# 50
} 
# 52
int main() 
# 53
{ 
# 54
int len24 = 1164; 
# 55
dim3 idx25 = ((dim3)(32)); 
# 56
auto fn27 = []() { 
# 57
int flag26(('0')); 
# 58
(__cudaPushCallConfiguration((flag26 + 255) / 256, dim3(16, 2 * 8, 256))) ? (void)0 : pack15_kernel(&flag26); 
# 59
flag26 = (static_cast< float>(SLOW9)); 
# 60
} ; typedef decltype(fn27) __T0;
# 61
fn27(); 
# 62
if ((len24 >> len24) != len24) { 
# 63
return -len24; 
# 64
}  
# 65
int res28 = len24 / (len24 - (59UL + len24)); 
# 66
return 0; 
# 67
} 

# 1 "v001508.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cf4a8421_10_v001508_cu_b436e364
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001508.cudafe1.stub.c"
#include "v001508.cudafe1.stub.c"
# 1 "v001508.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
