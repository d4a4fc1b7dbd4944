# 1 "v000469.cu"
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
# 16 "v000469.cu"
__attribute__((unused)) void clamp5(int len6) {int volatile ___ = 1;(void)len6;
# 26
::exit(___);}
#if 0
# 16
{ 
# 18
#pragma unroll 4
for (
# 18
int i7 = 0; i7 < len6; ++i7) { 
# 19
len6 = ('\177'); }  
# 20
if (((len6 + len6) - len6) <= (len6 + len6)) { 
# 21
for (int j8 = 0; j8 < len6; ++j8) { 
# 22
len6++; 
# 23
int val9[3]{(34U), j8, (' ')}; 
# 24
}  
# 25
}  
# 26
} 
#endif
# 28 "v000469.cu"
__attribute__((visibility("hidden"))) void spread10(int stride11, const float *src12, int *out13) ;
#if 0
# 28
{ 
# 29
if ((static_cast< int>((*src12) - (src12[7]))) == (src12[1])) { 
# 30
int iter14 = 0; 
# 31
do { 
# 32
(out13[6]) = 26; 
# 33
++iter14; 
# 34
} while (iter14 < stride11); 
# 35
float x15[8]{(4.0F), (6.0F), (6.0F), (13.75F), (12.0F), (17), (20L), (3.0F)}; 
# 36
if (iter14 != (x15[4])) { 
# 37
return; }  
# 38
}  
# 39
} 
#endif
# 41 "v000469.cu"
int main() { 
# 42
int size16 = 252; 
# 43
(__cudaPushCallConfiguration(32, 8 + 24, 26 + (8 + (8 + 4054)))) ? (void)0 : spread10(size16, nullptr, nullptr); 
# 44
(__cudaPushCallConfiguration(2 * 16, (16 + 48) * 4)) ? (void)0 : spread10(static_cast< float>((1.375F)), nullptr, nullptr); 
# 45
--size16; 
# 46
return 0; 
# 47
} 

# 1 "v000469.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__959dcef5_10_v000469_cu_6593bfc1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000469.cudafe1.stub.c"
#include "v000469.cudafe1.stub.c"
# 1 "v000469.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
