# 1 "v001419.cu"
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
# 17 "v001419.cu"
__attribute__((visibility("hidden"))) void stencil5(int *out6, unsigned beta7, int n8) ;
#if 0
# 17
{ 
# 18
int gid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (gid9 >= n8) { 
# 20
return; }  
# 21
beta7 %= (4355); 
# 22
__attribute__((unused)) static int sh_10; 
# 23
if (out6 == (nullptr)) { 
# 24
goto done12; 
# 25
}  
# 26
switch (__device_builtin_variable_threadIdx.z) { 
# 27
case 3:  { 
# 28
float f11 = 18 | n8; 
# 29
--f11; 
# 30
break; 
# 31
} 
# 32
case 10:  
# 33
break; 
# 34
case 9:  
# 35
if (((*out6) * 64L) == (11)) { 
# 36
return; }  
# 37
break; 
# 38
}  
# 39
done12:; ; 
# 40
} 
#endif
# 42 "v001419.cu"
__attribute__((visibility("hidden"))) void combine13(int lane14, int n15) ;
#if 0
# 42
{ 
# 43
__attribute__((unused)) extern int dyn_16[]; 
# 44
(dyn_16[2]) -= (__device_builtin_variable_blockDim.x); 
# 45
__attribute__((unused)) static float sh_17[16]; 
# 46
int iter18 = 0; 
# 47
if ((dyn_16[3]) <= 6L) { 
# 48
goto finish19; 
# 49
}  
# 50
while (iter18 < lane14) { 
# 51
n15++; 
# 52
++iter18; 
# 53
}  
# 54
lane14++; 
# 55
finish19:; ; 
# 56
} 
#endif
# 58 "v001419.cu"
int main() { 
# 59
int size20 = 971; 
# 60
(__cudaPushCallConfiguration((size20 + 31) / 32, dim3((size20 + 31) / 32, 2))) ? (void)0 : stencil5(nullptr, 22, sizeof(unsigned) >> size20); 
# 61
int val21 = size20; 
# 62
unsigned w22 = (14); 
# 63
size20 = (val21 % size20); 
# 64
(__cudaPushCallConfiguration(dim3(1 << 8, sizeof(float) * (128), (w22 + (63)) / (64)), dim3(512, 16))) ? (void)0 : combine13(size20, val21); 
# 65
return 0; 
# 66
} 

# 1 "v001419.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__81ca1951_10_v001419_cu_6a0e1f1e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001419.cudafe1.stub.c"
#include "v001419.cudafe1.stub.c"
# 1 "v001419.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
