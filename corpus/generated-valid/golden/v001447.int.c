# 1 "v001447.cu"
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
# 17 "v001447.cu"
float blend7(float b8, int count9) 
# 18
{ 
# 19
int w10 = 0; 
# 20
do { 
# 21
count9 <<= count9; 
# 22
++w10; 
# 23
} while (w10 < w10); 
# 24
constexpr float v11 = (23.75F); 
# 25
b8 *= ((w10 + ((float)(b8 + w10))) + ((b8 + (35)) + (9ULL))); 
# 26
return v11; 
# 27
} 
# 29
static void pack12(const unsigned char *coef13) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) static int sh_14; 
# 32
sh_14 = 53; 
# 33
} 
#endif
# 35 "v001447.cu"
int main() 
# 36
{ 
# 37
int count15 = 3895; 
# 38
constexpr double r16 = (24.125); 
# 39
(__cudaPushCallConfiguration(((dim3)((count15 + 31) / 32)), ((dim3)(512)), sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : pack12(nullptr); 
# 40
for (int i17 = 0; i17 < count15; i17++) { 
# 41
count15 |= (-8); }  
# 42
if ((count15 / 37L) <= r16) { 
# 43
return count15; }  
# 44
return 0; 
# 45
} 

# 1 "v001447.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a9f5e112_10_v001447_cu_419667d9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001447.cudafe1.stub.c"
#include "v001447.cudafe1.stub.c"
# 1 "v001447.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
