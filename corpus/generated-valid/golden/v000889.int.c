# 1 "v000889.cu"
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
# 18 "v000889.cu"
__attribute__((visibility("hidden"))) void spread8_kernel(const int *input9, int count10, float alpha11) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern char dyn_12[]; 
# 21
int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if (i13 >= count10) { 
# 23
return; 
# 24
}  
# 25
count10 = ((10) | (i13 * __alignof__(float))); 
# 26
alpha11 -= (7.125F); 
# 27
} 
#endif
# 28 "v000889.cu"
static int c_clamp14; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 30
__attribute__((unused)) static void apply15(unsigned long p16, int stride17, const long *input18) 
# 31
{int volatile ___ = 1;(void)p16;(void)stride17;(void)input18;
# 47
::exit(___);}
#if 0
# 31
{ 
# 32
switch (c_clamp14 - c_clamp14) { 
# 33
case 10:  
# 34
{ 
# 35
float m19[2]{static_cast< float>(p16), (14.0F)}; 
# 36
if ((c_clamp14 >= (__device_builtin_variable_threadIdx.x)) && ((m19[1]) != (__device_builtin_variable_blockDim.x))) { 
# 37
break; 
# 38
}  
# 39
} 
# 40
stride17 %= 256; 
# 41
break; 
# 42
case 3 * 3:  
# 43
break; 
# 44
default:  
# 45
break; 
# 46
}  
# 47
} 
#endif

#pragma GCC diagnostic pop

# 49 "v000889.cu"
int main() 
# 50
{ 
# 51
int len20 = 64; 
# 52
float base21[4] = {(static_cast< float>(__alignof__(int))), static_cast< float>(len20), (-7)}; 
# 53
(__cudaPushCallConfiguration(1, 6 + (16 + (6 + 4)), 1 << 10, nullptr)) ? (void)0 : spread8_kernel(&len20, (256) + (base21[len20 & 3]), 2548 << len20); 
# 54
return 0; 
# 55
} 

# 1 "v000889.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5d6fb0ef_10_v000889_cu_458b45b5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000889.cudafe1.stub.c"
#include "v000889.cudafe1.stub.c"
# 1 "v000889.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
