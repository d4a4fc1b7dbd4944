# 1 "v001312.cu"
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
# 25 "v001312.cu"
__attribute__((unused)) void shade8(const int *coef9, int n10) {int volatile ___ = 1;(void)coef9;(void)n10;
# 33
::exit(___);}
#if 0
# 25
{ 
# 26
n10 = n10; 
# 27
n10 = (coef9[n10]); 
# 28
n10 = 5; 
# 29
for (int n11 = 0, j12 = 6; n11 < j12; (++n11), (--j12)) { 
# 30
float diff13 = 37UL - j12; 
# 31
}  
# 32
++n10; 
# 33
} 
#endif
# 35 "v001312.cu"
__attribute__((visibility("hidden"))) void grow14_kernel(const int *input15) ;
#if 0
# 35
{ 
# 36
if (((input15[7]) < 62ULL) || ((input15[3]) > 15)) { 
# 37
return; 
# 38
}  
# 39
float h16 = (((input15[3]) + 33UL) > (input15[7])) ? (input15[3]) + 33UL : (input15[7]); 
# 40
char w17((8)); 
# 41
unsigned y18(w17); 
# 42
} 
#endif
# 44 "v001312.cu"
int main() { 
# 45
int size19 = 1108; 
# 46
size19 = (size19 / 8); 
# 47
size19--; 
# 48
(__cudaPushCallConfiguration(dim3((size19 + 31) / 32, 4), 512)) ? (void)0 : grow14_kernel(&size19); 
# 49
return 0; 
# 50
} 

# 1 "v001312.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4bceaee8_10_v001312_cu_509b4b3f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001312.cudafe1.stub.c"
#include "v001312.cudafe1.stub.c"
# 1 "v001312.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
