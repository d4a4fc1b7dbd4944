# 1 "v001821.cu"
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
# 5 "v001821.cu"
enum class Kind1: short { On2, Mul3 = 5, Green4 = 10}; 
# 7
__attribute__((visibility("hidden"))) void smooth5(int count6, float *acc7) ;
#if 0
# 8
{ 
# 9
int idx8 = __device_builtin_variable_threadIdx.x; 
# 10
count6++; 
# 11
Kind1 idx9 = Kind1::Mul3; 
# 12
if (acc7 == (nullptr)) { 
# 13
goto skip10; 
# 14
}  
# 15
if ((idx8 * count6) == count6) { 
# 16
return; }  
# 17
skip10:; ; 
# 18
} 
#endif
# 19 "v001821.cu"
enum class Kind11 { 
# 20
Low12 = 1, 
# 21
Blue13, 
# 22
Busy14 = 7, 
# 23
Red15 = 12, 
# 24
Off16
# 25
}; 
# 27
int main() 
# 28
{ 
# 29
int n17 = 3916; 
# 30
Kind1 tmp18 = Kind1::Mul3; 
# 31
(__cudaPushCallConfiguration((n17 + 63) / 64, 128)) ? (void)0 : smooth5(static_cast< int>(2692 / n17), static_cast< float *>(nullptr)); 
# 32
n17 = (n17 + __alignof__(char)); 
# 33
return 0; 
# 34
} 

# 1 "v001821.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__741c8b15_10_v001821_cu_959c8c19
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001821.cudafe1.stub.c"
#include "v001821.cudafe1.stub.c"
# 1 "v001821.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
