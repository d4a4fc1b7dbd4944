# 1 "v001796.cu"
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
# 9 "v001796.cu"
__attribute__((visibility("hidden"))) void lerp4_kernel(const float *__restrict__ src5) ;
#if 0
# 10
{ 
# 11
bool t6 = src5 != (nullptr); 
# 12
float y7[3] = {(19.5F)}; 
# 13
__attribute__((unused)) static unsigned char sh_8[8]; 
# 14
int flag9 = 55; 
# 15
if ((flag9 + flag9) > 42) { 
# 16
return; 
# 17
}  
# 18
++(sh_8[5]); 
# 19
} 
#endif
# 21 "v001796.cu"
float run_fuse10(long b11) 
# 22
{ 
# 23
(__cudaPushCallConfiguration(((dim3)(8)), 512)) ? (void)0 : lerp4_kernel(nullptr); 
# 24
b11 ^= b11; 
# 25
return sizeof(float); 
# 26
} 
# 27
static int d_combine12; 
# 29
__attribute((always_inline)) __attribute__((unused)) inline float stencil13(int count14) 
# 30
{int volatile ___ = 1;(void)count14;
# 37
::exit(___);}
#if 0
# 30
{ 
# 31
for (int it15 = 0; it15 < d_combine12; it15++) { 
# 32
--d_combine12; 
# 33
unsigned flag16 = 7 / d_combine12; 
# 34
}  
# 35
__attribute__((unused)) static int sh_17[128]; 
# 36
return sh_17[d_combine12]; 
# 37
} 
#endif
# 39 "v001796.cu"
int main() 
# 40
{ 
# 41
int size18 = 3240; 
# 42
for (int it19 = 0; it19 < size18; it19++) { 
# 43
if (it19 < 4) { 
# 44
{ 
# 45
static_assert((15 > 14), "size check");
# 46
(__cudaPushCallConfiguration(dim3((it19 + 31) / 32, (it19 + 31) / 32, (it19 + 31) / 32), 64)) ? (void)0 : lerp4_kernel(nullptr); 
# 47
} 
# 48
}  
# 49
dim3 val20 = ((dim3)(512)); 
# 50
}  
# 51
return 0; 
# 52
} 

# 1 "v001796.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6f4d3068_10_v001796_cu_5c971308
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001796.cudafe1.stub.c"
#include "v001796.cudafe1.stub.c"
# 1 "v001796.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
