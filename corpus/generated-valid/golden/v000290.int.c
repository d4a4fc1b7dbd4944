# 1 "v000290.cu"
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
# 13 "v000290.cu"
struct alignas(16) Sample5 { 
# 14
unsigned weight6; 
# 15
float w7; 
# 16
bool weight8; 
# 17
bool sum9; 
# 18
}; 
# 20
__attribute__((visibility("hidden"))) void stencil10_kernel(const int *__restrict__ input11, size_t b12) ;
#if 0
# 20
{ 
# 21
int tid13 = __device_builtin_variable_threadIdx.x; 
# 22
b12 = tid13; 
# 23
float flag14 = __device_builtin_variable_blockIdx.z; 
# 24
flag14 = (+b12); 
# 25
b12++; 
# 26
if ((flag14 < (5)) && (tid13 < b12)) { 
# 27
goto skip15; 
# 28
}  
# 29
flag14 /= ((unsigned)(flag14 - (input11[7]))); 
# 30
flag14 /= flag14; 
# 31
flag14 /= (16.0F); 
# 32
skip15:; ; 
# 33
} 
#endif
# 35 "v000290.cu"
int main() { 
# 36
int len16 = 1897; 
# 37
len16 = 64; 
# 38
len16++; 
# 39
if (long acc17 = len16; ((int)5) < len16) { 
# 40
for (int i18 = 0; i18 < len16; i18 += 2) { 
# 41
long res19 = i18 >> 7; 
# 42
}  
# 43
--acc17; 
# 44
}  
# 45
(__cudaPushCallConfiguration(3 + 29, dim3(3 + 1, (len16 + 255) / 256, 2), 4096)) ? (void)0 : stencil10_kernel(nullptr, len16); 
# 46
return 0; 
# 47
} 

# 1 "v000290.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bc9cf5b3_10_v000290_cu_b5ff19ce
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000290.cudafe1.stub.c"
#include "v000290.cudafe1.stub.c"
# 1 "v000290.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
