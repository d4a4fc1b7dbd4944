# 1 "v001225.cu"
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
# 20 "v001225.cu"
__attribute__((visibility("hidden"))) void step8(long *out9) ;
#if 0
# 20
{ 
# 21
unsigned tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
__attribute__((unused)) static int sh_11[256]; 
# 23
if ((out9[4]) >= sizeof(float)) { 
# 24
return; 
# 25
}  
# 26
int q12{(-32)}; 
# 27
__attribute__((unused)) static float sh_13; 
# 28
} 
#endif
# 29 "v001225.cu"
static int c_weigh14; 
# 31
__attribute__((unused)) void apply15(int count16) {int volatile ___ = 1;(void)count16;
# 39
::exit(___);}
#if 0
# 31
{ 
# 32
if ((__device_builtin_variable_blockDim.y) < count16) { 
# 33
return; 
# 34
}  
# 35
unsigned long prod17 = (__device_builtin_variable_threadIdx.x) + (__device_builtin_variable_threadIdx.x); 
# 36
constexpr int cnt18 = (' '); 
# 37
__attribute__((unused)) static int sh_19[sizeof(unsigned) * (2)]; 
# 38
long s20 = (cnt18); 
# 39
} 
#endif
# 41 "v001225.cu"
__attribute__((unused)) float split21(int count22) {int volatile ___ = 1;(void)count22;
# 46
::exit(___);}
#if 0
# 41
{ 
# 42
count22 = count22; 
# 43
int *res23 = (static_cast< int *>(nullptr)); 
# 44
const int m24 = count22 - count22; 
# 45
return (58) * ((c_weigh14 + (1.5F)) / (64 + count22)); 
# 46
} 
#endif
# 48 "v001225.cu"
int main() { 
# 49
int count25 = 3955; 
# 50
count25 = (static_cast< int>(count25)); 
# 51
count25 = (((62 + count25) * (count25 + count25)) % (count25 + (count25 - count25))); 
# 52
(__cudaPushCallConfiguration(sizeof(unsigned) * (4), 1 << 9)) ? (void)0 : step8((long *)nullptr); 
# 53
return 0; 
# 54
} 

# 1 "v001225.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5ae53f24_10_v001225_cu_22dd3a8d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001225.cudafe1.stub.c"
#include "v001225.cudafe1.stub.c"
# 1 "v001225.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
