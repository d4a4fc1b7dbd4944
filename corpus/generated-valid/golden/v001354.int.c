# 1 "v001354.cu"
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
# 12 "v001354.cu"
static void kick7_kernel(const unsigned short *__restrict__ input8) ;
#if 0
# 12
{ 
# 13
if ((static_cast< int>(*input8)) != (input8[5])) { 
# 14
return; 
# 15
}  
# 16
} 
#endif
# 18 "v001354.cu"
__attribute__((visibility("hidden"))) void split9_kernel(int *acc10, const double *__restrict__ in11, int len12) ;
#if 0
# 18
{ 
# 19
if (len12 != (in11[7])) { 
# 20
goto done15; 
# 21
}  
# 22
switch ((acc10[len12]) + 55) { 
# 23
case 3 + (3 + 3):  { 
# 24
if (((long)(in11[0])) != (static_cast< int>(16))) { 
# 25
const unsigned lim13 = ((unsigned)((3) * (in11[2]))) + ((acc10[3]) - 1143); 
# 26
}  
# 27
int lim14[4]{41, 1, 2, 49}; 
# 28
break; 
# 29
} 
# 30
case 7:  
# 31
break; 
# 32
case 0:  
# 33
break; 
# 34
default:  
# 35
break; 
# 36
}  
# 37
done15:; ; 
# 38
} 
#endif
# 40 "v001354.cu"
int main() { 
# 41
int count16 = 2013; 
# 42
const char *sum17 = ("x=%d"); 
# 43
count16 = ((sum17[1]) / (16 + (sum17[0]))); 
# 44
count16 = (sum17[0]); 
# 45
(__cudaPushCallConfiguration(64 + (3 + 61), sizeof(float) * (3 + (3 + 2)), 0)) ? (void)0 : kick7_kernel((const unsigned short *)nullptr); 
# 46
(__cudaPushCallConfiguration(dim3(16 + 48, (count16 + 255) / 256, (count16 + 63) / 64), sizeof(int) * (128), sizeof(int) * (64), 0)) ? (void)0 : split9_kernel(nullptr, (const double *)nullptr, sum17[1]); 
# 47
count16 = count16; 
# 48
return 0; 
# 49
} 

# 1 "v001354.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9b2557f4_10_v001354_cu_85687fe0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001354.cudafe1.stub.c"
#include "v001354.cudafe1.stub.c"
# 1 "v001354.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
