# 1 "v001636.cu"
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
# 20 "v001636.cu"
__attribute((always_inline)) __attribute__((unused)) inline double sift8(int lane9, double alpha10) {int volatile ___ = 1;(void)lane9;(void)alpha10;
# 26
::exit(___);}
#if 0
# 20
{ 
# 21
for (int n11 = 0; n11 < 2; ++n11) { 
# 22
int r12 = lane9; 
# 23
do { lane9 += (alpha10 + alpha10); } while (0); 
# 24
}  
# 25
return ((lane9 < ((char)34)) ? lane9 : ((char)34)); 
# 26
} 
#endif
# 28 "v001636.cu"
__attribute__((visibility("hidden"))) void rank13_kernel(int len14, unsigned short *out15, int stride16, int count17) ;
#if 0
# 28
{ 
# 29
do { count17 += (len14 + (len14 + 34)); } while (0); 
# 30
float x18 = ((size_t)count17) * sizeof(int); 
# 31
if (float base19 = (sizeof(unsigned char)); stride16 != 53U) { 
# 32
__attribute__((unused)) static double sh_20[32]; 
# 33
}  
# 34
if (x18 == stride16) { 
# 35
return; }  
# 36
} 
#endif
# 38 "v001636.cu"
int main() { 
# 39
int n21 = 1425; 
# 40
n21 = n21; 
# 41
unsigned k22[3] = {(31), 7U}; 
# 42
(__cudaPushCallConfiguration(dim3((n21 + 127) / 128, sizeof(unsigned) * (16), 34 + (34 + (34 + 26))), 16 * 4)) ? (void)0 : rank13_kernel(34, (unsigned short *)nullptr, +(43 >> (k22[1])), n21); 
# 43
return 0; 
# 44
} 

# 1 "v001636.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eea1fb6c_10_v001636_cu_6ab67ef7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001636.cudafe1.stub.c"
#include "v001636.cudafe1.stub.c"
# 1 "v001636.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
